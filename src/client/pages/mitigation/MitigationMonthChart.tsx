import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import type { Language } from '../../../domain/constants';
import type { Currency } from '../../../domain/money';
import type { MitigationGroup } from '../../../domain/money-reports';
import { ChartFrame } from '../reports/ChartFrame';
import { axisAmount, monthLabel } from '../reports/chart-labels';
import { moneyText } from './money-view';
import { moneyBars } from './money-bars';

type Props = { groups: readonly MitigationGroup[]; currency: Currency; language: Language };

/** Taxed, collected and outstanding month by month, in one currency. */
export function MitigationMonthChart({ groups, currency, language }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const rows = groups.filter((group) => group.currency === currency).map((group) => ({ ...group, month: monthLabel(group.key) }));
  const money = (amount: number) => moneyText(amount, currency, language);
  const summary = translate('moneyReports.mitigation.monthly.summary', {
    currency,
    months: rows
      .map((row) =>
        translate('moneyReports.mitigation.monthly.item', {
          month: row.month,
          taxed: money(row.taxed),
          collected: money(row.collected),
          outstanding: money(row.outstanding),
        }),
      )
      .join('; '),
  });
  const label = (key: string) => translate(`moneyReports.mitigation.columns.${key}`);
  return (
    <ChartFrame title={translate('moneyReports.mitigation.monthly.title')} summary={summary} hasData={rows.length > 0} height={280}>
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
        <XAxis dataKey="month" tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={(value: number) => axisAmount(value, currency, language)} tick={{ fontSize: 12 }} width={56} />
        {moneyBars(theme, label, money)}
      </BarChart>
    </ChartFrame>
  );
}

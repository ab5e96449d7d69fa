import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import type { Language } from '../../../domain/constants';
import type { Currency } from '../../../domain/money';
import type { AccountingGroup } from '../../../domain/money-reports';
import { moneyText } from '../mitigation/money-view';
import { axisAmount } from '../reports/chart-labels';
import { ChartFrame } from '../reports/ChartFrame';
import { moneyBars } from '../mitigation/money-bars';

type Props = { chapters: readonly AccountingGroup[]; currency: Currency; language: Language; chapterName: (chapter: string) => string };

/** Taxed, collected and outstanding per chapter of the nomenclature, in one currency. */
export function AccountingChapterChart({ chapters, currency, language, chapterName }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const money = (amount: number) => moneyText(amount, currency, language);
  const rows = chapters.map((row) => ({ ...row, name: chapterName(row.chapter) }));
  const summary = translate('moneyReports.accounting.chart.summary', {
    currency,
    chapters: rows
      .map((row) => translate('moneyReports.accounting.chart.item', { chapter: row.name, taxed: money(row.taxed), collected: money(row.collected) }))
      .join('; '),
  });
  const label = (key: string) => translate(`moneyReports.accounting.columns.${key}`);
  return (
    <ChartFrame title={translate('moneyReports.accounting.chart.title')} summary={summary} hasData={rows.length > 0} height={300}>
      <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={theme.palette.divider} />
        <XAxis type="number" tickFormatter={(value: number) => axisAmount(value, currency, language)} tick={{ fontSize: 12 }} />
        <YAxis type="category" dataKey="name" tick={{ fontSize: 11 }} width={110} />
        {moneyBars(theme, label, money)}
      </BarChart>
    </ChartFrame>
  );
}

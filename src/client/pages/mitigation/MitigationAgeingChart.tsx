import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { AGEING_BUCKETS } from '../../../domain/ageing';
import type { Language } from '../../../domain/constants';
import type { MitigationFigures } from '../../../domain/money-reports';
import { ChartFrame } from '../reports/ChartFrame';
import { axisAmount } from '../reports/chart-labels';
import { moneyText } from './money-view';

/** What was overdue at the period's end, by days past the due date, in one currency. */
export function MitigationAgeingChart({ figures, language }: { figures: MitigationFigures; language: Language }) {
  const translate = useTranslate();
  const theme = useTheme();
  const money = (amount: number) => moneyText(amount, figures.currency, language);
  const rows = AGEING_BUCKETS.map((bucket) => ({ bucket: translate(`moneyReports.mitigation.ageing.${bucket}`), amount: figures.overdue[bucket] }));
  const summary = translate('moneyReports.mitigation.ageing.summary', {
    currency: figures.currency,
    buckets: rows.map((row) => `${row.bucket} ${money(row.amount)}`).join(', '),
  });
  return (
    <ChartFrame title={translate('moneyReports.mitigation.ageing.title')} summary={summary} hasData={rows.some((row) => row.amount > 0)} height={280}>
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
        <XAxis dataKey="bucket" tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={(value: number) => axisAmount(value, figures.currency, language)} tick={{ fontSize: 12 }} width={56} />
        <Tooltip formatter={(value) => money(Number(value))} />
        <Bar dataKey="amount" name={translate('moneyReports.mitigation.columns.overdue')} fill={theme.palette.error.main} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatNumber } from '../../../domain/format';
import type { MonthRow } from '../../../domain/registration-report';
import { ChartFrame } from '../reports/ChartFrame';
import { monthLabel } from '../reports/chart-labels';
import { useLanguage } from '../../providers/use-language';

type Props = { currency: string; months: readonly MonthRow[] };

/** The amount taxed each month in one currency: currencies are never drawn on one scale. */
export function MonthlyAmountsChart({ currency, months }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const language = useLanguage();
  const data = months.map((month) => ({ month: month.month, amount: month.amounts.find((a) => a.currency === currency)?.amount ?? 0 }));
  const money = (amount: number) => formatMoney({ amount, currency }, language);
  const summary = translate('registrationReports.charts.monthSummary', {
    currency,
    months: data.map((row) => translate('registrationReports.charts.month', { month: monthLabel(row.month), amount: money(row.amount) })).join(', '),
  });
  return (
    <ChartFrame title={translate('registrationReports.charts.byMonth', { currency })} summary={summary} hasData={data.some((row) => row.amount > 0)}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
        <XAxis dataKey="month" tickFormatter={monthLabel} tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={(value: number) => formatNumber(Math.round(value / 100), language)} tick={{ fontSize: 12 }} width={72} />
        <Tooltip formatter={(value) => money(Number(value))} labelFormatter={(month) => monthLabel(String(month))} />
        <Bar dataKey="amount" name={currency} fill={theme.palette.secondary.main} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

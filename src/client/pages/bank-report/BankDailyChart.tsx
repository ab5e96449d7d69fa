import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, formatMoney } from '../../../domain/format';
import type { Currency } from '../../../domain/money';
import type { BankPaymentsReport } from '../../../domain/bank-reports';
import { ChartFrame } from '../reports/ChartFrame';
import { busiestCurrency, dailyRows, seriesOf, seriesTotals, type Series } from './bank-report-view';
import { seriesColours } from './chart-colours';
import { axisAmount } from '../reports/chart-labels';
import { CurrencyToggle } from '../reports/CurrencyToggle';
import { useLanguage } from '../../providers/use-language';

type Props = { report: BankPaymentsReport; from: string; to: string };

/** What each bank (and each counter method) received per day, stacked, in one currency at a time. */
export function BankDailyChart({ report, from, to }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const language = useLanguage();
  const [currency, setCurrency] = useState<Currency>(() => busiestCurrency(report.totals));
  const series = seriesOf(report.groups, currency);
  const rows = dailyRows(report.daily, currency);
  const totals = seriesTotals(report.daily, currency);
  const money = (amount: number) => formatMoney({ amount, currency }, language);
  const nameOf = (entry: Series) =>
    entry.bankKey
      ? (report.groups.find((group) => group.bankKey === entry.bankKey)?.bankName ?? entry.bankKey)
      : translate(`bankReports.methods.${entry.method}`);
  const colours = seriesColours(theme);
  const summary = translate('bankReports.payments.chart.summary', {
    currency,
    from: formatDay(from),
    to: formatDay(to),
    total: money([...totals.values()].reduce((sum, amount) => sum + amount, 0)),
    series: series
      .map((entry) => translate('bankReports.payments.chart.series', { name: nameOf(entry), amount: money(totals.get(entry.key) ?? 0) }))
      .join(', '),
  });
  return (
    <>
      <CurrencyToggle value={currency} onChange={setCurrency} label={translate('bankReports.currency')} />
      <ChartFrame title={translate('bankReports.payments.chart.title', { currency })} summary={summary} hasData={rows.length > 0} height={300}>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
          <XAxis dataKey="day" tickFormatter={(day: string) => formatDay(day).slice(0, 5)} tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis tickFormatter={(value: number) => axisAmount(value, currency, language)} tick={{ fontSize: 12 }} width={72} />
          <Tooltip formatter={(value) => money(Number(value))} labelFormatter={(day) => formatDay(day)} />
          <Legend />
          {series.map((entry, index) => (
            <Bar key={entry.key} dataKey={entry.key} name={nameOf(entry)} stackId="paid" fill={colours[index % colours.length]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ChartFrame>
    </>
  );
}

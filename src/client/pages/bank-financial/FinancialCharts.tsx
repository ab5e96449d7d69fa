import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../domain/format';
import type { Currency } from '../../../domain/money';
import type { BankFinancialsReport } from '../../../domain/bank-reports';
import { axisAmount, monthLabel } from '../reports/chart-labels';
import { seriesColours } from '../bank-report/chart-colours';
import { CurrencyToggle } from '../reports/CurrencyToggle';
import { ChartFrame } from '../reports/ChartFrame';
import { firstCurrency, linesIn, monthRows } from './financial-view';
import { useBeneficiaryName } from '../revenue-split/use-beneficiary-name';
import { useLanguage } from '../../providers/use-language';

/** Collected and transferred per beneficiary, and collected per month, in one currency at a time. */
export function FinancialCharts({ report }: { report: BankFinancialsReport }) {
  const translate = useTranslate();
  const theme = useTheme();
  const language = useLanguage();
  const [currency, setCurrency] = useState<Currency>(() => firstCurrency(report));
  const nameOf = useBeneficiaryName();
  const money = (amount: number) => formatMoney({ amount, currency }, language);
  const lines = linesIn(report.lines, currency).map((line) => ({ ...line, name: nameOf(line) }));
  const months = monthRows(report.months, currency);
  const colours = seriesColours(theme);
  const axis = { tick: { fontSize: 12 }, width: 72, tickFormatter: (value: number) => axisAmount(value, currency, language) };
  const byBeneficiary = translate('bankReports.financials.byBeneficiary.summary', {
    currency,
    list: lines
      .map((line) =>
        translate('bankReports.financials.byBeneficiary.item', {
          name: line.name,
          collected: money(line.collected),
          settled: line.settled === null ? '—' : money(line.settled),
        }),
      )
      .join('; '),
  });
  const byMonth = translate('bankReports.financials.byMonth.summary', {
    currency,
    list: months
      .map((row) => {
        const total = lines.reduce((sum, line) => sum + Number(row[line.beneficiaryKey] ?? 0), 0);
        return translate('bankReports.financials.byMonth.item', { month: monthLabel(String(row.month)), amount: money(total) });
      })
      .join(', '),
  });
  return (
    <>
      <CurrencyToggle value={currency} onChange={setCurrency} label={translate('bankReports.currency')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, mb: 2 }}>
        <ChartFrame
          title={translate('bankReports.financials.byBeneficiary.title', { currency })}
          summary={byBeneficiary}
          hasData={lines.some((line) => line.collected !== 0 || line.settled)}
        >
          <BarChart data={lines} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
            <XAxis dataKey="name" tick={{ fontSize: 10 }} interval={0} tickFormatter={(name: string) => (name.length > 10 ? `${name.slice(0, 9)}…` : name)} />
            <YAxis {...axis} />
            <Tooltip formatter={(value) => money(Number(value))} />
            <Legend />
            <Bar dataKey="collected" name={translate('bankReports.financials.lines.collected')} fill={colours[0]} isAnimationActive={false} />
            {report.settledKnown && (
              <Bar dataKey="settled" name={translate('bankReports.financials.lines.settled')} fill={colours[1]} isAnimationActive={false} />
            )}
          </BarChart>
        </ChartFrame>
        <ChartFrame title={translate('bankReports.financials.byMonth.title', { currency })} summary={byMonth} hasData={months.length > 0}>
          <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
            <XAxis dataKey="month" tickFormatter={monthLabel} tick={{ fontSize: 12 }} />
            <YAxis {...axis} />
            <Tooltip formatter={(value) => money(Number(value))} labelFormatter={(month) => monthLabel(String(month))} />
            <Legend />
            {lines.map((line, index) => (
              <Bar
                key={line.beneficiaryKey}
                dataKey={line.beneficiaryKey}
                name={line.name}
                stackId="collected"
                fill={colours[index % colours.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ChartFrame>
      </Box>
    </>
  );
}

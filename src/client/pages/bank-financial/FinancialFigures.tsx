import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BankFinancialsReport } from '../../../domain/bank-reports';
import { GridHiddenNotice } from '../reports/GridHiddenNotice';
import { TotalsCards, type TotalCard } from '../reports/TotalsCards';
import { FinancialCharts } from './FinancialCharts';
import { FinancialLinesTable } from './FinancialLinesTable';
import { TransfersGrid } from './TransfersGrid';

type Figure = 'collected' | 'settled' | 'outstanding' | 'outstandingToDate';

/** The financials' figures: totals per currency, the charts, the beneficiaries and the transfers. */
export function FinancialFigures({ data }: { data: BankFinancialsReport }) {
  const translate = useTranslate();
  const figures: Figure[] = data.settledKnown ? ['collected', 'settled', 'outstanding', 'outstandingToDate'] : ['collected'];
  const cards: TotalCard[] = figures.map((figure) => ({
    id: figure,
    label: translate(`bankReports.financials.totals.${figure}`),
    amounts: Object.fromEntries(data.totals.map((total) => [total.currency, total[figure] ?? 0])),
  }));
  const heading = (key: string) => (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
      {translate(key)}
    </Typography>
  );
  return (
    <>
      {!data.settledKnown && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('bankReports.financials.zoneNotice')}
        </Alert>
      )}
      <TotalsCards cards={cards} />
      {data.lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {translate('reports.empty')}
        </Typography>
      ) : (
        <>
          <FinancialCharts report={data} />
          <FinancialLinesTable report={data} />
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('bankReports.financials.definitions')}
      </Typography>
      {data.rows ? (
        <>
          {heading('bankReports.financials.grid.title')}
          <TransfersGrid rows={data.rows} />
        </>
      ) : (
        <GridHiddenNotice />
      )}
    </>
  );
}

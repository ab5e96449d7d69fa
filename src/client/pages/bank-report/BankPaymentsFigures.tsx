import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { formatNumber } from '../../../domain/format';
import type { BankPaymentsReport } from '../../../domain/bank-reports';
import { GridHiddenNotice } from '../reports/GridHiddenNotice';
import { TotalsCards } from '../reports/TotalsCards';
import { BankDailyChart } from './BankDailyChart';
import { BankGroupsTable } from './BankGroupsTable';
import { BankPaymentsGrid } from './BankPaymentsGrid';

/** The bank payments report's figures: totals, the daily chart, the bank groups and the ledger rows. */
export function BankPaymentsFigures({ data, from, to, language }: { data: BankPaymentsReport; from: string; to: string; language: Language }) {
  const translate = useTranslate();
  const amounts = (pick: (total: BankPaymentsReport['totals'][number]) => number) =>
    Object.fromEntries(data.totals.map((total) => [total.currency, pick(total)]));
  const count = (pick: (total: BankPaymentsReport['totals'][number]) => number) => data.totals.reduce((sum, total) => sum + pick(total), 0);
  const payments = count((total) => total.payments);
  const reversals = count((total) => total.reversals);
  return (
    <>
      <TotalsCards
        cards={[
          {
            id: 'paid',
            label: translate('bankReports.payments.totals.paid'),
            amounts: amounts((total) => total.paidAmount),
            hint: translate('bankReports.payments.totals.paidHint', {
              payments: translate('bankReports.payments.totals.paymentsCount', { smart_count: payments, count: formatNumber(payments, language) }),
              reversals: translate('bankReports.payments.totals.reversalsCount', { smart_count: reversals, count: formatNumber(reversals, language) }),
            }),
          },
          { id: 'settled', label: translate('bankReports.payments.totals.settled'), amounts: amounts((total) => total.settledAmount) },
          { id: 'payments', label: translate('bankReports.payments.totals.payments'), count: payments },
          { id: 'reversals', label: translate('bankReports.payments.totals.reversals'), count: reversals },
        ]}
      />
      {data.rowCount === 0 ? (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {translate('reports.empty')}
        </Typography>
      ) : (
        <>
          <BankDailyChart report={data} from={from} to={to} />
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
            {translate('bankReports.payments.groups.title')}
          </Typography>
          <BankGroupsTable groups={data.groups} />
        </>
      )}
      {data.rows ? (
        data.rows.length > 0 && (
          <>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
              {translate('bankReports.payments.grid.title')}
            </Typography>
            <BankPaymentsGrid rows={data.rows} rowCount={data.rowCount} />
          </>
        )
      ) : (
        <GridHiddenNotice />
      )}
    </>
  );
}

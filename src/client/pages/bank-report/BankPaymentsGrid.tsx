import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay, formatMoney } from '../../../domain/format';
import type { BankPaymentRow } from '../../../domain/bank-reports';
import { ReportTable, type ReportColumn } from '../reports/ReportTable';
import { useLanguage } from '../../providers/use-language';

/**
 * The period's ledger rows as a bank statement lists them; a reversal is its own row with negative
 * amounts, so the column sums are the totals above.
 */
export function BankPaymentsGrid({ rows, rowCount }: { rows: readonly BankPaymentRow[]; rowCount: number }) {
  const translate = useTranslate();
  const language = useLanguage();
  const label = (key: string) => translate(`bankReports.payments.grid.${key}`);
  const columns: ReportColumn<BankPaymentRow>[] = [
    { id: 'date', label: label('date'), render: (row) => formatDay(row.paymentDate) },
    { id: 'bank', label: label('bank'), render: (row) => row.bankName ?? translate('bankReports.payments.noBank') },
    {
      id: 'method',
      label: label('method'),
      render: (row) => `${translate(`bankReports.methods.${row.method}`)}${row.kind === 'reversal' ? ` · ${label('reversal')}` : ''}`,
    },
    { id: 'slip', label: label('slip'), render: (row) => row.bankSlipNumber ?? '' },
    { id: 'receipt', label: label('receipt'), render: (row) => row.receiptNumber },
    { id: 'note', label: label('note'), render: (row) => row.reference },
    { id: 'taxpayer', label: label('taxpayer'), render: (row) => row.taxpayerName },
    { id: 'paid', label: label('paid'), numeric: true, render: (row) => formatMoney({ amount: row.paidAmount, currency: row.paidCurrency }, language) },
    {
      id: 'settled',
      label: label('settled'),
      numeric: true,
      render: (row) => formatMoney({ amount: row.settledAmount, currency: row.settledCurrency }, language),
    },
    { id: 'recordedBy', label: label('recordedBy'), render: (row) => row.recordedByName },
  ];
  return (
    <>
      {rowCount > rows.length && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('bankReports.payments.grid.truncated', { shown: rows.length, total: rowCount })}
        </Typography>
      )}
      <ReportTable caption={label('caption')} columns={columns} rows={rows} rowKey={(row) => row._key} testId="bank-payments-grid" />
    </>
  );
}

import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay, formatMoney } from '../../../domain/format';
import type { TransferRow } from '../../../domain/bank-reports';
import { ReportTable, type ReportColumn } from '../reports/ReportTable';
import { useBeneficiaryName } from '../revenue-split/use-beneficiary-name';
import { useLanguage } from '../../providers/use-language';

/** The transfers made to beneficiaries in the period, to match against the bank's transfer orders. */
export function TransfersGrid({ rows }: { rows: readonly TransferRow[] }) {
  const translate = useTranslate();
  const language = useLanguage();
  const nameOf = useBeneficiaryName();
  const label = (key: string) => translate(`bankReports.financials.grid.${key}`);
  if (rows.length === 0) return <Typography color="text.secondary">{label('none')}</Typography>;
  const columns: ReportColumn<TransferRow>[] = [
    { id: 'date', label: label('date'), render: (row) => formatDay(row.transferDate) },
    { id: 'beneficiary', label: label('beneficiary'), render: (row) => nameOf(row) },
    { id: 'amount', label: label('amount'), numeric: true, render: (row) => formatMoney({ amount: row.amount, currency: row.currency }, language) },
    { id: 'bank', label: label('bank'), render: (row) => row.bankName ?? '—' },
    { id: 'reference', label: label('reference'), render: (row) => row.transferReference },
  ];
  return <ReportTable caption={label('caption')} columns={columns} rows={rows} rowKey={(row) => row._key} testId="bank-financial-grid" />;
}

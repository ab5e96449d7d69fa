import { useTranslate } from 'react-admin';
import { formatMoney, formatNumber } from '../../../domain/format';
import type { BankPaymentsReport } from '../../../domain/bank-reports';
import { ReportTable, type ReportColumn } from '../reports/ReportTable';
import { useLanguage } from '../../providers/use-language';

type Group = BankPaymentsReport['groups'][number];

/** The period summed per bank, method and currency: what each bank statement should show. */
export function BankGroupsTable({ groups }: { groups: BankPaymentsReport['groups'] }) {
  const translate = useTranslate();
  const language = useLanguage();
  const label = (key: string) => translate(`bankReports.payments.grid.${key}`);
  const columns: ReportColumn<Group>[] = [
    { id: 'bank', label: label('bank'), render: (row) => row.bankName ?? translate('bankReports.payments.noBank') },
    { id: 'method', label: label('method'), render: (row) => translate(`bankReports.methods.${row.method}`) },
    { id: 'payments', label: label('payments'), numeric: true, render: (row) => formatNumber(row.payments, language) },
    { id: 'reversals', label: label('reversals'), numeric: true, render: (row) => formatNumber(row.reversals, language) },
    { id: 'paid', label: label('paid'), numeric: true, render: (row) => formatMoney({ amount: row.paidAmount, currency: row.currency }, language) },
  ];
  return (
    <ReportTable
      caption={translate('bankReports.payments.groups.caption')}
      columns={columns}
      rows={groups}
      rowKey={(row) => `${row.bankKey ?? row.method}-${row.currency}`}
      testId="bank-groups"
    />
  );
}

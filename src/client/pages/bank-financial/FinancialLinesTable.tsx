import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/format';
import type { BankFinancialsReport } from '../../../domain/bank-reports';
import { ReportTable, type ReportColumn } from '../reports/ReportTable';
import { useBeneficiaryName } from '../revenue-split/use-beneficiary-name';
import { useLanguage } from '../../providers/use-language';

type Line = BankFinancialsReport['lines'][number];
type Figure = 'collected' | 'settled' | 'outstanding' | 'collectedToDate' | 'settledToDate' | 'outstandingToDate';

/** Each beneficiary in each currency: the period's figures, then the same up to the period's end. */
export function FinancialLinesTable({ report }: { report: BankFinancialsReport }) {
  const translate = useTranslate();
  const language = useLanguage();
  const nameOf = useBeneficiaryName();
  const label = (key: string) => translate(`bankReports.financials.lines.${key}`);
  const figures: Figure[] = report.settledKnown
    ? ['collected', 'settled', 'outstanding', 'collectedToDate', 'settledToDate', 'outstandingToDate']
    : ['collected', 'collectedToDate'];
  const columns: ReportColumn<Line>[] = [
    { id: 'beneficiary', label: label('beneficiary'), render: (line) => nameOf(line) },
    { id: 'currency', label: label('currency'), render: (line) => line.currency },
    ...figures.map((figure): ReportColumn<Line> => ({
      id: figure,
      label: label(figure),
      numeric: true,
      render: (line) => (line[figure] === null ? '—' : formatMoney({ amount: line[figure], currency: line.currency }, language)),
    })),
  ];
  return (
    <ReportTable
      caption={label('caption')}
      columns={columns}
      rows={report.lines}
      rowKey={(line) => `${line.beneficiaryKey}-${line.currency}`}
      testId="bank-financial-lines"
    />
  );
}

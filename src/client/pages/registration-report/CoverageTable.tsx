import { useTranslate } from 'react-admin';
import { formatMoney, formatNumber, formatPercentage } from '../../../domain/format';
import type { CoverageRow } from '../../../domain/registration-report';
import { ReportTable, type ReportColumn } from '../reports/ReportTable';
import { coveragePercent, valueLabel } from './registration-view';
import { useLanguage } from '../../providers/use-language';

type Props = { dimension: string; rows: readonly CoverageRow[]; totals: CoverageRow; testId: string };

/** The groups of one dimension with their counts, coverage and amounts, the total in the last row. */
export function CoverageTable({ dimension, rows, totals, testId }: Props) {
  const translate = useTranslate();
  const language = useLanguage();
  const dimensionLabel = translate(`registrationReports.dimensions.${dimension}`);
  const label = (key: string) => translate(`registrationReports.table.${key}`);
  const columns: ReportColumn<CoverageRow & { total?: boolean }>[] = [
    { id: 'key', label: dimensionLabel, render: (row) => (row.total ? translate('reports.total') : valueLabel(translate, dimension, row.key)) },
    { id: 'registered', label: label('registered'), numeric: true, render: (row) => formatNumber(row.registered, language) },
    { id: 'taxed', label: label('taxed'), numeric: true, render: (row) => formatNumber(row.taxed, language) },
    {
      id: 'coverage',
      label: label('coverage'),
      numeric: true,
      render: (row) => {
        const percent = coveragePercent(row.taxed, row.registered);
        return percent === null ? '—' : formatPercentage(percent, language);
      },
    },
    { id: 'notes', label: label('notes'), numeric: true, render: (row) => formatNumber(row.notes, language) },
    {
      id: 'amount',
      label: label('amount'),
      numeric: true,
      render: (row) => row.amounts.map((amount) => formatMoney(amount, language)).join(' · ') || '—',
    },
  ];
  return (
    <ReportTable
      caption={translate('registrationReports.table.caption', { dimension: dimensionLabel.toLowerCase() })}
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.key)}
      footer={{ ...totals, total: true }}
      testId={testId}
    />
  );
}

import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { formatNumber } from '../../../domain/format';
import type { MitigationRow } from '../../../domain/money-reports';
import { ReportTable, type ReportColumn } from '../reports/ReportTable';
import { moneyText } from './money-view';

/** The notes at risk of a short period: taxed in it and still owing at its end. */
export function MitigationGrid({ rows, total, language }: { rows: readonly MitigationRow[]; total: number; language: Language }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`moneyReports.mitigation.grid.${key}`, options);
  const columns: ReportColumn<MitigationRow>[] = [
    { id: 'reference', label: t('reference'), render: (row) => row.reference },
    { id: 'taxpayer', label: t('taxpayer'), render: (row) => row.taxpayerName },
    { id: 'taxType', label: t('taxType'), render: (row) => translate(`values.taxType.${row.taxType}`, { _: row.taxType }) },
    { id: 'zone', label: t('zone'), render: (row) => (row.zone ? (row.zoneName ?? row.zone) : translate('reports.noZone')) },
    { id: 'amount', label: t('amount'), numeric: true, render: (row) => moneyText(row.amount, row.currency, language) },
    { id: 'paid', label: t('paid'), numeric: true, render: (row) => moneyText(row.paid, row.currency, language) },
    { id: 'remaining', label: t('remaining'), numeric: true, render: (row) => moneyText(row.remaining, row.currency, language) },
    { id: 'daysOverdue', label: t('daysOverdue'), numeric: true, render: (row) => formatNumber(row.daysOverdue, language) },
  ];
  if (!rows.length) return <Typography sx={{ mb: 2 }}>{t('none')}</Typography>;
  return (
    <>
      {total > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('more', { shown: formatNumber(rows.length, language), total: formatNumber(total, language) })}
        </Typography>
      )}
      <ReportTable caption={t('caption')} columns={columns} rows={rows} rowKey={(row) => row._key} testId="mitigation-grid" />
    </>
  );
}

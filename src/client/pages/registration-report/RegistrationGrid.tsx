import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney, formatNumber } from '../../../domain/format';
import { REGISTRATION_REPORTS, type RegistrationGridRow, type RegistrationKind } from '../../../domain/registration-report';
import { ReportTable, type ReportColumn } from '../reports/ReportTable';
import { valueLabel } from './registration-view';
import { useLanguage } from '../../providers/use-language';

type Props = { kind: RegistrationKind; rows: readonly RegistrationGridRow[]; total: number };

/** Every registered object of a short period, taxed or not, with what its notes came to. */
export function RegistrationGrid({ kind, rows, total }: Props) {
  const translate = useTranslate();
  const language = useLanguage();
  const dimensions = REGISTRATION_REPORTS[kind].dimensions;
  const columns: ReportColumn<RegistrationGridRow>[] = [
    { id: 'label', label: translate(`registrationReports.objects.${kind}`), render: (row) => row.label },
    { id: 'zone', label: translate('registrationReports.dimensions.zone'), render: (row) => valueLabel(translate, 'zone', row.zone) },
    ...dimensions.map((dimension, index) => ({
      id: dimension,
      label: translate(`registrationReports.dimensions.${dimension}`),
      render: (row: RegistrationGridRow) => valueLabel(translate, dimension, row.dimensions[index] ?? null),
    })),
    {
      id: 'taxed',
      label: translate('registrationReports.grid.state'),
      render: (row) => (
        <Chip
          size="small"
          variant={row.taxed ? 'filled' : 'outlined'}
          color={row.taxed ? 'success' : 'default'}
          label={translate(`registrationReports.grid.${row.taxed ? 'yes' : 'no'}`)}
        />
      ),
    },
    { id: 'notes', label: translate('registrationReports.table.notes'), numeric: true, render: (row) => formatNumber(row.notes, language) },
    {
      id: 'amount',
      label: translate('registrationReports.table.amount'),
      numeric: true,
      render: (row) => row.amounts.map((amount) => formatMoney(amount, language)).join(' · ') || '—',
    },
  ];
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
        {translate('registrationReports.grid.title')}
      </Typography>
      {rows.length < total && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('registrationReports.grid.limited', { shown: formatNumber(rows.length, language), total: formatNumber(total, language) })}
        </Typography>
      )}
      <ReportTable
        caption={translate('registrationReports.grid.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row._key}
        testId="registration-grid"
      />
    </>
  );
}

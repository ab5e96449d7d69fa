import { Alert, Box, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { TaxNoteTable } from '../tax-note/TaxNoteTable';

const FILTERS = ['lifecycle', 'paymentState', 'taxType', 'createdAt', 'dueDate'];

/** The establishment's tax notes, below its record: the same list as /tax-note, kept to this taxpayer. */
export function EstablishmentTaxNotes({ establishmentKey }: { establishmentKey: string }) {
  const translate = useTranslate();
  // A role that may not read tax notes sees the establishment without this section.
  const { canAccess } = useCanAccess({ resource: 'tax-note', action: 'list' });
  if (!canAccess) return null;
  return (
    <Box component="section" aria-labelledby="establishment-tax-notes-title" sx={{ minWidth: 0 }}>
      <Typography id="establishment-tax-notes-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('taxNotes.establishment.title')}
      </Typography>
      <TaxNoteTable
        permanentFilter={{ taxpayerKey: establishmentKey }}
        filterFields={FILTERS}
        storeKey="establishment.taxNotes"
        empty={<Alert severity="info">{translate('taxNotes.establishment.none')}</Alert>}
      />
    </Box>
  );
}

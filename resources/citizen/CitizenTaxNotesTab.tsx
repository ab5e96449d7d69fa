import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TaxNoteTable } from '../tax-note/TaxNoteTable';

const FILTERS = ['lifecycle', 'paymentState', 'taxType', 'createdAt', 'dueDate'];

/** citizen-tax-note: the citizen's own notes; none found is said as a warning, not an empty table. */
export function CitizenTaxNotesTab({ citizenKey }: { citizenKey: string }) {
  const translate = useTranslate();
  return (
    <TaxNoteTable
      permanentFilter={{ taxpayerKey: citizenKey }}
      filterFields={FILTERS}
      storeKey="citizen.taxNotes"
      empty={<Alert severity="warning">{translate('taxNotes.citizen.none')}</Alert>}
    />
  );
}

import { Box, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { SchemaShow, useEntity } from '../../src/client/schema-ui';
import { EstablishmentBankAccounts } from './EstablishmentBankAccounts';
import { EstablishmentBranchTree } from './EstablishmentBranchTree';
import { EstablishmentTaxNotes } from './EstablishmentTaxNotes';
import type { EstablishmentRecord } from './use-project-establishments';

/** /establishment/:id/show: the schema's fields, then the bank accounts and the branches below it. */
export function EstablishmentShow() {
  const translate = useTranslate();
  const entity = useEntity('establishment');
  const id = useParams().id ?? '';
  const { data: record } = useGetOne<EstablishmentRecord>('establishment', { id });
  const fields = entity.views.show.filter((field) => field !== 'bankAccounts');
  return (
    <>
      <SchemaShow resource="establishment" fields={fields} />
      {record && (
        <Stack spacing={3} sx={{ px: { xs: 2, md: 4 }, pb: 4 }}>
          <EstablishmentBankAccounts record={record} />
          <EstablishmentTaxNotes establishmentKey={String(record.id)} />
          <Box component="section" aria-labelledby="branches-title">
            <Typography id="branches-title" component="h2" variant="h6" sx={{ mb: 1 }}>
              {translate('establishments.show.branches')}
            </Typography>
            <EstablishmentBranchTree rootKey={String(record.id)} />
          </Box>
        </Stack>
      )}
    </>
  );
}

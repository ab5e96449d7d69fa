import { Box, Button, Paper, Typography } from '@mui/material';
import { useRef } from 'react';
import { HttpError, useDataProvider, useGetOne, useRedirect, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { SchemaForm, type FormData } from '../../src/client/schema-ui';
import { LeaveGuard } from '../../src/client/schema-ui/LeaveGuard';
import { wrongEstablishmentChoices } from '../../src/domain/establishment-choice';
import { useProjectEstablishments } from './use-project-establishments';
import { useNotifySuccess } from '../../src/client/providers/use-notify-success';

/**
 * Create and edit of an establishment: the schema engine's form plus the 'Please select the
 * correct establishment' when the parent (branch tree) or a bank account's bank is wrong. Leaving
 * after a change asks first.
 */
export function EstablishmentEditor({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
  const redirect = useRedirect();
  const dataProvider = useDataProvider();
  const id = useParams().id;
  const record = useGetOne('establishment', { id: id ?? '' }, { enabled: mode === 'edit' && Boolean(id) });
  const { refs } = useProjectEstablishments();
  const dirty = useRef(false);

  const save = async (data: FormData) => {
    const wrong = wrongEstablishmentChoices(data, id, refs);
    if (wrong.length) {
      const message = translate('errors.establishmentRequired');
      throw new HttpError(message, 422, { responseMessage: message, details: wrong.map((field) => ({ field, message })) });
    }
    const saved =
      mode === 'edit' && id
        ? await dataProvider.update('establishment', { id, data, previousData: record.data ?? { id } })
        : await dataProvider.create('establishment', { data });
    dirty.current = false;
    notifySuccess(mode === 'edit' ? 'establishments.notifications.updated' : 'establishments.notifications.created');
    redirect('show', 'establishment', saved.data.id);
  };

  if (mode === 'edit' && !record.data) return null;
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {mode === 'edit' ? String(record.data?.establishmentName ?? '') : translate('establishments.editor.createTitle')}
      </Typography>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <SchemaForm
          resource="establishment"
          view={mode}
          record={record.data}
          onSubmit={save}
          onEdit={() => {
            dirty.current = true;
          }}
        >
          <Button onClick={() => redirect(mode === 'edit' && id ? 'show' : 'list', 'establishment', id)}>{translate('establishments.editor.cancel')}</Button>
        </SchemaForm>
      </Paper>
      <LeaveGuard dirty={dirty} />
    </Box>
  );
}

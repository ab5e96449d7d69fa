import { Box, CircularProgress } from '@mui/material';
import { useRef, useState } from 'react';
import { useEditContext, useRedirect, useResourceDefinition, useTranslate, useUpdate } from 'react-admin';
import { representRecord } from '../../../domain/entity-meta';
import { resourceName } from '../labels';
import { LeaveGuard } from '../LeaveGuard';
import type { FormData, SchemaEditProps } from '../types';
import { useEntity } from '../use-entity';
import { FormPage } from './FormPage';
import { redirectAfterSave } from './save-redirect';
import { SchemaForm } from './SchemaForm';
import { useNotifySuccess } from '../../providers/use-notify-success';

/**
 * The loaded record in its x-admin-views.edit form; saved on the server before anything else moves.
 * Leaving after a change asks first, as the create form does.
 */
export function EditBody({ fields, uiSchema, header, redirect = 'show', transform }: Omit<SchemaEditProps, 'resource'>) {
  const entity = useEntity();
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
  const redirectTo = useRedirect();
  const [update] = useUpdate();
  const definition = useResourceDefinition();
  const { record, isPending, refetch } = useEditContext();
  const dirty = useRef(false);
  // Bumped by Reload: the form starts again from the record as the server now holds it.
  const [reading, setReading] = useState(0);
  if (isPending || !record) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} role="status" aria-label={translate('schemaUi.list.loading')}>
        <CircularProgress />
      </Box>
    );
  }
  const name = resourceName(translate, entity);
  const save = async (data: FormData) => {
    const saved = await update(
      entity.path,
      { id: record.id, data: transform ? transform(data) : data, previousData: record },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    dirty.current = false;
    notifySuccess('schemaUi.notifications.updated', { messageArgs: { name } });
    const target = redirectAfterSave(redirect, definition);
    if (target) redirectTo(target, entity.path, record.id, saved);
  };
  return (
    <FormPage title={representRecord(entity.representation, record) || name} subtitle={name} header={header} withShow>
      <SchemaForm
        key={reading}
        resource={entity.path}
        view="edit"
        record={record}
        fields={fields}
        uiSchema={uiSchema}
        onSubmit={save}
        onEdit={() => {
          dirty.current = true;
        }}
        onReload={() =>
          void refetch().then(() => {
            dirty.current = false;
            setReading((n) => n + 1);
          })
        }
      />
      <LeaveGuard dirty={dirty} />
    </FormPage>
  );
}

import { useRef } from 'react';
import { ResourceContextProvider, useCreate, useRedirect, useResourceDefinition, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormPage } from '../form/FormPage';
import { redirectAfterSave } from '../form/save-redirect';
import { SchemaForm } from '../form/SchemaForm';
import { nameInSentence, resourceName } from '../labels';
import { returnToOf } from '../return-to';
import { LeaveGuard } from '../LeaveGuard';
import type { FormData, SchemaCreateProps } from '../types';
import { useEntity } from '../use-entity';
import { useNotifySuccess } from '../../providers/use-notify-success';

/**
 * A new record from x-admin-views.create; saved, it says so ('… !!!') and opens the record.
 * Leaving the page after typing asks first, so a stray click does not lose the input. Opened from a
 * list inside another screen (a project tab), it goes back there once saved.
 */
export function SchemaCreate({ resource, fields, uiSchema, header, redirect = 'show', transform }: SchemaCreateProps) {
  const entity = useEntity(resource);
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
  const redirectTo = useRedirect();
  const [create] = useCreate();
  const definition = useResourceDefinition({ resource: entity.path });
  const name = resourceName(translate, entity);
  const dirty = useRef(false);
  const navigate = useNavigate();
  const returnTo = returnToOf(useLocation().state);

  const save = async (data: FormData) => {
    const created = await create(entity.path, { data: transform ? transform(data) : data }, { returnPromise: true });
    dirty.current = false;
    notifySuccess('schemaUi.notifications.created', { messageArgs: { name } });
    if (returnTo) {
      navigate(returnTo);
      return;
    }
    const target = redirectAfterSave(redirect, definition);
    if (target) redirectTo(target, entity.path, created.id, created);
  };

  return (
    <ResourceContextProvider value={entity.path}>
      <FormPage title={translate('ra.page.create', { name: nameInSentence(name) })} header={header} returnTo={returnTo}>
        <SchemaForm
          resource={entity.path}
          view="create"
          fields={fields}
          uiSchema={uiSchema}
          onSubmit={save}
          onEdit={() => {
            dirty.current = true;
          }}
        />
        <LeaveGuard dirty={dirty} />
      </FormPage>
    </ResourceContextProvider>
  );
}

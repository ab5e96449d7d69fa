import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { representRecord } from '../../../domain/entity-meta';
import { resourceName } from '../labels';
import { useEntity } from '../use-entity';
import { useNotifySuccess } from '../../providers/use-notify-success';

/**
 * Delete after a confirmation naming the record, on the server first (pessimistic: a record still
 * referenced is refused with 409 and stays), then the success message ending with '!!!'.
 * Our own button: react-admin's would replace a custom message by its 'Element deleted'.
 */
export function DeleteRecordButton({ redirect = 'list' }: { redirect?: 'list' | false }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const redirectTo = useRedirect();
  const entity = useEntity();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ action: 'delete', resource: entity.path, record });
  const [deleteOne, { isPending }] = useDelete();
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;
  const name = resourceName(translate, entity);

  const confirm = async () => {
    try {
      await deleteOne(entity.path, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      setOpen(false);
      notifySuccess('schemaUi.notifications.deleted', { messageArgs: { name } });
      if (redirect) redirectTo(redirect, entity.path);
    } catch (error) {
      setOpen(false);
      notify((error as Error)?.message || 'errors.generic', { type: 'error' });
    }
  };

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('schemaUi.list.deleteTitle', { name })}
        content={translate('schemaUi.list.deleteContent', { record: representRecord(entity.representation, record) || String(record.id) })}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DayField } from '../../schema-ui/DayField';
import { ActionFormDialog } from '../health/ActionFormDialog';
import { useDialogAction } from '../health/use-dialog-action';
import { gbvApi } from './gbv-api';
import { localToday } from './gbv-form';

export type CaseAction = 'close' | 'reopen' | 'assign';

type Props = {
  action: CaseAction;
  code: string;
  caseWorkerKey: string;
  onClose: () => void;
  /** Runs the action with what the dialog asked for (a closure day, a case worker); rejects with the reason it failed. */
  onConfirm: (input: { closureDate?: string; caseWorkerKey?: string }) => Promise<void>;
};

/** Closing, reopening or reassigning a case is confirmed first; closing asks for its day, assigning for the person. */
export function CaseActionDialog({ action, code, caseWorkerKey, onClose, onConfirm }: Props) {
  const translate = useTranslate();
  const [closureDate, setClosureDate] = useState(localToday());
  const [worker, setWorker] = useState(caseWorkerKey);
  const dialog = useDialogAction();
  const workers = useQuery({ queryKey: ['gbv', 'case-workers'], queryFn: gbvApi.caseWorkers, enabled: action === 'assign' });
  const t = (key: string, options?: Record<string, unknown>) => translate(`gbv.register.${action}.${key}`, options);

  const confirm = () => {
    if (action === 'close' && !/^\d{4}-\d{2}-\d{2}$/.test(closureDate)) return dialog.setError(translate('errors.gbvClosureDateRequired'));
    void dialog.run(() => onConfirm(action === 'close' ? { closureDate } : action === 'assign' ? { caseWorkerKey: worker } : {}));
  };

  return (
    <ActionFormDialog
      titleId="gbv-action-title"
      title={t('title', { code })}
      body={t('body')}
      cancelLabel={translate('gbv.register.detail.cancel')}
      confirmLabel={t('confirm')}
      confirmDisabled={action === 'assign' && (!worker || worker === caseWorkerKey)}
      busy={dialog.busy}
      error={dialog.error}
      onClose={onClose}
      onSubmit={confirm}
    >
      {action === 'close' && (
        <DayField id="gbv-closureDate" label={translate('gbv.fields.closureDate')} value={closureDate} required onChange={setClosureDate} />
      )}
      {action === 'assign' && (
        <TextField
          id="gbv-assign-worker"
          select
          fullWidth
          label={translate('gbv.fields.caseWorker')}
          value={workers.data?.some((one) => one.key === worker) ? worker : ''}
          onChange={(event) => setWorker(event.target.value)}
          helperText={workers.isError ? translate('gbv.register.assign.workersFailed') : undefined}
          error={workers.isError}
        >
          {(workers.data ?? []).map((one) => (
            <MenuItem key={one.key} value={one.key}>
              {one.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </ActionFormDialog>
  );
}

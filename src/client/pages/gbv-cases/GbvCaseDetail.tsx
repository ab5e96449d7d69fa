import EditIcon from '@mui/icons-material/Edit';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PersonIcon from '@mui/icons-material/Person';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { canPerform } from '../../../domain/permissions';
import { useSession } from '../../providers/use-session';
import { actionErrorOf, type ActionError } from '../health/action-error';
import { ActionErrorAlert } from '../health/ActionErrorAlert';
import { BackLink } from '../health/BackLink';
import { CorrectionSection } from '../health/CorrectionSection';
import { RecordHeading } from '../health/RecordHeading';
import { RecordNotReady } from '../health/RecordNotReady';
import { CaseActionDialog, type CaseAction } from './CaseActionDialog';
import { gbvApi, type GbvCaseDetail as Detail } from './gbv-api';
import { caseBodyOf, formOfCase } from './gbv-form';
import { GbvCaseFacts } from './GbvCaseFacts';
import { GbvCaseForm } from './GbvCaseForm';
import { StatusChip } from './GbvCaseList';
import { useNotifySuccess } from '../../providers/use-notify-success';

/** /gbv-case/:key: one case (each opening is logged by the server), its changes and its transitions. */
export function GbvCaseDetail() {
  const { key = '' } = useParams();
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
  const client = useQueryClient();
  const { user } = useSession();
  const query = useQuery({ queryKey: ['gbv', 'case', key], queryFn: () => gbvApi.get(key) });
  const [mode, setMode] = useState<'view' | 'edit' | CaseAction>('view');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ActionError>();
  const t = (name: string, options?: Record<string, unknown>) => translate(`gbv.register.detail.${name}`, options);
  const supervisor = canPerform(user?.role?.roleList, 'GBV Supervisor', 'read');

  /** A fresh copy, shown as facts: an edit started on the stale one is not carried over. */
  const reload = async () => {
    await query.refetch();
    setError(undefined);
    setMode('view');
  };
  /** Keeps the server's answer (with its new version) or says why it failed, then rethrows for a dialog. */
  const act = async (run: () => Promise<Detail>, done: string) => {
    setError(undefined);
    try {
      client.setQueryData(['gbv', 'case', key], await run());
      void client.invalidateQueries({ queryKey: ['project/gbv-cases'] });
      notifySuccess(done);
      setMode('view');
    } catch (failure) {
      setError(actionErrorOf(failure, t('stale'), translate));
      throw failure;
    }
  };

  const back = <BackLink to="/gbv-case" label={t('back')} />;
  if (!query.isSuccess)
    return (
      <>
        {back}
        <RecordNotReady query={query} retryLabel={t('retry')} notFoundLabel={t('notFound')} />
      </>
    );
  const gbvCase = query.data;
  const mine = gbvCase.caseWorkerKey === user?._key;
  const canChange = mine || supervisor;
  return (
    <>
      {back}
      <RecordHeading title={gbvCase.code} code>
        <StatusChip status={gbvCase.status} />
      </RecordHeading>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {canChange && mode !== 'edit' && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setMode('edit')}>
            {t('edit')}
          </Button>
        )}
        {canChange && gbvCase.status === 'open' && (
          <Button variant="outlined" startIcon={<TaskAltIcon />} onClick={() => setMode('close')}>
            {t('close')}
          </Button>
        )}
        {supervisor && gbvCase.status === 'closed' && (
          <Button variant="outlined" startIcon={<LockOpenIcon />} onClick={() => setMode('reopen')}>
            {t('reopen')}
          </Button>
        )}
        {supervisor && (
          <Button variant="outlined" startIcon={<PersonIcon />} onClick={() => setMode('assign')}>
            {t('assign')}
          </Button>
        )}
      </Stack>
      {/* While editing, a refusal is said beside Save, where the user is (admin-health walk D27). */}
      {mode !== 'edit' && <ActionErrorAlert error={error} reloadLabel={t('reload')} onReload={() => void reload()} reloading={query.isFetching} />}
      {mode === 'edit' ? (
        <CorrectionSection title={t('editTitle')} cancelLabel={t('cancel')} onCancel={() => setMode('view')}>
          <GbvCaseForm
            initial={formOfCase(gbvCase)}
            initialZone={{ _key: gbvCase.zone, name: gbvCase.zoneName ?? gbvCase.zone }}
            withIdentity={gbvCase.identityShown}
            submitLabel={t('save')}
            saving={saving}
            serverError={error?.message}
            reload={error?.race ? { label: t('reload'), onReload: () => void reload() } : undefined}
            onSubmit={(values) => {
              setSaving(true);
              void act(() => gbvApi.update(gbvCase, caseBodyOf(values, gbvCase.identityShown)), 'gbv.register.detail.saved')
                .catch(() => undefined)
                .finally(() => setSaving(false));
            }}
          />
        </CorrectionSection>
      ) : (
        <GbvCaseFacts gbvCase={gbvCase} />
      )}
      {(mode === 'close' || mode === 'reopen' || mode === 'assign') && (
        <CaseActionDialog
          action={mode}
          code={gbvCase.code}
          caseWorkerKey={gbvCase.caseWorkerKey}
          onClose={() => setMode('view')}
          onConfirm={({ closureDate, caseWorkerKey }) =>
            act(
              () =>
                mode === 'close' ? gbvApi.close(gbvCase, closureDate!) : mode === 'reopen' ? gbvApi.reopen(gbvCase) : gbvApi.assign(gbvCase, caseWorkerKey!),
              `gbv.register.${mode}.done`,
            )
          }
        />
      )}
    </>
  );
}

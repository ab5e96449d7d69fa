import { Paper } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { CertificateButton } from './CertificateButton';
import { declarationOf, formOfDeath, type DeathFormValues } from './death-form';
import { deathsApi, type Death } from './deaths-api';
import { DeathFacts } from './DeathFacts';
import { DeathForm } from './DeathForm';
import { DeathStateChip } from './DeathStateChip';
import { RejectDeathDialog } from './RejectDeathDialog';
import { actionErrorOf, type ActionError } from '../health/action-error';
import { ActionErrorAlert } from '../health/ActionErrorAlert';
import { ApproveDialog } from '../health/ApproveDialog';
import { BackLink } from '../health/BackLink';
import { CorrectionSection } from '../health/CorrectionSection';
import { DeclarationActions } from '../health/DeclarationActions';
import { useHospitals } from '../health/hospitals';
import { RecordHeading } from '../health/RecordHeading';
import { RecordNotReady } from '../health/RecordNotReady';
import { useNotifySuccess } from '../../providers/use-notify-success';

/** /death/:key: one declaration, what the reader may do with it now, and its certificate once approved. */
export function DeathDetail() {
  const { key = '' } = useParams();
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['deaths', key], queryFn: () => deathsApi.get(key) });
  const hospitals = useHospitals();
  const [mode, setMode] = useState<'view' | 'correct' | 'approve' | 'reject'>('view');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError>();
  const t = (name: string, options?: Record<string, unknown>) => translate(`deaths.register.detail.${name}`, options);

  const reload = async () => {
    setError(undefined);
    setMode('view');
    await query.refetch();
  };
  /** Runs an action, keeps its answer as the new copy (with its version), or says why it failed. */
  const act = async (run: () => Promise<Death>, done: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const next = await run();
      client.setQueryData(['deaths', key], next);
      void client.invalidateQueries({ queryKey: ['project/deaths'] });
      notifySuccess(done);
      setMode('view');
    } catch (failure) {
      setError(actionErrorOf(failure, t('stale'), translate));
      if (mode !== 'reject') setMode(mode === 'correct' ? 'correct' : 'view');
      throw failure;
    } finally {
      setBusy(false);
    }
  };

  const back = <BackLink to="/death" label={t('back')} />;
  if (!query.isSuccess)
    return (
      <>
        {back}
        <RecordNotReady query={query} retryLabel={t('retry')} notFoundLabel={t('notFound')} />
      </>
    );
  const death = query.data;
  const actions = death.actions ?? [];
  return (
    <>
      {back}
      <RecordHeading title={death.deceasedName}>
        <DeathStateChip state={death.state} />
      </RecordHeading>
      <DeclarationActions
        actions={actions}
        correcting={mode === 'correct'}
        busy={busy}
        labels={{ correct: t('correct'), approve: t('approve'), reject: t('reject') }}
        onStart={setMode}
      >
        {death.state === 'approved' && death.certificateNumber && <CertificateButton deathKey={death._key} number={death.certificateNumber} />}
      </DeclarationActions>
      {/* While correcting, a refusal is said beside Save, where the user is (admin-health walk D27). */}
      {mode !== 'correct' && <ActionErrorAlert error={error} reloadLabel={t('reload')} onReload={() => void reload()} />}
      {mode === 'correct' ? (
        <CorrectionSection title={t('correctTitle')} cancelLabel={t('cancel')} onCancel={() => setMode('view')}>
          <DeathForm
            initial={formOfDeath(death)}
            hospitals={hospitals.data ?? [{ _key: death.hospitalKey, establishmentName: death.hospitalName }]}
            submitLabel={t('save')}
            saving={busy}
            serverError={error?.message}
            reload={error?.race ? { label: t('reload'), onReload: () => void reload() } : undefined}
            onSubmit={(values: DeathFormValues) =>
              void act(() => deathsApi.correct(death, declarationOf(values)), 'deaths.register.detail.corrected').catch(() => undefined)
            }
          />
        </CorrectionSection>
      ) : (
        <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
          <DeathFacts death={death} />
        </Paper>
      )}
      {mode === 'approve' && (
        <ApproveDialog
          titleId="approve-death-title"
          title={t('approveTitle', { name: death.deceasedName })}
          body={t('approveBody')}
          cancelLabel={t('cancel')}
          approveLabel={t('approve')}
          busy={busy}
          onClose={() => setMode('view')}
          onApprove={() => void act(() => deathsApi.approve(death), 'deaths.register.detail.approved').catch(() => undefined)}
        />
      )}
      {mode === 'reject' && (
        <RejectDeathDialog
          name={death.deceasedName}
          onClose={() => setMode('view')}
          onConfirm={(reason) => act(() => deathsApi.reject(death, reason), 'deaths.register.detail.rejected').then(() => undefined)}
        />
      )}
    </>
  );
}

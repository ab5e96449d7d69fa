import { Alert, Paper, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatDay, formatDayTime } from '../../../domain/format';
import { useDuplicates } from './ApprovalQueue';
import { declarationOf, formOfDeclaration, type BirthFormValues } from './birth-form';
import { BirthFacts } from './BirthFacts';
import { BirthForm } from './BirthForm';
import { birthsApi, type Birth } from './births-api';
import { BirthSyncChip, DuplicateChip } from './BirthSyncChip';
import { RejectBirthDialog } from './RejectBirthDialog';
import { transmissionErrorText } from './transmission-error';
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
import { useLabelled } from '../../providers/use-labelled';

/** Links to the probable duplicates, named by child and day of birth once read (an ellipsis until then, never a raw key). */
function DuplicateLinks({ keys }: { keys: string[] }) {
  const duplicates = useDuplicates(keys);
  const translate = useTranslate();
  const unnamed = duplicates.isPending ? '…' : translate('births.detail.duplicateUnnamed');
  const named = new Map(duplicates.data?.map((other) => [other._key, `${other.childName} (${formatDay(other.dateOfBirth)}, ${other.hospitalName})`]));
  return keys.map((other, index) => (
    <span key={other}>
      {index > 0 && ', '}
      <Link to={`/birth/${other}`}>{named.get(other) ?? unnamed}</Link>
    </span>
  ));
}

/** /birth/:key: one declaration, its sync state and transmission, its probable duplicates, and what the reader may do now. */
export function BirthDetail() {
  const { key = '' } = useParams();
  const translate = useTranslate();
  const labelled = useLabelled();
  const notifySuccess = useNotifySuccess();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['births', key], queryFn: () => birthsApi.get(key) });
  const hospitals = useHospitals();
  const [mode, setMode] = useState<'view' | 'correct' | 'approve' | 'reject'>('view');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError>();
  const t = (name: string, options?: Record<string, unknown>) => translate(`births.detail.${name}`, options);

  const reload = async () => {
    setError(undefined);
    setMode('view');
    await query.refetch();
  };
  /** Runs an action and keeps its answer (with its new version), or says why it failed. */
  const act = async (run: () => Promise<Birth>, done: string) => {
    setBusy(true);
    setError(undefined);
    try {
      client.setQueryData(['births', key], await run());
      notifySuccess(done);
      setMode('view');
    } catch (failure) {
      setError(actionErrorOf(failure, t('stale'), translate));
      if (mode === 'approve') setMode('view');
      throw failure;
    } finally {
      setBusy(false);
    }
  };

  const back = <BackLink to="/birth" label={translate('births.page.back')} />;
  if (!query.isSuccess)
    return (
      <>
        {back}
        <RecordNotReady query={query} retryLabel={t('retry')} notFoundLabel={t('notFound')} />
      </>
    );
  const birth = query.data;
  const actions = birth.actions ?? [];
  const transmissionError = transmissionErrorText(birth, translate);
  return (
    <>
      {back}
      <RecordHeading title={birth.childName}>
        <BirthSyncChip state={birth.syncState} approved={birth.approved} />
        <DuplicateChip count={birth.probableDuplicates.length} />
      </RecordHeading>
      <Stack spacing={1} sx={{ mb: 2 }}>
        {birth.syncState === 'rejected' && birth.rejectionReason && (
          <Alert severity="error">{labelled(translate('births.fields.rejectionReason'), birth.rejectionReason ?? '')}</Alert>
        )}
        {birth.syncState === 'synced' && birth.transmittedAt && <Alert severity="success">{t('synced', { at: formatDayTime(birth.transmittedAt) })}</Alert>}
        {birth.approved && birth.syncState === 'waitingForApproval' && !transmissionError && <Alert severity="info">{t('approvedWaiting')}</Alert>}
        {transmissionError && birth.syncState !== 'synced' && (
          <Alert severity="warning">{t('transmissionError', { error: transmissionError, smart_count: birth.transmissionAttempts })}</Alert>
        )}
        {birth.probableDuplicates.length > 0 && (
          <Alert severity="warning">
            {t('duplicates')} <DuplicateLinks keys={birth.probableDuplicates} />
          </Alert>
        )}
      </Stack>
      <DeclarationActions
        actions={actions}
        correcting={mode === 'correct'}
        busy={busy}
        labels={{ correct: t('correct'), approve: t('approve'), reject: t('reject') }}
        onStart={setMode}
      />
      {/* While correcting, a refusal is said beside Save, where the user is (admin-health walk D27). */}
      {mode !== 'correct' && <ActionErrorAlert error={error} reloadLabel={t('reload')} onReload={() => void reload()} />}
      {mode === 'correct' ? (
        <CorrectionSection title={t('correctTitle')} cancelLabel={t('cancel')} onCancel={() => setMode('view')}>
          <BirthForm
            initial={formOfDeclaration(birth)}
            hospitals={hospitals.data ?? [{ _key: birth.hospitalKey, establishmentName: birth.hospitalName }]}
            submitLabel={t('save')}
            saving={busy}
            serverError={error?.message}
            reload={error?.race ? { label: t('reload'), onReload: () => void reload() } : undefined}
            onSubmit={(values: BirthFormValues) =>
              void act(() => birthsApi.correct(birth, declarationOf(values)), 'births.detail.corrected').catch(() => undefined)
            }
          />
        </CorrectionSection>
      ) : (
        <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
          <BirthFacts birth={birth} />
        </Paper>
      )}
      {mode === 'approve' && (
        <ApproveDialog
          titleId="approve-birth-title"
          title={t('approveTitle', { name: birth.childName })}
          body={t('approveBody')}
          cancelLabel={t('cancel')}
          approveLabel={t('approve')}
          busy={busy}
          onClose={() => setMode('view')}
          onApprove={() => void act(() => birthsApi.approve(birth), 'births.detail.approved').catch(() => undefined)}
        />
      )}
      {mode === 'reject' && (
        <RejectBirthDialog
          name={birth.childName}
          onClose={() => setMode('view')}
          onConfirm={(reason) => act(() => birthsApi.reject(birth, reason), 'births.detail.rejected').then(() => undefined)}
        />
      )}
    </>
  );
}

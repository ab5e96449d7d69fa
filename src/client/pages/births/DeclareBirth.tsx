import { Alert } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, type HttpError } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../providers/use-session';
import { declarationOf, emptyBirthForm, type BirthFormValues } from './birth-form';
import { BirthForm } from './BirthForm';
import { birthsApi, newIdempotencyKey } from './births-api';
import { clearDraft, loadDraft, saveDraft } from './outbox/draft-store';
import { isRefusal } from './outbox/outbox-sender';
import { birthOutbox } from './outbox/use-birth-outbox';
import { useHospitals } from '../health/hospitals';
import { NewRecordHeader } from '../health/NewRecordHeader';
import { useOnline } from '../../offline/network-state';

/**
 * /birth/declare: the declaration form. Connected, it is sent at once; offline, or when the send
 * finds no network, it goes to the outbox under the key made at its first save and leaves when
 * the network comes back. What is typed is kept as a draft at every change.
 */
export function DeclareBirth() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const online = useOnline();
  const userKey = useSession().user?._key ?? '';
  const hospitals = useHospitals();
  const [draft] = useState(() => loadDraft(userKey) ?? { values: emptyBirthForm() });
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const toOutbox = async (values: BirthFormValues, key: string) => {
    await birthOutbox().save(declarationOf(values), key);
    clearDraft(userKey);
    notify('births.declare.queued', { type: 'info' });
    navigate('/birth/outbox');
  };
  const submit = async (values: BirthFormValues) => {
    // The key is made once: a second press after a failed send repeats the same declaration.
    const key = loadDraft(userKey)?.key ?? newIdempotencyKey();
    saveDraft(userKey, { values, key });
    setSaving(true);
    setServerError(undefined);
    try {
      if (!navigator.onLine) return await toOutbox(values, key);
      const birth = await birthsApi.declare(declarationOf(values), key);
      clearDraft(userKey);
      notify(birth.probableDuplicates.length ? 'births.declare.sentDuplicate' : 'births.declare.sent', {
        type: birth.probableDuplicates.length ? 'warning' : 'success',
      });
      navigate(`/birth/${birth._key}`);
    } catch (failure) {
      const { status = 0, message } = failure as HttpError;
      if (isRefusal({ status, message })) setServerError(message || translate('errors.generic'));
      else await toOutbox(values, key);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <NewRecordHeader backTo="/birth" backLabel={translate('births.page.back')} title={translate('births.declare.title')} />
      {hospitals.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('births.declare.hospitalsFailed')}
        </Alert>
      )}
      <BirthForm
        initial={draft.values}
        hospitals={hospitals.data ?? []}
        submitLabel={translate(online ? 'births.declare.submit' : 'births.declare.submitOffline')}
        saving={saving}
        serverError={serverError}
        notice={
          !online && (
            <Alert severity="info" role="status">
              {translate('births.declare.offline')}
            </Alert>
          )
        }
        onChange={(values) => saveDraft(userKey, { ...loadDraft(userKey), values })}
        onSubmit={(values) => void submit(values)}
      />
    </>
  );
}

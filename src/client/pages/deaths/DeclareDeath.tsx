import { Alert, CircularProgress } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { declarationOf, emptyDeathForm, type DeathFormValues } from './death-form';
import { attemptKey, deathsApi } from './deaths-api';
import { DeathForm } from './DeathForm';
import { useHospitals } from '../health/hospitals';
import { NewRecordHeader } from '../health/NewRecordHeader';
import { useServerSave } from '../health/use-server-save';
import { useNotifySuccess } from '../../providers/use-notify-success';

/** /death/new: a registrar declares a death; it then waits for a health approver. */
export function DeclareDeath() {
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
  const navigate = useNavigate();
  const hospitals = useHospitals();
  const { saving, serverError, save } = useServerSave();
  // One key per declaration being typed: a second click after a lost answer declares nothing twice.
  const key = useRef(attemptKey());

  const declare = (values: DeathFormValues) =>
    save(async () => {
      const death = await deathsApi.declare(declarationOf(values), key.current);
      notifySuccess('deaths.register.form.declared');
      navigate(`/death/${death._key}`);
    });

  return (
    <>
      <NewRecordHeader backTo="/death" backLabel={translate('deaths.register.detail.back')} title={translate('deaths.register.declare')} />
      {hospitals.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {hospitals.isError && (
        <Alert severity="error" role="alert">
          {translate('deaths.register.form.hospitalsFailed')}
        </Alert>
      )}
      {hospitals.data && hospitals.data.length === 0 && <Alert severity="warning">{translate('deaths.register.form.noHospital')}</Alert>}
      {hospitals.data && hospitals.data.length > 0 && (
        <DeathForm
          initial={emptyDeathForm()}
          hospitals={hospitals.data}
          submitLabel={translate('deaths.register.form.submit')}
          saving={saving}
          serverError={serverError}
          onSubmit={(values) => void declare(values)}
        />
      )}
    </>
  );
}

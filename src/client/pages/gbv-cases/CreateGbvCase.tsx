import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NewRecordHeader } from '../health/NewRecordHeader';
import { useServerSave } from '../health/use-server-save';
import { gbvApi } from './gbv-api';
import { caseBodyOf, emptyGbvForm, type GbvFormValues } from './gbv-form';
import { GbvCaseForm } from './GbvCaseForm';
import { useNotifySuccess } from '../../providers/use-notify-success';

/** /gbv-case/new: a case worker records a case; it is assigned to them and numbered by the server. */
export function CreateGbvCase() {
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
  const navigate = useNavigate();
  const { saving, serverError, save } = useServerSave();

  const create = (values: GbvFormValues) =>
    save(async () => {
      const created = await gbvApi.create(caseBodyOf(values, true));
      notifySuccess('gbv.register.form.created', { messageArgs: { code: created.code } });
      navigate(`/gbv-case/${created._key}`);
    });

  return (
    <>
      <NewRecordHeader backTo="/gbv-case" backLabel={translate('gbv.register.detail.back')} title={translate('gbv.register.create')} />
      <GbvCaseForm
        initial={emptyGbvForm()}
        initialZone={null}
        withIdentity
        submitLabel={translate('gbv.register.form.submit')}
        saving={saving}
        serverError={serverError}
        onSubmit={(values) => void create(values)}
      />
    </>
  );
}

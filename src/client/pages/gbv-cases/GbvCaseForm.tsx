import LockIcon from '@mui/icons-material/Lock';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { GBV_AGE_GROUPS, GBV_INCIDENT_TYPES, GBV_SEXES } from '../../../domain/gbv-case';
import { FormSection, SubmitBar, type ReloadAction } from '../../layout/FormSection';
import { DayField } from '../../schema-ui/DayField';
import { ChoiceField, type Choice } from '../health/ChoiceField';
import type { Zone } from './gbv-api';
import { gbvFormProblems, type GbvFormProblems, type GbvFormValues } from './gbv-form';
import { ServicesFields } from './ServicesFields';
import { ZonePicker } from './ZonePicker';

type Props = {
  initial: GbvFormValues;
  initialZone: Zone | null;
  /** The reader may see, so enter or change, the identifying details. */
  withIdentity: boolean;
  submitLabel: string;
  saving: boolean;
  serverError?: string;
  /** Offered beside the refusal when the record changed meanwhile. */
  reload?: ReloadAction;
  onSubmit: (values: GbvFormValues) => void;
};

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

/**
 * A GBV case: the coded facts every GBV reader sees, the services and consent, and, in a section of
 * its own marked confidential, the survivor's identity that only the case worker and supervisors see.
 */
export function GbvCaseForm({ initial, initialZone, withIdentity, submitLabel, saving, serverError, reload, onSubmit }: Props) {
  const translate = useTranslate();
  const [values, setValues] = useState(initial);
  const [zone, setZone] = useState(initialZone);
  const [problems, setProblems] = useState<GbvFormProblems>({});
  const [tried, setTried] = useState(false);
  const t = (key: string) => translate(`gbv.register.form.${key}`);

  const change = (patch: Partial<GbvFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (tried) setProblems(gbvFormProblems(next, withIdentity));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = gbvFormProblems(values, withIdentity);
    setProblems(found);
    setTried(true);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  const problemOf = (field: keyof GbvFormProblems) => {
    const key = problems[field];
    return key ? translate(key) : undefined;
  };
  const text = (field: 'survivorAge' | 'survivorName' | 'contact' | 'address', label: string, required = false, maxLength = 200) => (
    <TextField
      id={`gbv-${field}`}
      label={label}
      value={values[field]}
      onChange={(event) => change({ [field]: event.target.value })}
      required={required}
      error={Boolean(problemOf(field))}
      helperText={problemOf(field) ?? (field === 'survivorAge' ? t('survivorAgeHint') : undefined)}
      slotProps={{ htmlInput: { maxLength, inputMode: field === 'survivorAge' ? 'numeric' : undefined } }}
      fullWidth
    />
  );
  const select = (field: 'ageGroup' | 'sex' | 'incidentType', choices: Choice[], required = true) => (
    <ChoiceField
      id={`gbv-${field}`}
      label={translate(`gbv.fields.${field}`)}
      value={values[field]}
      choices={choices}
      required={required}
      error={problemOf(field)}
      onChange={(value) => change({ [field]: value })}
    />
  );
  const day = (field: 'incidentDate' | 'reportDate') => (
    <DayField
      id={`gbv-${field}`}
      label={translate(`gbv.fields.${field}`)}
      value={values[field]}
      required
      error={problemOf(field)}
      onChange={(value) => change({ [field]: value })}
    />
  );

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={submitLabel}>
      <FormSection title={t('sectionCase')}>
        <Box sx={grid}>
          {text('survivorAge', t('survivorAge'), false, 3)}
          {select(
            'ageGroup',
            GBV_AGE_GROUPS.map((id) => ({ id, name: id })),
            false,
          )}
          {select(
            'sex',
            GBV_SEXES.map((id) => ({ id, name: translate(`gbv.sexes.${id}`) })),
          )}
          {select(
            'incidentType',
            GBV_INCIDENT_TYPES.map((id) => ({ id, name: translate(`gbv.incidentTypes.${id}`) })),
          )}
          {day('incidentDate')}
          {day('reportDate')}
          <ZonePicker
            value={zone}
            required
            error={problemOf('zone')}
            onChange={(next) => {
              setZone(next);
              change({ zone: next?._key ?? '' });
            }}
          />
        </Box>
      </FormSection>
      <FormSection title={t('sectionServices')}>
        <ServicesFields
          services={values.services}
          consent={values.referralConsent}
          problems={problems}
          onServices={(services) => change({ services })}
          onConsent={(referralConsent) => change({ referralConsent })}
        />
      </FormSection>
      {withIdentity ? (
        <Paper
          component="section"
          aria-labelledby="gbv-identity-title"
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 2 }, borderColor: 'error.main', borderWidth: 2 }}
        >
          <Typography id="gbv-identity-title" component="h2" variant="h6" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LockIcon color="error" aria-hidden /> {t('sectionIdentity')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('identityNote')}
          </Typography>
          <Box sx={grid}>
            {text('survivorName', translate('gbv.fields.survivorName'), true)}
            {text('contact', translate('gbv.fields.contact'))}
            {text('address', translate('gbv.fields.address'), false, 500)}
          </Box>
        </Paper>
      ) : (
        <Alert severity="info" icon={<LockIcon />}>
          {translate('gbv.register.detail.restricted')}
        </Alert>
      )}
      <SubmitBar label={submitLabel} icon={<SaveIcon />} saving={saving} serverError={serverError} reload={reload} />
    </Stack>
  );
}

import SaveIcon from '@mui/icons-material/Save';
import { Box, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { DEATH_PLACE_KINDS, DEATH_SEXES, DECLARANT_RELATIONS } from '../../../domain/health-deaths';
import { FormSection, SubmitBar, type ReloadAction } from '../../layout/FormSection';
import { DayField } from '../../schema-ui/DayField';
import { deathFormProblems, type DeathField, type DeathFormProblems, type DeathFormValues } from './death-form';
import { ChoiceField, type Choice } from '../health/ChoiceField';
import type { Hospital } from '../health/hospitals';

type Props = {
  initial: DeathFormValues;
  hospitals: Hospital[];
  submitLabel: string;
  saving: boolean;
  serverError?: string;
  /** Offered beside the refusal when the record changed meanwhile. */
  reload?: ReloadAction;
  onSubmit: (values: DeathFormValues) => void;
  onDirty?: (dirty: boolean) => void;
};

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

/**
 * The death declaration, used to declare and to correct: the deceased, the death, the declarant.
 * The shared rules are checked before sending; the server checks them again.
 */
export function DeathForm({ initial, hospitals, submitLabel, saving, serverError, reload, onSubmit, onDirty }: Props) {
  const translate = useTranslate();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<DeathFormProblems>({});
  const [tried, setTried] = useState(false);
  const t = (key: string) => translate(`deaths.register.form.${key}`);

  const set = (field: DeathField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    onDirty?.(true);
    if (tried) setProblems(deathFormProblems(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = deathFormProblems(values);
    setProblems(found);
    setTried(true);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  const problemOf = (field: DeathField) => {
    const key = problems[field];
    return key ? translate(key) : undefined;
  };
  const text = (
    field: DeathField,
    options: { required?: boolean; multiline?: boolean; maxLength?: number; inputMode?: 'numeric' | 'tel'; hint?: boolean } = {},
  ) => (
    <TextField
      id={`death-${field}`}
      label={t(field)}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      error={Boolean(problemOf(field))}
      helperText={problemOf(field) ?? (options.hint ? t(`${field}Hint`) : undefined)}
      slotProps={{ htmlInput: { maxLength: options.maxLength ?? 100, inputMode: options.inputMode } }}
      fullWidth
    />
  );
  const select = (field: DeathField, choices: Choice[], required = true) => (
    <ChoiceField
      id={`death-${field}`}
      label={t(field)}
      value={values[field]}
      choices={choices}
      required={required}
      error={problemOf(field)}
      onChange={set(field)}
    />
  );
  const day = (field: 'dateOfBirth' | 'dateOfDeath', required = false) => (
    <DayField id={`death-${field}`} label={t(field)} value={values[field]} required={required} error={problemOf(field)} onChange={set(field)} />
  );

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={submitLabel}>
      <FormSection title={t('sectionDeceased')}>
        <Box sx={grid}>
          {text('deceasedFirstName', { required: true })}
          {text('deceasedMiddleName')}
          {text('deceasedLastName', { required: true })}
          {select(
            'sex',
            DEATH_SEXES.map((id) => ({ id, name: translate(`deaths.sexes.${id}`) })),
          )}
          {day('dateOfBirth')}
          {text('ageYears', { maxLength: 3, inputMode: 'numeric', hint: true })}
        </Box>
      </FormSection>
      <FormSection title={t('sectionDeath')}>
        <Box sx={grid}>
          {day('dateOfDeath', true)}
          {select(
            'hospitalKey',
            hospitals.map((hospital) => ({ id: hospital._key, name: hospital.establishmentName })),
          )}
          {select(
            'placeKind',
            DEATH_PLACE_KINDS.map((id) => ({ id, name: translate(`deaths.placeKinds.${id}`) })),
          )}
          {values.placeKind === 'elsewhere' && text('placeText', { required: true, maxLength: 300 })}
          {text('immediateCause', { required: true, multiline: true, maxLength: 500 })}
          {text('icd10Code', { maxLength: 8, hint: true })}
          {text('zone')}
        </Box>
      </FormSection>
      <FormSection title={t('sectionDeclarant')}>
        <Box sx={grid}>
          {text('declarantName', { required: true, maxLength: 200 })}
          {select(
            'declarantRelation',
            DECLARANT_RELATIONS.map((id) => ({ id, name: translate(`deaths.relations.${id}`) })),
          )}
          {text('declarantCountryCode', { required: true, maxLength: 4, inputMode: 'numeric' })}
          {text('declarantMobile', { required: true, maxLength: 15, inputMode: 'tel' })}
        </Box>
      </FormSection>
      <SubmitBar label={submitLabel} icon={<SaveIcon />} saving={saving} serverError={serverError} reload={reload} />
    </Stack>
  );
}

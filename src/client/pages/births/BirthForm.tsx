import SaveIcon from '@mui/icons-material/Save';
import { Box, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { BIRTH_CASE_TYPES, BIRTH_GENDERS, DELIVERY_TYPES, MOTHER_HEALTH } from '../../../domain/health-birth-rules';
import { FormSection, SubmitBar, type ReloadAction } from '../../layout/FormSection';
import { DayField } from '../../schema-ui/DayField';
import { birthFormProblems, type BirthField, type BirthFormProblems, type BirthFormValues } from './birth-form';
import { ChoiceField, type Choice } from '../health/ChoiceField';
import type { Hospital } from '../health/hospitals';

type Props = {
  initial: BirthFormValues;
  hospitals: Hospital[];
  submitLabel: string;
  saving: boolean;
  serverError?: string;
  /** Offered beside the refusal when the record changed meanwhile. */
  reload?: ReloadAction;
  /** Above the submit button: where the declaration goes (sent now, or kept in the outbox). */
  notice?: ReactNode;
  onSubmit: (values: BirthFormValues) => void;
  /** Every change, so the page can keep the draft. */
  onChange?: (values: BirthFormValues) => void;
};

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;
type TextOptions = { required?: boolean; multiline?: boolean; maxLength?: number; inputMode?: 'numeric' | 'decimal' | 'tel' };

/**
 * The birth declaration, used to declare, to correct a declaration the server holds and to
 * correct one the outbox holds. The domain's rules are checked before sending; the server checks
 * them again.
 */
export function BirthForm({ initial, hospitals, submitLabel, saving, serverError, reload, notice, onSubmit, onChange }: Props) {
  const translate = useTranslate();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<BirthFormProblems>({});
  const [tried, setTried] = useState(false);
  const t = (key: string) => translate(`births.form.${key}`);

  const update = (next: BirthFormValues) => {
    setValues(next);
    onChange?.(next);
    if (tried) setProblems(birthFormProblems(next));
  };
  const set = (field: BirthField) => (value: string | boolean) => update({ ...values, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = birthFormProblems(values);
    setProblems(found);
    setTried(true);
    if (Object.keys(found).length === 0) onSubmit(values);
    else document.getElementById(`birth-${Object.keys(found)[0]}`)?.focus();
  };
  const problemOf = (field: BirthField) => (problems[field] ? translate(problems[field]!) : undefined);
  const text = (field: BirthField, options: TextOptions = {}) => (
    <TextField
      id={`birth-${field}`}
      label={t(field)}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      error={Boolean(problemOf(field))}
      helperText={problemOf(field)}
      slotProps={{ htmlInput: { maxLength: options.maxLength ?? 100, inputMode: options.inputMode } }}
      fullWidth
    />
  );
  const select = (field: BirthField, choices: Choice[]) => (
    <ChoiceField id={`birth-${field}`} label={t(field)} value={values[field] as string} choices={choices} error={problemOf(field)} onChange={set(field)} />
  );
  const labelled = (list: readonly string[], prefix: string) => list.map((id) => ({ id, name: translate(`births.${prefix}.${id}`) }));
  const day = (field: 'dateOfBirth' | 'motherDateOfBirth' | 'fatherDateOfBirth', required = false) => (
    <DayField id={`birth-${field}`} label={t(field)} value={values[field]} required={required} error={problemOf(field)} onChange={set(field)} />
  );
  const flag = (field: 'congenitalAnomalies' | 'multiplePregnancy') => (
    <FormControlLabel
      control={<Checkbox id={`birth-${field}`} checked={values[field]} onChange={(event) => set(field)(event.target.checked)} />}
      label={t(field)}
    />
  );
  const parent = (who: 'mother' | 'father') => (
    <FormSection title={t(`section${who === 'mother' ? 'Mother' : 'Father'}`)}>
      <Box sx={grid}>
        {text(`${who}FirstName`, { required: who === 'mother' })}
        {text(`${who}MiddleName`)}
        {text(`${who}LastName`, { required: who === 'mother' })}
        {day(`${who}DateOfBirth`)}
        {text(`${who}Age`, { maxLength: 3, inputMode: 'numeric' })}
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '5.5rem minmax(0, 1fr)' }}>
          {text(`${who}PhoneCountryCode`, { maxLength: 4, inputMode: 'numeric' })}
          {text(`${who}Phone`, { maxLength: 20, inputMode: 'tel' })}
        </Box>
      </Box>
    </FormSection>
  );

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={submitLabel}>
      <FormSection title={t('sectionChild')}>
        <Box sx={grid}>
          {select(
            'hospitalKey',
            hospitals.map((hospital) => ({ id: hospital._key, name: hospital.establishmentName })),
          )}
          {text('childFirstName', { required: true })}
          {text('childMiddleName')}
          {text('childLastName', { required: true })}
          {select('gender', labelled(BIRTH_GENDERS, 'genders'))}
          {day('dateOfBirth', true)}
          {text('heightCm', { required: true, maxLength: 5, inputMode: 'decimal' })}
          {text('weightKg', { required: true, maxLength: 6, inputMode: 'decimal' })}
        </Box>
      </FormSection>
      {parent('mother')}
      {parent('father')}
      <FormSection title={t('sectionDelivery')}>
        <Box sx={grid}>
          {text('zone', { required: true })}
          {select('motherHealth', labelled(MOTHER_HEALTH, 'motherHealth'))}
          {select('caseType', labelled(BIRTH_CASE_TYPES, 'caseTypes'))}
          {select('deliveryType', labelled(DELIVERY_TYPES, 'deliveryTypes'))}
        </Box>
        <Box sx={{ ...grid, mt: 2 }}>
          <Stack spacing={1}>
            {flag('congenitalAnomalies')}
            {values.congenitalAnomalies && text('congenitalAnomaliesText', { required: true, multiline: true, maxLength: 1000 })}
          </Stack>
          <Stack spacing={1}>
            {flag('multiplePregnancy')}
            {values.multiplePregnancy && text('multipleCount', { required: true, maxLength: 1, inputMode: 'numeric' })}
          </Stack>
        </Box>
      </FormSection>
      {notice}
      <SubmitBar label={submitLabel} icon={<SaveIcon />} saving={saving} serverError={serverError} reload={reload} />
    </Stack>
  );
}

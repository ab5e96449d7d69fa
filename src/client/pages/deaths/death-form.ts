import { latestToday } from '../../../domain/calendar-rules';
import { DEFAULT_COUNTRY_CODE } from '../../../domain/constants';
import { deathProblems, type DeathPlaceKind, type DeathProblemKey, type DeathSex, type DeclarantRelation } from '../../../domain/health-deaths';
import { PHONE_NUMBER_PATTERN } from '../../../domain/phone';

/** The declaration form as typed: every field text (or a choice), so a half-typed form is never lost. */
export type DeathFormValues = {
  deceasedFirstName: string;
  deceasedMiddleName: string;
  deceasedLastName: string;
  sex: DeathSex | '';
  dateOfBirth: string;
  ageYears: string;
  dateOfDeath: string;
  hospitalKey: string;
  placeKind: DeathPlaceKind;
  placeText: string;
  immediateCause: string;
  icd10Code: string;
  declarantName: string;
  declarantRelation: DeclarantRelation | '';
  declarantCountryCode: string;
  declarantMobile: string;
  zone: string;
};

export type DeathField = keyof DeathFormValues;
/** An i18n key per field in trouble: the form's own ('required'…) or the server's rule messages. */
export type DeathFormProblems = Partial<Record<DeathField, string>>;

export const emptyDeathForm = (): DeathFormValues => ({
  deceasedFirstName: '',
  deceasedMiddleName: '',
  deceasedLastName: '',
  sex: '',
  dateOfBirth: '',
  ageYears: '',
  dateOfDeath: '',
  hospitalKey: '',
  placeKind: 'hospital',
  placeText: '',
  immediateCause: '',
  icd10Code: '',
  declarantName: '',
  declarantRelation: '',
  declarantCountryCode: DEFAULT_COUNTRY_CODE,
  declarantMobile: '',
  zone: '',
});

/** A declaration as the API answers it, back into the form for a correction. */
export function formOfDeath(death: Record<string, unknown>): DeathFormValues {
  const text = (name: string) => (typeof death[name] === 'string' ? (death[name] as string) : '');
  const empty = emptyDeathForm();
  return {
    ...empty,
    ...Object.fromEntries(Object.keys(empty).map((name) => [name, text(name) || empty[name as DeathField]])),
    ageYears: typeof death.ageYears === 'number' ? String(death.ageYears) : '',
  } as DeathFormValues;
}

const REQUIRED: DeathField[] = [
  'deceasedFirstName',
  'deceasedLastName',
  'sex',
  'dateOfDeath',
  'hospitalKey',
  'immediateCause',
  'declarantName',
  'declarantRelation',
  'declarantMobile',
];

/** The messages of the shared rules, as the server names them (errors namespace). */
const RULE_MESSAGES: Readonly<Record<DeathProblemKey, string>> = {
  deathInFuture: 'errors.deathInFuture',
  deathBeforeBirth: 'errors.deathBeforeBirth',
  birthInFuture: 'errors.deathBirthInFuture',
  birthOrAge: 'errors.deathBirthOrAge',
  ageRange: 'errors.deathAgeRange',
  placeRequired: 'errors.deathPlaceRequired',
  icd10: 'errors.deathIcd10Invalid',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^\d{1,3}$/;
const PHONE = new RegExp(PHONE_NUMBER_PATTERN);

/**
 * What stops the form from being sent: required fields, days not yet whole, then the domain's
 * rules (the same ones the server applies again), one message per field.
 */
export function deathFormProblems(values: DeathFormValues, now: Date = new Date()): DeathFormProblems {
  const problems: DeathFormProblems = {};
  for (const field of REQUIRED) if (!String(values[field]).trim()) problems[field] = 'deaths.register.form.required';
  for (const field of ['dateOfBirth', 'dateOfDeath'] as const)
    if (values[field] && !ISO_DAY.test(values[field])) problems[field] = 'deaths.register.form.dayInvalid';
  if (values.ageYears.trim() && !WHOLE.test(values.ageYears.trim())) problems.ageYears = 'errors.deathAgeRange';
  if (values.declarantMobile && !PHONE.test(values.declarantMobile)) problems.declarantMobile = 'deaths.register.form.mobileInvalid';
  if (!problems.dateOfDeath && !problems.dateOfBirth && values.dateOfDeath) {
    const facts = {
      dateOfDeath: values.dateOfDeath,
      dateOfBirth: values.dateOfBirth || null,
      ageYears: values.ageYears.trim() && !problems.ageYears ? Number(values.ageYears) : null,
      placeKind: values.placeKind,
      placeText: values.placeText,
      icd10Code: values.icd10Code.trim().toUpperCase() || null,
    };
    for (const { field, message } of deathProblems(facts, latestToday(now))) {
      problems[field as DeathField] ??= RULE_MESSAGES[message];
    }
  }
  return problems;
}

/** The body of POST and PUT: empty optional fields left out, the ICD-10 code in capitals. */
export function declarationOf(values: DeathFormValues) {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    deceasedFirstName: values.deceasedFirstName.trim(),
    deceasedMiddleName: optional(values.deceasedMiddleName),
    deceasedLastName: values.deceasedLastName.trim(),
    sex: values.sex,
    dateOfBirth: optional(values.dateOfBirth),
    ageYears: values.dateOfBirth || !values.ageYears.trim() ? undefined : Number(values.ageYears),
    dateOfDeath: values.dateOfDeath,
    hospitalKey: values.hospitalKey,
    placeKind: values.placeKind,
    placeText: values.placeKind === 'elsewhere' ? values.placeText.trim() : undefined,
    immediateCause: values.immediateCause.trim(),
    icd10Code: optional(values.icd10Code.toUpperCase()),
    declarantName: values.declarantName.trim(),
    declarantRelation: values.declarantRelation,
    declarantCountryCode: values.declarantCountryCode,
    declarantMobile: values.declarantMobile,
    zone: optional(values.zone),
  };
}

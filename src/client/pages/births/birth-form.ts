import { latestToday } from '../../../domain/calendar-rules';
import { DEFAULT_COUNTRY_CODE } from '../../../domain/constants';
import {
  birthProblems,
  type BIRTH_CASE_TYPES,
  type BIRTH_GENDERS,
  type BirthDeclaration,
  type DELIVERY_TYPES,
  type MOTHER_HEALTH,
} from '../../../domain/health-birth-rules';

/**
 * The declaration form as typed: every field text (or a choice), so a half-typed form can be kept
 * as a draft and nothing is lost. Height is typed in centimetres and weight in kilograms, as a
 * midwife reads them; the declaration carries whole millimetres and grams.
 */
export type BirthFormValues = {
  hospitalKey: string;
  childFirstName: string;
  childMiddleName: string;
  childLastName: string;
  gender: (typeof BIRTH_GENDERS)[number] | '';
  dateOfBirth: string;
  heightCm: string;
  weightKg: string;
  motherFirstName: string;
  motherMiddleName: string;
  motherLastName: string;
  motherDateOfBirth: string;
  motherAge: string;
  motherPhoneCountryCode: string;
  motherPhone: string;
  fatherFirstName: string;
  fatherMiddleName: string;
  fatherLastName: string;
  fatherDateOfBirth: string;
  fatherAge: string;
  fatherPhoneCountryCode: string;
  fatherPhone: string;
  zone: string;
  motherHealth: (typeof MOTHER_HEALTH)[number] | '';
  caseType: (typeof BIRTH_CASE_TYPES)[number] | '';
  deliveryType: (typeof DELIVERY_TYPES)[number] | '';
  congenitalAnomalies: boolean;
  congenitalAnomaliesText: string;
  multiplePregnancy: boolean;
  multipleCount: string;
};

export type BirthField = keyof BirthFormValues;
/** An i18n key per field in trouble. */
export type BirthFormProblems = Partial<Record<BirthField, string>>;

export const emptyBirthForm = (): BirthFormValues => ({
  hospitalKey: '',
  childFirstName: '',
  childMiddleName: '',
  childLastName: '',
  gender: '',
  dateOfBirth: '',
  heightCm: '',
  weightKg: '',
  motherFirstName: '',
  motherMiddleName: '',
  motherLastName: '',
  motherDateOfBirth: '',
  motherAge: '',
  motherPhoneCountryCode: DEFAULT_COUNTRY_CODE,
  motherPhone: '',
  fatherFirstName: '',
  fatherMiddleName: '',
  fatherLastName: '',
  fatherDateOfBirth: '',
  fatherAge: '',
  fatherPhoneCountryCode: DEFAULT_COUNTRY_CODE,
  fatherPhone: '',
  zone: '',
  motherHealth: '',
  caseType: '',
  deliveryType: '',
  congenitalAnomalies: false,
  congenitalAnomaliesText: '',
  multiplePregnancy: false,
  multipleCount: '',
});

/** A decimal as typed, with a point or a French comma; NaN when it is not one. */
export function parseDecimal(text: string): number {
  const cleaned = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** 49.5 cm → 495 mm; kept whole so no float is ever stored. */
export const millimetresOf = (cm: string) => Math.round(parseDecimal(cm) * 10);
/** 3.15 kg → 3150 g. */
export const gramsOf = (kg: string) => Math.round(parseDecimal(kg) * 1000);
const wholeOrUndefined = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : undefined);
const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** The body of POST and PUT: empty optional fields left out, measures in millimetres and grams. */
export function declarationOf(values: BirthFormValues): BirthDeclaration {
  const parent = (who: 'mother' | 'father') => ({
    [`${who}FirstName`]: optional(values[`${who}FirstName`]),
    [`${who}MiddleName`]: optional(values[`${who}MiddleName`]),
    [`${who}LastName`]: optional(values[`${who}LastName`]),
    [`${who}DateOfBirth`]: optional(values[`${who}DateOfBirth`]),
    [`${who}Age`]: values[`${who}DateOfBirth`] ? undefined : wholeOrUndefined(values[`${who}Age`]),
    [`${who}PhoneCountryCode`]: optional(values[`${who}Phone`]) ? values[`${who}PhoneCountryCode`] || DEFAULT_COUNTRY_CODE : undefined,
    [`${who}Phone`]: optional(values[`${who}Phone`]),
  });
  const declaration = {
    hospitalKey: values.hospitalKey,
    childFirstName: values.childFirstName.trim(),
    childMiddleName: optional(values.childMiddleName),
    childLastName: values.childLastName.trim(),
    gender: values.gender,
    dateOfBirth: values.dateOfBirth,
    heightMm: millimetresOf(values.heightCm),
    weightGrams: gramsOf(values.weightKg),
    ...parent('mother'),
    ...parent('father'),
    zone: values.zone.trim(),
    motherHealth: values.motherHealth,
    caseType: values.caseType,
    deliveryType: values.deliveryType,
    congenitalAnomalies: values.congenitalAnomalies,
    congenitalAnomaliesText: values.congenitalAnomalies ? values.congenitalAnomaliesText.trim() : undefined,
    multiplePregnancy: values.multiplePregnancy,
    multipleCount: values.multiplePregnancy ? wholeOrUndefined(values.multipleCount) : undefined,
  };
  // JSON leaves undefined out, so the server never sees a blank optional field.
  return JSON.parse(JSON.stringify(declaration)) as BirthDeclaration;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' ? String(value) : '');

/** A declaration (as the API or the outbox keeps it) back into the form. */
export function formOfDeclaration(birth: Partial<BirthDeclaration>): BirthFormValues {
  const empty = emptyBirthForm();
  const texts = Object.fromEntries(
    (Object.keys(empty) as BirthField[])
      .filter((field) => typeof empty[field] === 'string')
      .map((field) => [field, text(birth[field as keyof BirthDeclaration])]),
  );
  return {
    ...empty,
    ...texts,
    motherPhoneCountryCode: text(birth.motherPhoneCountryCode) || DEFAULT_COUNTRY_CODE,
    fatherPhoneCountryCode: text(birth.fatherPhoneCountryCode) || DEFAULT_COUNTRY_CODE,
    heightCm: typeof birth.heightMm === 'number' ? String(birth.heightMm / 10) : '',
    weightKg: typeof birth.weightGrams === 'number' ? String(birth.weightGrams / 1000) : '',
    motherAge: number(birth.motherAge),
    fatherAge: number(birth.fatherAge),
    multipleCount: number(birth.multipleCount),
    congenitalAnomalies: birth.congenitalAnomalies === true,
    multiplePregnancy: birth.multiplePregnancy === true,
  } as BirthFormValues;
}

const REQUIRED: BirthField[] = [
  'hospitalKey',
  'childFirstName',
  'childLastName',
  'gender',
  'dateOfBirth',
  'heightCm',
  'weightKg',
  'zone',
  'motherHealth',
  'caseType',
  'deliveryType',
];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The domain names the declaration's fields; the form shows some of them under another name. */
const FORM_FIELD: Partial<Record<keyof BirthDeclaration, BirthField>> = { heightMm: 'heightCm', weightGrams: 'weightKg' };

/**
 * What stops the form from being sent: required fields, then the domain's rules (the ones the
 * server applies again), one message per field: `births.rules.<rule>`.
 */
export function birthFormProblems(values: BirthFormValues, now: Date = new Date()): BirthFormProblems {
  const problems: BirthFormProblems = {};
  for (const field of REQUIRED) if (!String(values[field]).trim()) problems[field] = 'births.rules.required';
  for (const field of ['dateOfBirth', 'motherDateOfBirth', 'fatherDateOfBirth'] as const)
    if (values[field] && !ISO_DAY.test(values[field])) problems[field] = 'births.form.dayInvalid';
  for (const field of ['motherAge', 'fatherAge', 'multipleCount'] as const)
    if (values[field].trim() && wholeOrUndefined(values[field]) === undefined) problems[field] = 'births.rules.outOfRange';
  if (Object.values(problems).some((key) => key === 'births.form.dayInvalid')) return problems;
  for (const { field, rule } of birthProblems(declarationOf(values), latestToday(now))) {
    const formField = FORM_FIELD[field] ?? (field as BirthField);
    problems[formField] ??= `births.rules.${rule}`;
  }
  return problems;
}

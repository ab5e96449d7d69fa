import { isFutureDay } from './calendar-rules';
import { COUNTRY_CODE_PATTERN, isValidPhone } from './phone';

/**
 * The birth declaration as a hospital registrar fills it in, and the checks the server makes
 * and the form shows. Height is kept in whole millimetres (a child is measured to the tenth of a
 * centimetre, so 49.5 cm is 495) and weight in whole grams: integers only, no float ever stored.
 */
export const BIRTH_GENDERS = ['Male', 'Female'] as const;
export const MOTHER_HEALTH = ['good', 'sick', 'critical', 'deceased'] as const;
export const BIRTH_CASE_TYPES = ['normal', 'premature', 'postTerm', 'referred'] as const;
export const DELIVERY_TYPES = ['vaginal', 'assisted', 'caesarean'] as const;

/** Plausible at birth, from the smallest viable preterm to the largest recorded newborns. */
export const BIRTH_HEIGHT_MM = { min: 200, max: 700 } as const;
export const BIRTH_WEIGHT_GRAMS = { min: 300, max: 7000 } as const;
/** Twins to octuplets: a larger count is a typing slip. */
export const MULTIPLE_COUNT = { min: 2, max: 8 } as const;
/** A parent's age at the child's birth; a father may be older than a mother. */
export const MOTHER_AGE = { min: 10, max: 65 } as const;
export const FATHER_AGE = { min: 12, max: 100 } as const;

export type BirthDeclaration = {
  hospitalKey: string;
  childFirstName: string;
  childMiddleName?: string;
  childLastName: string;
  gender: (typeof BIRTH_GENDERS)[number];
  dateOfBirth: string;
  heightMm: number;
  weightGrams: number;
  motherFirstName: string;
  motherMiddleName?: string;
  motherLastName: string;
  motherCitizenKey?: string;
  motherDateOfBirth?: string;
  motherAge?: number;
  motherPhoneCountryCode?: string;
  motherPhone?: string;
  fatherFirstName?: string;
  fatherMiddleName?: string;
  fatherLastName?: string;
  fatherCitizenKey?: string;
  fatherDateOfBirth?: string;
  fatherAge?: number;
  fatherPhoneCountryCode?: string;
  fatherPhone?: string;
  zone: string;
  motherHealth: (typeof MOTHER_HEALTH)[number];
  caseType: (typeof BIRTH_CASE_TYPES)[number];
  deliveryType: (typeof DELIVERY_TYPES)[number];
  congenitalAnomalies: boolean;
  congenitalAnomaliesText?: string;
  multiplePregnancy: boolean;
  multipleCount?: number;
};

/** What is wrong with one field: its name and the rule it breaks (a key of `births.rules`). */
export type BirthProblem = { field: keyof BirthDeclaration; rule: BirthRule };
export type BirthRule = 'required' | 'inFuture' | 'beforeParent' | 'outOfRange' | 'phone' | 'ageOrDate';

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const inRange = (value: number, range: { min: number; max: number }) => Number.isInteger(value) && value >= range.min && value <= range.max;

/** Whole years from one ISO day to another (the age reached on `to`). */
export function yearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

type Parent = 'mother' | 'father';

function parentProblems(draft: BirthDeclaration, parent: Parent, today: string): BirthProblem[] {
  const problems: BirthProblem[] = [];
  const field = <K extends string>(name: K) => `${parent}${name}` as keyof BirthDeclaration;
  const dateOfBirth = draft[field('DateOfBirth')] as string | undefined;
  const age = draft[field('Age')] as number | undefined;
  const range = parent === 'mother' ? MOTHER_AGE : FATHER_AGE;
  const named = !blank(draft[field('FirstName')]) || !blank(draft[field('LastName')]);
  if (parent === 'mother' || named) {
    for (const name of ['FirstName', 'LastName'] as const) if (blank(draft[field(name)])) problems.push({ field: field(name), rule: 'required' });
  }
  if (!blank(dateOfBirth)) {
    if (isFutureDay(dateOfBirth, today)) problems.push({ field: field('DateOfBirth'), rule: 'inFuture' });
    else if (!inRange(yearsBetween(dateOfBirth!, draft.dateOfBirth), range)) problems.push({ field: field('DateOfBirth'), rule: 'beforeParent' });
  } else if (age !== undefined && age !== null) {
    if (!inRange(age, range)) problems.push({ field: field('Age'), rule: 'outOfRange' });
  } else if (parent === 'mother') {
    // The registry needs the mother's age one way or the other; a father may be unknown.
    problems.push({ field: field('Age'), rule: 'ageOrDate' });
  }
  const phone = draft[field('Phone')] as string | undefined;
  const code = draft[field('PhoneCountryCode')] as string | undefined;
  if (!blank(phone) && (!new RegExp(COUNTRY_CODE_PATTERN).test(code ?? '243') || !isValidPhone(code, phone!)))
    problems.push({ field: field('Phone'), rule: 'phone' });
  return problems;
}

/**
 * Every problem of a declaration, against `today` (the latest calendar day anywhere: see
 * `latestToday`). Shapes and enumerations are the schema's business; these are the rules a
 * schema cannot say: dates not in the future, plausible measures, a parent old enough, the
 * details a flag asks for.
 */
export function birthProblems(draft: BirthDeclaration, today: string): BirthProblem[] {
  const problems: BirthProblem[] = [];
  for (const name of ['hospitalKey', 'childFirstName', 'childLastName', 'dateOfBirth', 'zone'] as const)
    if (blank(draft[name])) problems.push({ field: name, rule: 'required' });
  if (isFutureDay(draft.dateOfBirth, today)) problems.push({ field: 'dateOfBirth', rule: 'inFuture' });
  if (!inRange(draft.heightMm, BIRTH_HEIGHT_MM)) problems.push({ field: 'heightMm', rule: 'outOfRange' });
  if (!inRange(draft.weightGrams, BIRTH_WEIGHT_GRAMS)) problems.push({ field: 'weightGrams', rule: 'outOfRange' });
  if (draft.congenitalAnomalies && blank(draft.congenitalAnomaliesText)) problems.push({ field: 'congenitalAnomaliesText', rule: 'required' });
  if (draft.multiplePregnancy && (draft.multipleCount === undefined || !inRange(draft.multipleCount, MULTIPLE_COUNT)))
    problems.push({ field: 'multipleCount', rule: draft.multipleCount === undefined ? 'required' : 'outOfRange' });
  if (!blank(draft.dateOfBirth) && !problems.some((p) => p.field === 'dateOfBirth')) {
    problems.push(...parentProblems(draft, 'mother', today), ...parentProblems(draft, 'father', today));
  }
  return problems;
}

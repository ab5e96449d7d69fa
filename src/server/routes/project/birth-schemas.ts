import {
  BIRTH_CASE_TYPES,
  BIRTH_GENDERS,
  BIRTH_HEIGHT_MM,
  BIRTH_WEIGHT_GRAMS,
  DELIVERY_TYPES,
  FATHER_AGE,
  MOTHER_HEALTH,
  MULTIPLE_COUNT,
} from '../../../domain/health-birth-rules';
import { COUNTRY_CODE_PATTERN } from '../../../domain/phone';
import { births } from '../../db/schema';
import { key, object, str } from '../body-schemas';
import { ok, okList, rowSchema } from '../response-schemas';

const day = { type: 'string', format: 'date', maxLength: 10 } as const;
const name = str(100);
const requiredName = str(100, 1);
// Shapes only: the plausible ranges are the domain's (birthProblems), answered with their own message.
const count = (max: number) => ({ type: 'integer', minimum: 0, maximum: max }) as const;
const phone = { type: 'string', maxLength: 30 } as const;
const countryCode = { type: 'string', pattern: COUNTRY_CODE_PATTERN, maxLength: 4 } as const;
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values] }) as const;

const parent = (prefix: 'mother' | 'father') => ({
  [`${prefix}FirstName`]: name,
  [`${prefix}MiddleName`]: name,
  [`${prefix}LastName`]: name,
  [`${prefix}CitizenKey`]: key(),
  [`${prefix}DateOfBirth`]: day,
  [`${prefix}Age`]: count(FATHER_AGE.max * 2),
  [`${prefix}PhoneCountryCode`]: countryCode,
  [`${prefix}Phone`]: phone,
});

const declarationProperties = {
  hospitalKey: key(),
  childFirstName: requiredName,
  childMiddleName: name,
  childLastName: requiredName,
  gender: oneOf(BIRTH_GENDERS),
  dateOfBirth: day,
  heightMm: count(BIRTH_HEIGHT_MM.max * 10),
  weightGrams: count(BIRTH_WEIGHT_GRAMS.max * 10),
  ...parent('mother'),
  ...parent('father'),
  zone: str(100, 1),
  motherHealth: oneOf(MOTHER_HEALTH),
  caseType: oneOf(BIRTH_CASE_TYPES),
  deliveryType: oneOf(DELIVERY_TYPES),
  congenitalAnomalies: { type: 'boolean' },
  congenitalAnomaliesText: str(1000),
  multiplePregnancy: { type: 'boolean' },
  multipleCount: count(MULTIPLE_COUNT.max * 10),
};

const requiredFields = [
  'hospitalKey',
  'childFirstName',
  'childLastName',
  'gender',
  'dateOfBirth',
  'heightMm',
  'weightGrams',
  'motherFirstName',
  'motherLastName',
  'zone',
  'motherHealth',
  'caseType',
  'deliveryType',
  'congenitalAnomalies',
  'multiplePregnancy',
] as (keyof typeof declarationProperties)[];

/** A correction sends the whole declaration again. */
export const correctionBody = object(declarationProperties, requiredFields);
/** A declaration may carry its idempotency key in the body (an offline outbox) instead of the header. */
export const declarationBody = object({ ...declarationProperties, idempotencyKey: str(100) }, requiredFields);
/** The reason is checked by the service, so a blank one is told "Please give a reason." like a missing one. */
export const decisionBody = object({ reason: str(1000), version: { type: 'integer', minimum: 1, maximum: 999_999_999 } });
/** The list's filters and order, without a range: an export holds every matching row. */
export const idempotencyHeaders = { type: 'object', properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 100 } } } as const;

const strings = { type: 'array', items: { type: 'string' } } as const;
export const birthSchema = rowSchema(births, {
  omit: ['projectKey', 'idempotencyKey'],
  extra: {
    childName: { type: 'string' },
    motherName: { type: 'string' },
    fatherName: { type: 'string' },
    mobile: { type: 'string' },
    approved: { type: 'boolean' },
    probableDuplicates: strings,
    actions: strings,
  },
});
export const birthResponse = ok(birthSchema);
export const birthListResponse = okList(birthSchema);

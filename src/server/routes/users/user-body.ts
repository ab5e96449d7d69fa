import { COUNTRY_CODE_PATTERN, PHONE_NUMBER_PATTERN } from '../../../domain/phone';
import { key, nonEmpty, nullable, str } from '../body-schemas';

export const phoneFields = {
  contactPhone1CountryCode: { type: 'string', pattern: COUNTRY_CODE_PATTERN, maxLength: 4 },
  phoneNumber: { type: 'string', pattern: PHONE_NUMBER_PATTERN, maxLength: 15 },
} as const;

/** SPEC §3 user dialog fields, every one bounded. */
export const userFields = {
  title: nullable(str(50)),
  firstName: nonEmpty(100),
  middleName: nullable(str(100)),
  lastName: nonEmpty(100),
  gender: { type: ['string', 'null'], enum: ['Male', 'Female', null] },
  emailAddress: { anyOf: [{ type: 'string', format: 'email', maxLength: 200 }, { type: 'string', maxLength: 0 }, { type: 'null' }] },
  ...phoneFields,
  userRole: nullable(key()),
  type: { type: 'string', enum: ['2', '3'] },
  establishmentKey: nullable(key()),
  associatedEstablishmentKey: { type: 'array', maxItems: 200, uniqueItems: true, items: key() },
  applicationAccess: { type: 'string', enum: ['1', '2'] },
  isExternal: { type: 'boolean' },
  isCitizen: { type: 'boolean' },
  _citizenKey: nullable(str(64)),
  company: nullable(str(200)),
  additionalInfo: nullable(str(1000)),
  imageSrc: nullable(str(500)),
  isActive: { type: 'boolean' },
  isForceLogout: { type: 'boolean' },
} as const;

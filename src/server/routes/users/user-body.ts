import { COUNTRY_CODE_PATTERN, PHONE_NUMBER_PATTERN } from '../../../domain/phone';

export const phoneFields = {
  contactPhone1CountryCode: { type: 'string', pattern: COUNTRY_CODE_PATTERN, maxLength: 4 },
  phoneNumber: { type: 'string', pattern: PHONE_NUMBER_PATTERN, maxLength: 15 },
} as const;

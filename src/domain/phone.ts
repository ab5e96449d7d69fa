import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY_CODE } from './constants';

/** SPEC §5: a country code is stored without its plus sign. */
export const COUNTRY_CODE_PATTERN = '^[1-9][0-9]{0,3}$';
export const PHONE_NUMBER_PATTERN = '^[0-9]{4,15}$';

/** The dial code as the phone widget shows it: a plus sign prepended when missing. */
export function dialCode(countryCode: string | null | undefined): string {
  const code = (countryCode || DEFAULT_COUNTRY_CODE).trim();
  return code.startsWith('+') ? code : `+${code}`;
}

/** A number is valid when it matches the selected country's format. Empty is left to `required`. */
export function isValidPhone(countryCode: string | null | undefined, phoneNumber: string): boolean {
  if (!phoneNumber) return true;
  const parsed = parsePhoneNumberFromString(`${dialCode(countryCode)}${phoneNumber.replace(/^0+/, '')}`);
  return parsed?.isValid() ?? false;
}

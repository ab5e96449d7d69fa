import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY_CODE } from './constants';

/** A country code is stored without its plus sign ('243'); the widget shows it with one. */
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
  return parse(countryCode, phoneNumber)?.isValid() ?? false;
}

/** The number without its trunk prefix and spacing, parsed the way the country dials it. */
function parse(countryCode: string | null | undefined, text: string) {
  const digits = text.replace(/\D/g, '');
  // An ill-formed code ("xxxxx") is refused by validation later; libphonenumber would throw on it.
  if (!digits || !new RegExp(COUNTRY_CODE_PATTERN).test(dialCode(countryCode).slice(1))) return undefined;
  return (
    parsePhoneNumberFromString(digits, { defaultCallingCode: dialCode(countryCode).slice(1) }) ??
    parsePhoneNumberFromString(`${dialCode(countryCode)}${digits.replace(/^0+/, '')}`)
  );
}

/**
 * What is stored: the national significant number, digits only. A clerk may type "0997 123 456"
 * or "997123456"; both are the same phone and are kept as "997123456", so a search, a duplicate
 * check or an SMS gateway sees one form.
 */
export function nationalNumber(countryCode: string | null | undefined, text: string): string {
  const parsed = parse(countryCode, text);
  return parsed?.nationalNumber ?? text.replace(/\D/g, '').replace(/^0+/, '');
}

/** How a phone reads everywhere it is shown: "+243 997 123 456". */
export function formatPhone(countryCode: string | null | undefined, number: string | null | undefined): string {
  if (!number) return '';
  const parsed = parse(countryCode, number);
  return parsed?.isValid() ? parsed.formatInternational() : `${dialCode(countryCode)} ${number}`;
}

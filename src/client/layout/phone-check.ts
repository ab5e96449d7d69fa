import { isValidPhoneNumber } from 'libphonenumber-js/min';

/** SPEC §5: a non-empty number must fit the format of the chosen dial code (given without '+'). */
export function isValidMobile(countryCode: string, phoneNumber: string): boolean {
  const digits = phoneNumber.replace(/[\s-]/g, '');
  if (!digits) return true;
  if (!/^\d{1,4}$/.test(countryCode) || !/^\d+$/.test(digits)) return false;
  return isValidPhoneNumber(`+${countryCode}${digits}`);
}

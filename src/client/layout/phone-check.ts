import { isValidPhone } from '../../domain/phone';

/**
 * A non-empty number must fit the format of the chosen dial code. The rule itself is the
 * domain's (src/domain/phone.ts), shared with the server and the schema forms; the profile dialog
 * only lets people type spaces and dashes.
 */
export function isValidMobile(countryCode: string, phoneNumber: string): boolean {
  return isValidPhone(countryCode, phoneNumber.replace(/[\s-]/g, ''));
}

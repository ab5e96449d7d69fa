import { formatDay, parseDay } from '../../domain/format';

/**
 * Dates read and are typed DD/MM/YYYY; the stored value is ISO yyyy-mm-dd. The formatting itself
 * lives in src/domain/format.ts (date-fns), shared with every other screen.
 */

/** '2024-03-05' (or a full ISO timestamp, read in the user's own day) → '05/03/2024'; anything else → ''. */
export const isoToDisplay = (value: unknown): string => (typeof value === 'string' ? formatDay(value) : '');

/** '5/3/2024' → '2024-03-05'; undefined when it is not a real calendar date. */
export const displayToIso = (text: string): string | undefined => parseDay(text);

/**
 * Keeps what a user types to digits and slashes, adding the slashes as the digits come
 * ('14031990' → '14/03/1990', key by key). Slashes the user typed after a one-digit day or month
 * ('5/3/2024') are kept as typed.
 */
export function maskDateInput(text: string): string {
  const cleaned = text.replace(/[^\d/]/g, '');
  const parts = cleaned.split('/');
  if (parts.length > 1 && parts.slice(0, -1).some((part) => part.length !== 2)) return cleaned.slice(0, 10);
  const digits = cleaned.replace(/\//g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

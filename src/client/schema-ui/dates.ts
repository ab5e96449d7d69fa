/** SPEC §9: dates read and are typed DD/MM/YYYY; the stored value is ISO yyyy-mm-dd. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})/;
const DISPLAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const isRealDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** '2024-03-05' (or a full ISO timestamp) → '05/03/2024'; anything else → ''. */
export function isoToDisplay(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = ISO.exec(value);
  if (!match) return '';
  if (value.length > 10) {
    // A timestamp (createdAt…) reads in the user's own day, as en-GB shows it.
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
  }
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** '5/3/2024' → '2024-03-05'; undefined when it is not a real calendar date. */
export function displayToIso(text: string): string | undefined {
  const match = DISPLAY.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Keeps what a user types to digits and slashes, adding the slashes as the digits come. */
export function maskDateInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (text.includes('/')) return text.replace(/[^\d/]/g, '').slice(0, 10);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

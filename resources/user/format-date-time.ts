import { DATE_LOCALE } from '../../src/client/providers/format-date';

/** SPEC §9 dates (DD/MM/YYYY, en-GB) with the time, for last logins and audit rows. */
const formatter = new Intl.DateTimeFormat(DATE_LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}

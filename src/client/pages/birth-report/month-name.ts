import type { Language } from '../../../domain/constants';

/** 'YYYY-MM' as a short month of the screen's language: 'Mar 26', 'mars 26'. */
export function monthName(month: string, language: Language): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
  return new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(date);
}

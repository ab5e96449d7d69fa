import type { Language } from '../../../domain/constants';

/**
 * The categorical colour map (Okabe–Ito, told apart with the common colour-vision deficiencies):
 * one colour per category, in a fixed order so a category keeps its colour from one period to the next.
 */
export const CATEGORY_COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9'] as const;

export const categoryColour = (index: number) => CATEGORY_COLOURS[index % CATEGORY_COLOURS.length];

/** The stages of a declaration in colours that say them: waiting amber, approved blue, synced green, rejected red. */
export const STAGE_COLOURS: Record<string, string> = {
  waitingForApproval: '#B26A00',
  approved: '#0072B2',
  synced: '#1B7F3B',
  rejected: '#C62828',
};

/** 'YYYY-MM' as a short month of the screen's language: 'Mar 26', 'mars 26'. */
export function monthName(month: string, language: Language): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
  return new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(date);
}

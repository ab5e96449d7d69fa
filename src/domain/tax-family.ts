import { addDays } from './calendar-rules';
import type { Period, TaxType } from './tax-computation';

/**
 * One object is taxed once per tax family and period, whatever line of the nomenclature the
 * appraiser picks. A family is the parent article of a line's account within its tax type: the
 * vignette bands 1.1.02.01 (motorcycle) to 1.1.02.05 (heavy vehicles) are one family "1.1.02",
 * the property tax by rank 1.1.01.xx another, the rental tax in dollars or in francs 1.1.03.xx a
 * third. Every barème of an account (2025, 2026) belongs to the family of that account.
 */
export type TaxFamily = string;

/** '1.1.02.01' → '1.1.02'; an account without a parent article is its own family. */
export function parentArticle(account: string): string {
  const trimmed = account.trim();
  const cut = trimmed.lastIndexOf('.');
  return cut > 0 ? trimmed.slice(0, cut) : trimmed;
}

export const taxFamilyOf = (taxType: TaxType | string, account: string): TaxFamily => `${taxType}:${parentArticle(account)}`;

const pad = (value: number) => String(value).padStart(2, '0');

/** The first day of the month `months` away from the day's month, keeping the day when it exists. */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${pad(targetMonth)}-${pad(Math.min(date, lastDay))}`;
}

const MONTHS: Readonly<Record<Exclude<Period, 'once'>, number>> = { monthly: 1, quarterly: 3, yearly: 12 };

/** The day after a period's last day: a 'once' period is its single day. */
export function periodEndOf(period: Period, periodStart: string): string {
  return period === 'once' ? addDays(periodStart, 1) : addMonths(periodStart, MONTHS[period]);
}

/**
 * The longest period is a year, so a period overlapping one that starts on `periodStart` starts
 * after this day (exclusive): the database reads only the notes from there on.
 */
export const earliestOverlappingStart = (periodStart: string): string => addMonths(periodStart, -12);

type Span = { period: Period; periodStart: string };

/** Two periods share at least one day (a quarter and one of its months, a year and its quarters). */
export function periodsShareDays(a: Span, b: Span): boolean {
  return a.periodStart < periodEndOf(b.period, b.periodStart) && b.periodStart < periodEndOf(a.period, a.periodStart);
}

/** A note as far as the duplicate rule reads it: who and what it taxes, when, with which lines. */
export type TaxationOfObject = Span & {
  taxType: TaxType | string;
  taxpayerKey: string;
  /** The vehicle, property or lease; none for a fee, which is raised on the taxpayer alone. */
  objectKey: string | null;
  lines: readonly { account: string; reason?: string }[];
};

export type TaxationClash<T> = {
  note: T;
  /** The existing note's line of the same family. */
  line: { account: string; reason?: string };
  /** The very same account (another barème of it included): the plain duplicate of old. */
  sameAccount: boolean;
};

/**
 * The live note (rejected ones are left out by the caller) that already taxes what the draft
 * would: for an object, the same object, a period sharing a day (a quarter and one of its months)
 * and a line of the same family, whoever the taxpayer; for a fee (no object), the same taxpayer,
 * the same period start and the same account, as before: fees of one article are distinct
 * charges (a stall and a shop), not bands, and a fee collected at the counter is for its day.
 */
export function findTaxationClash<T extends TaxationOfObject>(existing: readonly T[], draft: TaxationOfObject): TaxationClash<T> | undefined {
  for (const note of existing) {
    if (note.taxType !== draft.taxType) continue;
    if (draft.objectKey ? note.objectKey !== draft.objectKey || !periodsShareDays(note, draft) : !sameFeeSlot(note, draft)) continue;
    for (const wanted of draft.lines) {
      const line = note.lines.find((candidate) =>
        draft.objectKey
          ? taxFamilyOf(note.taxType, candidate.account) === taxFamilyOf(draft.taxType, wanted.account)
          : candidate.account.trim() === wanted.account.trim(),
      );
      if (line) return { note, line, sameAccount: line.account.trim() === wanted.account.trim() };
    }
  }
  return undefined;
}

const sameFeeSlot = (note: TaxationOfObject, draft: TaxationOfObject) =>
  note.objectKey === null && note.taxpayerKey === draft.taxpayerKey && note.periodStart === draft.periodStart;

/** Two lines of one family on one note tax the object twice too (a vignette band and another). */
export function familyTwice(taxType: TaxType | string, objectKey: string | null, accounts: readonly string[]): boolean {
  if (!objectKey) return false;
  const families = accounts.map((account) => taxFamilyOf(taxType, account));
  return new Set(families).size !== families.length;
}

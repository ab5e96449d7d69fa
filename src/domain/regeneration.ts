import { yearInZone } from './dated-money';
/**
 * The yearly regeneration copies a past year's property notes into the current year: the source
 * year is before the current one and not before the first year the product holds notes for.
 */
export const FIRST_REGENERATION_YEAR = 2000;

/** Last year: what a receveur regenerates at the start of a new year. */
export function defaultRegenerationYear(now: Date): number {
  return yearInZone(now) - 1;
}

export function isRegenerationYear(year: unknown, now: Date): year is number {
  return typeof year === 'number' && Number.isInteger(year) && year >= FIRST_REGENERATION_YEAR && year < yearInZone(now);
}

/** The years the panel offers, newest first (the last ten). */
export function regenerationYears(now: Date, count = 10): number[] {
  const last = defaultRegenerationYear(now);
  return Array.from({ length: Math.min(count, last - FIRST_REGENERATION_YEAR + 1) }, (_, index) => last - index);
}

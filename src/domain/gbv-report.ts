import { GBV_AGE_GROUPS, GBV_INCIDENT_TYPES, GBV_SERVICES, GBV_SEXES, type GbvService } from './gbv-case';

/**
 * The GBV indicator panel's figures: counts only, every category present (zero included) so a
 * chart keeps its colours and its order from one period to the next.
 */
export type GbvCount = { key: string; cases: number };
export type GbvServiceCount = { service: GbvService; provided: number; referred: number; declined: number };

/** The months a period touches, 'YYYY-MM', first to last. */
export function monthsOfRange(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (let guard = 0; guard < 1200; guard++) {
    const current = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (current > last) break;
    months.push(current);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

/** Counts by key in the order of `keys`, zero for a key nobody has; other keys follow, largest first. */
export function countsIn(keys: readonly string[], rows: GbvCount[]): GbvCount[] {
  const found = new Map(rows.map((row) => [row.key, row.cases]));
  const known = keys.map((key) => ({ key, cases: found.get(key) ?? 0 }));
  const others = rows.filter((row) => !keys.includes(row.key)).sort((a, b) => b.cases - a.cases);
  return [...known, ...others];
}

export const byIncidentType = (rows: GbvCount[]) => countsIn(GBV_INCIDENT_TYPES, rows);
export const byAgeGroup = (rows: GbvCount[]) => countsIn(GBV_AGE_GROUPS, rows);
export const bySex = (rows: GbvCount[]) => countsIn(GBV_SEXES, rows);

/** Each service's provided, referred and declined counts from (service, state, cases) rows. */
export function serviceCounts(rows: { service: string; state: string; cases: number }[]): GbvServiceCount[] {
  return GBV_SERVICES.map((service) => {
    const count = (state: string) => rows.find((row) => row.service === service && row.state === state)?.cases ?? 0;
    return { service, provided: count('provided'), referred: count('referred'), declined: count('declined') };
  });
}

/**
 * Small-count suppression. GBVIMS data-sharing practice (its information-sharing protocols) is to
 * publish no aggregate cell under 5: in a small zone, a month or a rare incident type, "2 cases"
 * can point at a known survivor. So a count from 1 to 4 leaves the server as null, which every
 * screen reads as "<5"; zero stays 0 (it names nobody) and 5 and more are shown as they are.
 */
export const GBV_SMALL_COUNT_LIMIT = 5;

/** A published count: a number, or null for a count from 1 to GBV_SMALL_COUNT_LIMIT - 1. */
export type PublishedCount = number | null;

export const isSmallCount = (count: number) => count > 0 && count < GBV_SMALL_COUNT_LIMIT;
export const publishCount = (count: number): PublishedCount => (isSmallCount(count) ? null : count);

/**
 * The cells of one breakdown whose sum is published (a total beside them): a single hidden cell
 * would be the total minus the others, so when exactly one is hidden the smallest shown non-zero
 * cell is hidden with it (complementary suppression).
 */
export function publishBreakdown(counts: readonly number[]): PublishedCount[] {
  const published = counts.map(publishCount);
  if (published.filter((count) => count === null).length !== 1) return published;
  let partner = -1;
  counts.forEach((count, index) => {
    if (published[index] !== null && count > 0 && (partner === -1 || count < counts[partner])) partner = index;
  });
  if (partner !== -1) published[partner] = null;
  return published;
}

/** A breakdown of GbvCount rows, published: same keys and order, small counts as null. */
export function publishCounts<T extends { cases: number }>(rows: readonly T[]): (Omit<T, 'cases'> & { cases: PublishedCount })[] {
  const published = publishBreakdown(rows.map((row) => row.cases));
  return rows.map((row, index) => ({ ...row, cases: published[index] }));
}

/** The words a screen shows for a published count: '<5' for a hidden one. */
export const SUPPRESSED_LABEL = `<${GBV_SMALL_COUNT_LIMIT}`;

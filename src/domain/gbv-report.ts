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

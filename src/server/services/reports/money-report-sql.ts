import { sql, type SQL } from 'drizzle-orm';
import { AGEING_LIMITS } from '../../../domain/ageing';
import { addDays } from '../../../domain/calendar-rules';
import type { Db } from '../../db/open-db';
import type { ReportFilters } from './report-filters';
import { startOfDayInZone } from '../../../domain/dated-money';

/** The money reports' filters: the common ones and the tax type. */
export type MoneyFilters = ReportFilters & { taxType?: string };

export const moneyQueryProperties = {
  taxType: { type: 'string', maxLength: 100, description: 'Only the notes of this tax type' },
} as const;

/** The period as instants: its first day's midnight (UTC) and the midnight after its last day. */
export function periodInstants(filters: Pick<MoneyFilters, 'from' | 'to'>) {
  // The period's days are the project's: from midnight of the first to midnight after the last, on its clock.
  const start = startOfDayInZone(filters.from);
  const end = startOfDayInZone(addDays(filters.to, 1));
  return { start: start.toISOString(), end: end.toISOString() };
}

export const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The note-side filters (zone, tax type) on the notes aliased `n`. */
export function noteFilters(filters: MoneyFilters): SQL {
  const parts = [sql`true`];
  if (filters.zone) parts.push(sql`n.zone = ${filters.zone}`);
  if (filters.taxType) parts.push(sql`n.tax_type = ${filters.taxType}`);
  return sql.join(parts, sql` and `);
}

/**
 * The same filters on ledger rows aliased `p`, through the copies of their note's zone and tax
 * type each row carries (schema/payments.ts): a year of ledger rows is not joined to its notes.
 */
export function ledgerNoteFilters(filters: MoneyFilters): SQL {
  const parts = [sql`true`];
  if (filters.zone) parts.push(sql`p.note_zone = ${filters.zone}`);
  if (filters.taxType) parts.push(sql`p.note_tax_type = ${filters.taxType}`);
  return sql.join(parts, sql` and `);
}

export type Instants = { start: string; end: string };

/**
 * The period's instants cut into `count` consecutive slices of equal length, which together hold
 * every instant once: a year of notes is then added up by several statements side by side.
 */
export function periodSlices(filters: Pick<MoneyFilters, 'from' | 'to'>, count: number): Instants[] {
  const { start, end } = periodInstants(filters);
  const first = Date.parse(start);
  const length = Date.parse(end) - first;
  const cut = (i: number) => (i === count ? end : new Date(first + Math.floor((length * i) / count)).toISOString());
  return Array.from({ length: count }, (_, i) => ({ start: cut(i), end: cut(i + 1) }));
}

/**
 * Notes aliased `n` created in the period (or in one slice of it), in the chosen projects, under
 * the note-side filters.
 */
export function notesOfPeriod(filters: MoneyFilters, instants: Instants = periodInstants(filters)): SQL {
  const { start, end } = instants;
  return sql`n.project_key in (${inList(filters.projectKeys)}) and n.created_at >= ${start}::timestamptz and n.created_at < ${end}::timestamptz and ${noteFilters(filters)}`;
}

/**
 * Per note, the settled amounts of its ledger rows dated after the period: a note's cached paid
 * amount less these is what had been paid by the period's end. Payments after a past period are
 * few, and none for a period ending today, so this is cheaper than summing each note's ledger.
 */
export function paidAfterPeriod(filters: MoneyFilters): SQL {
  return sql`select p.note_key, sum(p.settled_amount) as settled from payments p
    where p.project_key in (${inList(filters.projectKeys)}) and p.payment_date > ${filters.to}::date group by p.note_key`;
}

/**
 * The ageing bucket (src/domain/ageing.ts) on `day` of an amount due on `dueDate`, as SQL: a
 * binary search of the due date among the buckets' first due dates, cheaper over a year of notes
 * than working out each note's days past due. With limits 30, 60 and 90 the bounds are day − 90,
 * day − 60, day − 30 and day: a due date before the first is past 90 days, one from `day` on is
 * not overdue (no bucket), and one within a bound's range falls in that bound's bucket.
 */
export function ageingBucketSql(dueDate: SQL, day: string): SQL {
  const newestFirst = [...AGEING_LIMITS].reverse();
  const bounds = [...newestFirst.map(([, limit]) => addDays(day, -limit)), day];
  const buckets = ['d90plus', ...newestFirst.map(([bucket]) => bucket)];
  return sql`(array[${inList(buckets)}]::text[])[width_bucket(${dueDate}, array[${inList(bounds)}]::date[]) + 1]`;
}

/** A sum, count or amount answered as text (both drivers agree on text), back to an exact integer. */
export function minor(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${String(value)} is not a whole number of minor units`);
  return result;
}

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * The rows of a query that adds up a period, a year being hundreds of thousands of notes, with
 * planner settings for that statement alone (SET LOCAL in its own transaction). JIT compilation
 * is off: on these plans it cost seconds and saved nothing. The memory limit lets a year be
 * hashed and sorted in memory rather than on disk; it is a ceiling, the grouped reports use a few
 * megabytes of it. With `hashGroups`, sorting is discouraged: the planner cannot know that a
 * month or an ageing bucket takes a handful of values, so it expects as many groups as rows and
 * would sort a year of rows by text rather than hash them into a few thousand groups. Only for
 * plain aggregates: a plan that needs a sort (a window) goes astray without one.
 */
export async function periodRowsOf<T>(db: Db, query: SQL, options: { hashGroups?: boolean } = {}): Promise<T[]> {
  const sorting = options.hashGroups ? 'off' : 'on';
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '128MB', true), set_config('enable_sort', ${sorting}, true)`);
    return rowsOf<T>(tx as unknown as Db, query);
  });
}

/** Zone keys to their names (the zones master data); a zone written as text keeps that text. */
export async function zoneNames(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await rowsOf<{ key: string; name: string | null }>(
    db,
    sql`select key, data->>'name' as name from records where resource = 'zones' and key in (${inList(keys)})`,
  );
  const names = new Map(rows.filter((row) => row.name).map((row) => [row.key, row.name as string]));
  // An address holds its zone as typed text, usually the zone's name: shown as it is.
  for (const key of keys) if (!names.has(key)) names.set(key, key);
  return names;
}

import { projectDateOf, projectMonthOf } from '../../db/project-clock';
import { dayInZone, startOfDayInZone } from '../../../domain/dated-money';
import { sql, type SQL } from 'drizzle-orm';
import { AGEING_BUCKETS } from '../../../domain/ageing';
import { isCurrency, type Currency } from '../../../domain/money';
import { emptyMitigationFigures, REPORT_CURRENCIES, type MitigationFigures, type MitigationGroup, type MitigationReport } from '../../../domain/money-reports';
import type { Db } from '../../db/open-db';
import {
  ageingBucketSql,
  inList,
  ledgerNoteFilters,
  minor,
  noteFilters,
  notesOfPeriod,
  paidAfterPeriod,
  periodInstants,
  periodRowsOf,
  periodSlices,
  zoneNames,
  type Instants,
  type MoneyFilters,
} from './money-report-sql';
import { listMitigationRows } from './mitigation-rows';

/** How many statements add up the period's notes side by side. */
const NOTE_SLICES = 2;

type Dimension = 'total' | 'taxType' | 'zone' | 'month';
type Grouped = { dimension: Dimension; key: string; currency: string } & Record<string, unknown>;

/**
 * Each query groups its rows four ways at once (grouping sets): overall, by tax type, by zone and
 * by month, per currency. `dimension` says which set a row belongs to.
 */
const GROUPING_SETS = sql`grouping sets ((currency), (tax_type, currency), (zone, currency), (month, currency))`;
const DIMENSION = sql`case when grouping(tax_type) = 0 then 'taxType' when grouping(zone) = 0 then 'zone' when grouping(month) = 0 then 'month' else 'total' end`;
const GROUP_KEY = sql`coalesce(case when grouping(tax_type) = 0 then tax_type when grouping(zone) = 0 then zone when grouping(month) = 0 then month end, '')`;
const grouped = (source: SQL, measures: SQL) =>
  sql`select ${DIMENSION} as dimension, ${GROUP_KEY} as key, currency, ${measures} from (${source}) s group by ${GROUPING_SETS}`;

/**
 * A year's rows are first added up per finest group: tax type, zone, month (`month_index`, a
 * small number), currency and the query's own keys. That one plain hash aggregate leaves a few
 * thousand partial sums, which the grouping sets then add up four ways: the same sums, without
 * hashing (or sorting) every row of the year once per grouping.
 */
const partialSums = (source: SQL, keys: string[], sums: SQL, months: string[]) => {
  const own = sql.raw(keys.map((key) => `, ${key}`).join(''));
  const labels = sql`array[${inList(months.map((first) => first.slice(0, 7)))}]::text[]`;
  return sql`select tax_type, zone, (${labels})[month_index] as month, currency${own}, ${sums}
    from (${source}) r group by tax_type, zone, month_index, currency${own}`;
};

/** The first days (YYYY-MM-01) of the calendar months the period touches, in order. */
export function monthsOfPeriod(filters: Pick<MoneyFilters, 'from' | 'to'>): string[] {
  const months: string[] = [];
  let [year, month] = filters.from.split('-').map(Number);
  const last = filters.to.slice(0, 7);
  for (;;) {
    const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
    months.push(first);
    if (first.slice(0, 7) >= last) return months;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/**
 * The rank (1-based) among `months` of the month an instant or day falls in (UTC): a binary search
 * over the months' first instants, many times cheaper over a year of rows than truncating each
 * to its month in a time zone.
 */
const monthIndex = (value: SQL, months: string[], type: 'timestamptz' | 'date') => {
  const starts = months.map((first) => (type === 'date' ? first : startOfDayInZone(first).toISOString()));
  return sql`width_bucket(${value}, array[${inList(starts)}]::${sql.raw(type)}[])`;
};

/** A note's columns the notes' figures group by, for notes aliased `n`. */
const noteGroupColumns = (filters: MoneyFilters, months: string[]) =>
  sql`n.tax_type, coalesce(n.zone, '') as zone, ${monthIndex(sql`n.created_at`, months, 'timestamptz')} as month_index, n.currency,
    n.lifecycle <> 'rejected' as kept, case when n.lifecycle in ('approved', 'issued') then ${ageingBucketSql(sql`n.due_date`, filters.to)} end as bucket`;

/**
 * The notes taxed in the period: taxed, outstanding at the period's end, aged overdue on its last
 * day, rejected. Each slice of the period's notes counts what they owe today (amount less the
 * cached paid amount); one more source puts back, on the same groups, what the ledger settled on
 * them after the period (few rows, none for a period ending today): no join of a year of notes.
 */
function notesQuery(filters: MoneyFilters, slice: Instants | 'paidLater'): SQL {
  const months = monthsOfPeriod(filters);
  const source =
    slice === 'paidLater'
      ? sql`select ${noteGroupColumns(filters, months)}, 0 as counted, 0 as amount, late.settled as remaining
        from (${paidAfterPeriod(filters)}) late join tax_notes n on n.key = late.note_key
        where ${notesOfPeriod(filters)}`
      : sql`select ${noteGroupColumns(filters, months)}, 1 as counted, n.amount, n.amount - n.paid_amount as remaining
        from tax_notes n where ${notesOfPeriod(filters, slice)}`;
  const sums = sql`sum(counted) as notes, sum(amount) as amount, sum(remaining) as remaining`;
  const aged = AGEING_BUCKETS.map((bucket) => sql`sum(remaining) filter (where kept and bucket = ${bucket})::text as ${sql.identifier(bucket)}`);
  return grouped(
    partialSums(source, ['kept', 'bucket'], sums, months),
    sql`coalesce(sum(notes) filter (where kept), 0)::text as "taxedNotes", sum(amount) filter (where kept)::text as taxed,
      sum(remaining) filter (where kept)::text as outstanding, ${sql.join(aged, sql`, `)},
      coalesce(sum(notes) filter (where not kept), 0)::text as "rejectedNotes", sum(amount) filter (where not kept)::text as rejected`,
  );
}

/**
 * The ledger rows dated in the period, reversals netted, grouped by their note's facts: the copies
 * each row carries (schema/payments.ts), so a year of the ledger is read without its notes.
 */
function collectedQuery(filters: MoneyFilters): SQL {
  const months = monthsOfPeriod(filters);
  const source = sql`
    select p.note_tax_type as tax_type, coalesce(p.note_zone, '') as zone, ${monthIndex(sql`p.payment_date`, months, 'date')} as month_index,
      p.settled_currency as currency, p.settled_amount
    from payments p
    where p.project_key in (${inList(filters.projectKeys)}) and p.payment_date between ${filters.from}::date and ${filters.to}::date and ${ledgerNoteFilters(filters)}`;
  return grouped(partialSums(source, [], sql`sum(settled_amount) as collected`, months), sql`sum(collected)::text as collected`);
}

const month = (instant: SQL) => sql`to_char(${instant}, 'YYYY-MM')`;

/** Approved amendments (what each took off) and disputed notes (each once), in the period. */
function eventsQuery(filters: MoneyFilters): SQL {
  const { start, end } = periodInstants(filters);
  const inPeriod = sql`e.project_key in (${inList(filters.projectKeys)}) and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz and ${noteFilters(filters)}`;
  const source = sql`
    select n.tax_type, coalesce(n.zone, '') as zone, ${projectMonthOf(sql`e.created_at`)} as month, n.currency, 'amended' as what,
      (e.data->>'previousAmount')::bigint - (e.data->>'amount')::bigint as amount
    from tax_note_events e join tax_notes n on n.key = e.note_key
    where e.kind = 'amendmentApproved' and ${inPeriod}
    union all
    select tax_type, zone, month, currency, 'disputed', amount from (
      select distinct on (n.key) n.tax_type, coalesce(n.zone, '') as zone, ${projectMonthOf(sql`e.created_at`)} as month, n.currency, n.amount
      from tax_note_events e join tax_notes n on n.key = e.note_key
      where e.kind = 'disputed' and ${inPeriod} order by n.key, e.id) d`;
  return grouped(
    source,
    sql`count(*) filter (where what = 'amended')::text as amendments, sum(amount) filter (where what = 'amended')::text as amended,
      count(*) filter (where what = 'disputed')::text as "disputedNotes", sum(amount) filter (where what = 'disputed')::text as disputed`,
  );
}

/**
 * Promises to pay whose day fell in the period and has passed, and that the ledger did not honour:
 * what the note's ledger settled from the call's day to the promised day is less than promised.
 */
function brokenPromisesQuery(filters: MoneyFilters, today: string): SQL {
  const source = sql`
    select n.tax_type, coalesce(n.zone, '') as zone, ${month(sql`c.promise_date`)} as month, n.currency, coalesce(c.promise_amount, 0) as promised
    from call_logs c join tax_notes n on n.key = c.note_key
    where c.project_key in (${inList(filters.projectKeys)}) and c.call_status = 'promiseToPay'
      and c.promise_date between ${filters.from}::date and ${filters.to}::date and c.promise_date < ${today}::date and ${noteFilters(filters)}
      and coalesce((select sum(p.settled_amount) from payments p where p.note_key = c.note_key
        and p.payment_date between ${projectDateOf(sql`c.called_at`)} and c.promise_date), 0) < c.promise_amount`;
  return grouped(source, sql`count(*)::text as "brokenPromises", sum(promised)::text as "brokenPromised"`);
}

const FIGURE_FIELDS = [
  'taxedNotes',
  'taxed',
  'collected',
  'outstanding',
  'amendments',
  'amended',
  'rejectedNotes',
  'rejected',
  'disputedNotes',
  'disputed',
  'brokenPromises',
  'brokenPromised',
] as const;

function addRow(figures: MitigationFigures, row: Grouped) {
  for (const field of FIGURE_FIELDS) if (field in row) figures[field] += minor(row[field]);
  for (const bucket of AGEING_BUCKETS) if (bucket in row) figures.overdue[bucket] += minor(row[bucket]);
}

/** Revenue at risk in the period and what reduced it, overall and by tax type, zone and month. */
export async function mitigationReport(db: Db, filters: MoneyFilters, now = new Date()): Promise<MitigationReport> {
  const today = dayInZone(now);
  // A year of notes is most of the work: its halves are added up side by side, each on its own
  // connection, and their sums added here like the other parts'.
  const parts = await Promise.all([
    ...[...periodSlices(filters, NOTE_SLICES), 'paidLater' as const].map((slice) =>
      periodRowsOf<Grouped>(db, notesQuery(filters, slice), { hashGroups: true }),
    ),
    periodRowsOf<Grouped>(db, collectedQuery(filters), { hashGroups: true }),
    periodRowsOf<Grouped>(db, eventsQuery(filters)),
    periodRowsOf<Grouped>(db, brokenPromisesQuery(filters, today)),
  ]);
  const totals = new Map<Currency, MitigationFigures>(REPORT_CURRENCIES.map((currency) => [currency, emptyMitigationFigures(currency)]));
  const groups = new Map<string, MitigationGroup>();
  for (const row of parts.flat()) {
    if (!isCurrency(row.currency)) continue;
    if (row.dimension === 'total') {
      addRow(totals.get(row.currency)!, row);
      continue;
    }
    const id = `${row.dimension}|${row.key}|${row.currency}`;
    if (!groups.has(id)) groups.set(id, { ...emptyMitigationFigures(row.currency), key: row.key, label: null });
    addRow(groups.get(id)!, row);
  }
  const of = (dimension: Dimension) =>
    [...groups.entries()]
      .filter(([id]) => id.startsWith(`${dimension}|`))
      .map(([, group]) => group)
      .sort((a, b) => a.key.localeCompare(b.key) || a.currency.localeCompare(b.currency));
  const byZone = of('zone');
  const names = await zoneNames(db, [...new Set(byZone.map((group) => group.key).filter(Boolean))]);
  for (const group of byZone) group.label = names.get(group.key) ?? null;
  const grid = filters.gridShown ? await listMitigationRows(db, filters) : null;
  return {
    from: filters.from,
    to: filters.to,
    gridShown: filters.gridShown,
    totals: [...totals.values()],
    byTaxType: of('taxType'),
    byZone,
    byMonth: of('month'),
    rows: grid?.rows ?? null,
    rowsTotal: grid?.total ?? null,
  };
}

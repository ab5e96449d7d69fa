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
  zoneNames,
  type MoneyFilters,
} from './money-report-sql';
import { listMitigationRows } from './mitigation-rows';

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
 * A year's rows are first added up per finest group: tax type, zone, month (`month_start`, a
 * timestamp, cheaper to group than text), currency and the query's own keys. That one plain
 * hash aggregate leaves a few thousand partial sums, which the grouping sets then add up four
 * ways: the same sums, without hashing (or sorting) every row of the year once per grouping.
 */
const partialSums = (source: SQL, keys: string[], sums: SQL) => {
  const own = sql.raw(keys.map((key) => `, ${key}`).join(''));
  return sql`select tax_type, zone, to_char(month_start, 'YYYY-MM') as month, currency${own}, ${sums}
    from (${source}) r group by tax_type, zone, month_start, currency${own}`;
};

const monthStart = (instant: SQL) => sql`date_trunc('month', ${instant})`;

/** The notes taxed in the period: taxed, outstanding at its end, aged overdue, rejected. */
function notesQuery(filters: MoneyFilters): SQL {
  const days = sql`(${filters.to}::date - n.due_date)`;
  const source = sql`
    select n.tax_type, coalesce(n.zone, '') as zone, ${monthStart(sql`n.created_at at time zone 'UTC'`)} as month_start, n.currency,
      n.lifecycle <> 'rejected' as kept, n.amount, n.amount - n.paid_amount + coalesce(late.settled, 0) as remaining,
      case when n.lifecycle in ('approved', 'issued') then ${ageingBucketSql(days)} end as bucket
    from tax_notes n left join (${paidAfterPeriod(filters)}) late on late.note_key = n.key
    where ${notesOfPeriod(filters)}`;
  const sums = sql`count(*) as notes, sum(amount) as amount, sum(remaining) as remaining`;
  const aged = AGEING_BUCKETS.map((bucket) => sql`sum(remaining) filter (where kept and bucket = ${bucket})::text as ${sql.identifier(bucket)}`);
  return grouped(
    partialSums(source, ['kept', 'bucket'], sums),
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
  const source = sql`
    select p.note_tax_type as tax_type, coalesce(p.note_zone, '') as zone, ${monthStart(sql`p.payment_date::timestamp`)} as month_start,
      p.settled_currency as currency, p.settled_amount
    from payments p
    where p.project_key in (${inList(filters.projectKeys)}) and p.payment_date between ${filters.from}::date and ${filters.to}::date and ${ledgerNoteFilters(filters)}`;
  return grouped(partialSums(source, [], sql`sum(settled_amount) as collected`), sql`sum(collected)::text as collected`);
}

const month = (instant: SQL) => sql`to_char(${instant}, 'YYYY-MM')`;

/** Approved amendments (what each took off) and disputed notes (each once), in the period. */
function eventsQuery(filters: MoneyFilters): SQL {
  const { start, end } = periodInstants(filters);
  const inPeriod = sql`e.project_key in (${inList(filters.projectKeys)}) and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz and ${noteFilters(filters)}`;
  const source = sql`
    select n.tax_type, coalesce(n.zone, '') as zone, ${month(sql`e.created_at at time zone 'UTC'`)} as month, n.currency, 'amended' as what,
      (e.data->>'previousAmount')::bigint - (e.data->>'amount')::bigint as amount
    from tax_note_events e join tax_notes n on n.key = e.note_key
    where e.kind = 'amendmentApproved' and ${inPeriod}
    union all
    select tax_type, zone, month, currency, 'disputed', amount from (
      select distinct on (n.key) n.tax_type, coalesce(n.zone, '') as zone, ${month(sql`e.created_at at time zone 'UTC'`)} as month, n.currency, n.amount
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
        and p.payment_date between (c.called_at at time zone 'UTC')::date and c.promise_date), 0) < c.promise_amount`;
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
  const today = now.toISOString().slice(0, 10);
  const parts = await Promise.all([
    periodRowsOf<Grouped>(db, notesQuery(filters), { hashGroups: true }),
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

import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../../domain/calendar-rules';
import {
  monthsOf,
  REGISTRATION_GRID_LIMIT,
  REGISTRATION_REPORTS,
  type CoverageRow,
  type CurrencyAmount,
  type RegistrationGridRow,
  type RegistrationKind,
  type RegistrationReport,
} from '../../../domain/registration-report';
import type { Db } from '../../db/open-db';
import { entityOf } from '../records/entity-registry';
import { periodRowsOf } from './money-report-sql';
import type { ReportFilters } from './report-filters';
import { objectNotes, registeredObjects, type ObjectScope } from './registration-objects';
import { startOfDayInZone } from '../../../domain/dated-money';

export type RegistrationFilters = ReportFilters & { category?: string };

/** The period's UTC bounds: from its first day's midnight to the midnight after its last day. */
export function periodBounds(from: string, to: string) {
  return { since: startOfDayInZone(from), until: startOfDayInZone(addDays(to, 1)) };
}

type Scope = ObjectScope & { since: Date };

export function scopeOf(kind: RegistrationKind, filters: RegistrationFilters): Scope {
  return { kind, projectKeys: filters.projectKeys, zone: filters.zone, category: filters.category, ...periodBounds(filters.from, filters.to) };
}

/** The objects and their period's notes, as the CTEs `objects` and `notes` every query reads. */
const withObjectsAndNotes = (scope: Scope, query: SQL) =>
  sql`with objects as materialized (${registeredObjects(scope)}), notes as materialized (${objectNotes(scope)}) ${query}`;

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

type FacetRow = {
  part: 'count' | 'amount' | 'month';
  facet: string;
  key: string | null;
  currency: string | null;
  registered: number;
  taxed: number;
  notes: number;
  amount: string | null;
};

/**
 * One statement for every figure but the grid: registered and taxed objects by facet (a zone, a
 * value of each dimension, the total), their amounts by facet and currency, and the amounts by
 * month. Grouping sets read the objects and the notes once.
 */
export function facetQuery(kind: RegistrationKind, scope: Scope): SQL {
  const dimensions = REGISTRATION_REPORTS[kind].dimensions.map((_, index) => `d${index}`);
  const facets = ['zone', ...dimensions];
  const facetOf = sql.raw(`case ${facets.map((f) => `when grouping(o.${f}) = 0 then '${f}'`).join(' ')} else 'total' end`);
  const keyOf = sql.raw(`case ${facets.map((f) => `when grouping(o.${f}) = 0 then o.${f}`).join(' ')} end`);
  const countSets = sql.raw([...facets.map((f) => `(o.${f})`), '()'].join(', '));
  const amountSets = sql.raw([...facets.map((f) => `(o.${f}, n.currency)`), '(n.currency)'].join(', '));
  return withObjectsAndNotes(
    scope,
    sql`, per_object as (select object_key, sum(notes) as notes from notes group by object_key)
    select 'count' as part, ${facetOf} as facet, ${keyOf} as key, null as currency,
        cast(count(*) as integer) as registered, cast(count(p.object_key) as integer) as taxed,
        cast(coalesce(sum(p.notes), 0) as integer) as notes, null as amount
      from objects o left join per_object p on p.object_key = o.key
      group by grouping sets (${countSets})
    union all
    select 'amount', ${facetOf}, ${keyOf}, n.currency, 0, 0, cast(sum(n.notes) as integer), cast(sum(n.amount) as text)
      from notes n join objects o on o.key = n.object_key
      group by grouping sets (${amountSets})
    union all
    select 'month', 'month', n.month, n.currency, 0, 0, cast(sum(n.notes) as integer), cast(sum(n.amount) as text)
      from notes n group by n.month, n.currency`,
  );
}

const byCurrency = (a: CurrencyAmount, b: CurrencyAmount) => a.currency.localeCompare(b.currency);
const emptyRow = (key: string | null): CoverageRow => ({ key, registered: 0, taxed: 0, notes: 0, amounts: [] });

/** Most registered first, then by name; the rows without a value ("no zone") last. */
const byWeight = (a: CoverageRow, b: CoverageRow) =>
  Number(a.key === null) - Number(b.key === null) || b.registered - a.registered || String(a.key).localeCompare(String(b.key));

const addAmount = (amounts: CurrencyAmount[], currency: string, amount: number) => {
  const entry = amounts.find((a) => a.currency === currency);
  if (entry) entry.amount += amount;
  else amounts.push({ currency, amount });
};

/** Zone names by key: an address may hold either, and people read names. */
export async function zoneNames(db: Db) {
  const rows = await rowsOf<{ key: string; name: string }>(db, sql`select key, data->>'name' as name from records where resource = 'zones'`);
  const names = new Map(rows.map((row) => [row.key, row.name]));
  return (zone: string | null) => (zone === null ? null : (names.get(zone) ?? zone));
}

function foldFacets(kind: RegistrationKind, from: string, to: string, rows: FacetRow[], zoneName: (zone: string | null) => string | null) {
  const facets = new Map<string, Map<string | null, CoverageRow>>();
  const rowOf = (facet: string, key: string | null) => {
    const group = facets.get(facet) ?? facets.set(facet, new Map()).get(facet)!;
    return group.get(key) ?? group.set(key, emptyRow(key)).get(key)!;
  };
  const months = new Map(monthsOf(from, to).map((month) => [month, { month, notes: 0, amounts: [] as CurrencyAmount[] }]));
  for (const row of rows) {
    if (row.part === 'month') {
      const month = months.get(row.key!);
      if (!month) continue;
      month.notes += row.notes;
      month.amounts.push({ currency: row.currency!, amount: Number(row.amount) });
      continue;
    }
    const target = rowOf(row.facet, row.facet === 'zone' ? zoneName(row.key) : row.key);
    if (row.part === 'count') {
      target.registered += row.registered;
      target.taxed += row.taxed;
      target.notes += row.notes;
    } else addAmount(target.amounts, row.currency!, Number(row.amount));
  }
  const sorted = (facet: string) => [...(facets.get(facet)?.values() ?? [])].map((r) => ({ ...r, amounts: r.amounts.sort(byCurrency) })).sort(byWeight);
  return {
    totals: sorted('total')[0] ?? emptyRow(null),
    byZone: sorted('zone'),
    byDimension: REGISTRATION_REPORTS[kind].dimensions.map((dimension, index) => ({ dimension, rows: sorted(`d${index}`) })),
    byMonth: [...months.values()].map((m) => ({ ...m, amounts: m.amounts.sort(byCurrency) })),
  };
}

type GridSqlRow = { key: string; label: string; zone: string | null; currency: string | null; notes: number; amount: string | null } & Record<string, unknown>;

/** Grid rows after `after` (label, key) in that order, at most `limit` objects. */
export async function registrationGridPage(db: Db, kind: RegistrationKind, scope: Scope, limit: number, after?: { label: string; key: string }) {
  const dimensions = REGISTRATION_REPORTS[kind].dimensions.map((_, index) => `d${index}`);
  const dimensionColumns = sql.raw(dimensions.map((d) => `o.${d}`).join(', '));
  const start = after ? sql`where (label, key) > (${after.label}, ${after.key})` : sql``;
  const rows = await rowsOf<GridSqlRow>(
    db,
    withObjectsAndNotes(
      scope,
      sql`select o.key, o.label, o.zone, ${dimensionColumns}, n.currency,
          cast(coalesce(sum(n.notes), 0) as integer) as notes, cast(sum(n.amount) as text) as amount
        from (select * from objects ${start} order by label, key limit ${limit}) o
        left join notes n on n.object_key = o.key
        group by o.key, o.label, o.zone, ${dimensionColumns}, n.currency
        order by o.label, o.key, n.currency`,
    ),
  );
  const grid = new Map<string, RegistrationGridRow>();
  for (const row of rows) {
    const entry =
      grid.get(row.key) ??
      grid
        .set(row.key, {
          _key: row.key,
          label: row.label,
          zone: row.zone,
          dimensions: dimensions.map((d) => (row[d] as string | null) ?? null),
          taxed: false,
          notes: 0,
          amounts: [],
        })
        .get(row.key)!;
    if (!row.currency) continue;
    entry.taxed = true;
    entry.notes += row.notes;
    entry.amounts.push({ currency: row.currency, amount: Number(row.amount) });
  }
  return [...grid.values()];
}

/** The choices of the kind's first dimension, as its schema declares them. */
function categoriesOf(kind: RegistrationKind): string[] {
  const spec = REGISTRATION_REPORTS[kind];
  const property = entityOf(spec.resource)?.inlined.properties[spec.dimensions[0]] as { enum?: unknown[] } | undefined;
  return (property?.enum ?? []).map(String);
}

/**
 * The coverage of one kind of tax base over a period: objects registered by the period's end
 * (under the zone and category filters), those a note not rejected was created for in the
 * period, and the amounts of those notes per currency.
 */
export async function registrationReport(db: Db, kind: RegistrationKind, filters: RegistrationFilters): Promise<RegistrationReport> {
  const scope = scopeOf(kind, filters);
  const zoneName = await zoneNames(db);
  const facets = foldFacets(kind, filters.from, filters.to, await periodRowsOf<FacetRow>(db, facetQuery(kind, scope)), zoneName);
  const grid = filters.gridShown ? await registrationGridPage(db, kind, scope, REGISTRATION_GRID_LIMIT) : null;
  const rows = grid && grid.map((row) => ({ ...row, zone: zoneName(row.zone) }));
  return {
    kind,
    from: filters.from,
    to: filters.to,
    projectKeys: filters.projectKeys,
    gridShown: filters.gridShown,
    categories: categoriesOf(kind),
    ...facets,
    rows,
    rowsTotal: rows ? facets.totals.registered : null,
  };
}

import { sql, type SQL } from 'drizzle-orm';
import { isCurrency, type Currency } from '../../../domain/money';
import {
  emptyAccountingFigures,
  REPORT_CURRENCIES,
  type AccountingFigures,
  type AccountingGroup,
  type AccountingReport,
  type AccountingRow,
} from '../../../domain/money-reports';
import type { Db } from '../../db/open-db';
import { inList, minor, noteFilters, notesOfPeriod, paidAfterPeriod, periodRowsOf, rowsOf, type MoneyFilters } from './money-report-sql';

const MEASURES = ['taxed', 'collected', 'outstanding', 'exchangeDifference'] as const;

/**
 * The exchange difference of one ledger row (src/domain/exchange-difference.ts) in SQL: the paid
 * amount at the note's frozen rate, rounded half away from zero, minus what it settled. USD → CDF
 * multiplies exactly in numeric; CDF → USD divides in whole numbers (the rate scaled by 10^6), so
 * no decimal quotient is ever rounded twice.
 */
const EXCHANGE_DIFFERENCE = sql`case
  when p.paid_currency = p.settled_currency then 0
  when p.paid_currency = 'USD' then round(p.paid_amount::numeric * n.conversion_rate) - p.settled_amount
  else sign(p.paid_amount::numeric) * div(2 * abs(p.paid_amount)::numeric * 1000000 + n.conversion_rate * 1000000, 2 * n.conversion_rate * 1000000) - p.settled_amount
end`;

/**
 * The figures to spread over each note's items: per note taxed in the period, its amount and what
 * it owed at the period's end; per note paid in the period, its ledger rows dated in the period,
 * netted, and their exchange differences.
 */
function noteFigures(filters: MoneyFilters): [SQL, SQL] {
  return [
    sql`select n.key as note_key, n.currency, n.amount as taxed, n.amount - n.paid_amount + coalesce(late.settled, 0) as outstanding
    from tax_notes n left join (${paidAfterPeriod(filters)}) late on late.note_key = n.key
    where ${notesOfPeriod(filters)} and n.lifecycle <> 'rejected'`,
    sql`select p.note_key, n.currency, sum(p.settled_amount) as collected, sum(${EXCHANGE_DIFFERENCE}) as "exchangeDifference"
    from payments p join tax_notes n on n.key = p.note_key
    where p.project_key in (${inList(filters.projectKeys)}) and p.payment_date between ${filters.from}::date and ${filters.to}::date and ${noteFilters(filters)}
    group by p.note_key, n.currency`,
  ];
}

/**
 * A figure t's share for the current item (src/domain/item-allocation.ts): cumulative rounding on
 * |t| with the sign put back, floor(|t|·C_i/W) − floor(|t|·C_{i−1}/W), exact in numeric.
 */
const share = (figure: string) => {
  const t = sql.identifier(figure);
  return sql`sign(${t}::numeric) * (div(abs(${t})::numeric * cum, whole) - div(abs(${t})::numeric * (cum - weight), whole))`;
};

/**
 * The notes taxed in the period and the notes paid in it, one row each with all four figures: a
 * full join by note rather than a union grouped by note, which would hash every row again.
 */
function perNote(filters: MoneyFilters): SQL {
  const [taxedPart, paidPart] = noteFigures(filters);
  return sql`select coalesce(t.note_key, c.note_key) as note_key, coalesce(t.currency, c.currency) as currency,
      coalesce(t.taxed, 0) as taxed, coalesce(t.outstanding, 0) as outstanding,
      coalesce(c.collected, 0) as collected, coalesce(c."exchangeDifference", 0) as "exchangeDifference"
    from (${taxedPart}) t full join (${paidPart}) c on c.note_key = t.note_key`;
}

function accountingQuery(filters: MoneyFilters): SQL {
  const measures = MEASURES.map((figure) => sql`sum(${share(figure)})::text as ${sql.identifier(figure)}`);
  // The window partitions by note in byte order ("C"): grouping needs only equal keys to meet, and
  // comparing bytes is many times cheaper than the language's collation over a year of items.
  // Items keep their order within a note (position, then key), the domain's order.
  return sql`
    with windowed as (
      -- One sort serves every window: same partition, same order.
      select pn.note_key, pn.currency, pn.taxed, pn.outstanding, pn.collected, pn."exchangeDifference", i.account, i.nomenclature_item_key, i.kind,
        i.declared_amount, sum(i.declared_amount) over note_items as declared_total, sum(i.declared_amount) over items_so_far as declared_so_far,
        count(*) over note_items as item_count, row_number() over items_so_far as item_number
      from (${perNote(filters)}) pn join tax_note_items i on i.note_key = pn.note_key
      window note_items as (partition by i.note_key collate "C"), items_so_far as (partition by i.note_key collate "C" order by i.position, i.key rows unbounded preceding)
    ), spread as (
      -- Items whose declared amounts are all zero weigh one each.
      select w.*, case when declared_total = 0 then 1 else declared_amount end as weight,
        case when declared_total = 0 then item_number else declared_so_far end as cum,
        case when declared_total = 0 then item_count else declared_total end as whole
      from windowed w
    )
    select account, nomenclature_item_key as item, currency, ${sql.join(measures, sql`, `)},
      sum(${share('taxed')}) filter (where kind = 'penalty')::text as penalties
    from spread group by account, nomenclature_item_key, currency`;
}

type Raw = { account: string; item: string; currency: string } & Record<(typeof MEASURES)[number] | 'penalties', string | null>;

function add(target: AccountingFigures, source: AccountingFigures) {
  target.taxed += source.taxed;
  target.collected += source.collected;
  target.outstanding += source.outstanding;
  target.penalties += source.penalties;
  target.exchangeDifference += source.exchangeDifference;
}

/** The chapter of each nomenclature item, from its record (an item without one reads ''). */
async function chaptersOf(db: Db, keys: string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await rowsOf<{ key: string; chapter: string | null }>(
    db,
    sql`select key, data->>'chapter' as chapter from records where resource = 'nomenclatureItems' and key in (${inList(keys)})`,
  );
  return new Map(rows.map((row) => [row.key, row.chapter ?? '']));
}

/**
 * Taxed, collected, outstanding, penalties and exchange differences by nomenclature account and
 * chapter. Each note's figures are spread over its items in the database, so a year of notes is
 * added up there; the totals equal the notes' amounts and the ledger's settled sums exactly.
 */
export async function accountingReport(db: Db, filters: MoneyFilters): Promise<AccountingReport> {
  const raw = await periodRowsOf<Raw>(db, accountingQuery(filters));
  const chapters = await chaptersOf(db, [...new Set(raw.map((row) => row.item))]);
  const rows = new Map<string, AccountingRow>();
  for (const row of raw) {
    if (!isCurrency(row.currency)) continue;
    const chapter = chapters.get(row.item) ?? '';
    const id = `${row.account}|${chapter}|${row.currency}`;
    if (!rows.has(id)) rows.set(id, { ...emptyAccountingFigures(row.currency), account: row.account, chapter });
    add(rows.get(id)!, {
      currency: row.currency,
      taxed: minor(row.taxed),
      collected: minor(row.collected),
      outstanding: minor(row.outstanding),
      penalties: minor(row.penalties),
      exchangeDifference: minor(row.exchangeDifference),
    });
  }
  const accounts = [...rows.values()].sort(
    (a, b) => a.account.localeCompare(b.account) || a.chapter.localeCompare(b.chapter) || a.currency.localeCompare(b.currency),
  );
  const totals = new Map<Currency, AccountingFigures>(REPORT_CURRENCIES.map((currency) => [currency, emptyAccountingFigures(currency)]));
  const chaptersTotals = new Map<string, AccountingGroup>();
  for (const row of accounts) {
    add(totals.get(row.currency)!, row);
    const id = `${row.chapter}|${row.currency}`;
    if (!chaptersTotals.has(id)) chaptersTotals.set(id, { ...emptyAccountingFigures(row.currency), chapter: row.chapter });
    add(chaptersTotals.get(id)!, row);
  }
  return {
    from: filters.from,
    to: filters.to,
    gridShown: filters.gridShown,
    totals: [...totals.values()],
    byChapter: [...chaptersTotals.values()].sort((a, b) => a.chapter.localeCompare(b.chapter) || a.currency.localeCompare(b.currency)),
    rows: filters.gridShown ? accounts : null,
  };
}

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
import { inList, ledgerNoteFilters, minor, notesOfPeriod, paidAfterPeriod, periodRowsOf, rowsOf, type MoneyFilters } from './money-report-sql';

const MEASURES = ['taxed', 'collected', 'outstanding', 'exchangeDifference'] as const;

/**
 * The exchange difference of one ledger row (src/domain/exchange-difference.ts) in SQL: the paid
 * amount at the note's frozen rate (copied onto the row), rounded half away from zero, minus what
 * it settled. USD → CDF multiplies exactly in numeric; CDF → USD divides in whole numbers (the rate
 * scaled by 10^6), so no decimal quotient is ever rounded twice. Each row's difference is whole,
 * so it is added up as bigint, many times cheaper than numeric over a year of rows.
 */
const EXCHANGE_DIFFERENCE = sql`(case
  when p.paid_currency = p.settled_currency then 0
  when p.paid_currency = 'USD' then round(p.paid_amount::numeric * p.note_conversion_rate) - p.settled_amount
  else sign(p.paid_amount::numeric) * div(2 * abs(p.paid_amount)::numeric * 1000000 + p.note_conversion_rate * 1000000, 2 * p.note_conversion_rate * 1000000) - p.settled_amount
end)::bigint`;

/**
 * The figures to spread over each note's items: per note taxed in the period, its amount and what
 * it owed at the period's end; per note paid in the period, its ledger rows dated in the period,
 * netted, and their exchange differences. A ledger row carries its note's currency (the settled
 * one), rate, tax type and zone, so the paid side reads the ledger alone.
 */
function noteFigures(filters: MoneyFilters): [SQL, SQL] {
  return [
    sql`select n.key as note_key, n.currency, n.amount as taxed, n.amount - n.paid_amount + coalesce(late.settled, 0) as outstanding
    from tax_notes n left join (${paidAfterPeriod(filters)}) late on late.note_key = n.key
    where ${notesOfPeriod(filters)} and n.lifecycle <> 'rejected'`,
    sql`select p.note_key, p.settled_currency as currency, sum(p.settled_amount)::bigint as collected, sum(${EXCHANGE_DIFFERENCE})::bigint as "exchangeDifference"
    from payments p
    where p.project_key in (${inList(filters.projectKeys)}) and p.payment_date between ${filters.from}::date and ${filters.to}::date and ${ledgerNoteFilters(filters)}
    group by p.note_key, p.settled_currency`,
  ];
}

/**
 * A figure t's share for the current item (src/domain/item-allocation.ts): cumulative rounding on
 * |t| with the sign put back, floor(|t|·C_i/W) − floor(|t|·C_{i−1}/W). A note's only item takes
 * the whole figure (the formula gives t). Otherwise the products are computed in bigint while
 * they cannot overflow (|t| and W, hence C_i ≤ W, both below 3·10^9: a product below 9·10^18),
 * where integer division of non-negative numbers is the floor, and in exact numeric beyond: the
 * same shares, numeric arithmetic being many times slower over a year of items.
 */
const share = (figure: string) => {
  const t = sql.identifier(figure);
  return sql`case when item_count = 1 then ${t}
    when abs(${t}) < 3000000000 and whole < 3000000000 then (abs(${t}) * cum / whole - abs(${t}) * (cum - weight) / whole) * (case when ${t} < 0 then -1 else 1 end)
    else sign(${t}::numeric) * (div(abs(${t})::numeric * cum, whole) - div(abs(${t})::numeric * (cum - weight), whole)) end`;
};

/**
 * The notes taxed in the period and the notes paid in it, one row each with all four figures: a
 * full join by note rather than a union grouped by note, which would hash every row again. The
 * figures are whole numbers typed bigint, so that the shares take the integer path.
 */
function perNote(filters: MoneyFilters): SQL {
  const [taxedPart, paidPart] = noteFigures(filters);
  return sql`select coalesce(t.note_key, c.note_key) as note_key, coalesce(t.currency, c.currency) as currency,
      coalesce(t.taxed, 0)::bigint as taxed, coalesce(t.outstanding, 0)::bigint as outstanding,
      coalesce(c.collected, 0)::bigint as collected, coalesce(c."exchangeDifference", 0)::bigint as "exchangeDifference"
    from (${taxedPart}) t full join (${paidPart}) c on c.note_key = t.note_key`;
}

function accountingQuery(filters: MoneyFilters): SQL {
  const measures = MEASURES.map((figure) => sql`sum(${share(figure)})::text as ${sql.identifier(figure)}`);
  // Each item carries its weights (written with it: schema/taxation.ts), so no window sorts a
  // year of items by note. Items whose declared amounts are all zero weigh one each.
  return sql`
    select account, nomenclature_item_key as item, currency, ${sql.join(measures, sql`, `)},
      sum(${share('taxed')}) filter (where kind = 'penalty')::text as penalties
    from (
      select pn.*, i.account, i.nomenclature_item_key, i.kind, i.item_count,
        case when i.declared_total = 0 then 1 else i.declared_amount end as weight,
        case when i.declared_total = 0 then i.item_number else i.declared_running end as cum,
        case when i.declared_total = 0 then i.item_count else i.declared_total end as whole
      from (${perNote(filters)}) pn join tax_note_items i on i.note_key = pn.note_key
    ) spread
    group by account, nomenclature_item_key, currency`;
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

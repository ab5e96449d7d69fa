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
import { inList, ledgerNoteFilters, minor, periodInstants, periodRowsOf, rowsOf, type MoneyFilters } from './money-report-sql';

/** The item-side filters (zone, tax type) on items aliased `i`, through their copies of the note's. */
function itemNoteFilters(filters: MoneyFilters): SQL {
  const parts = [sql`true`];
  if (filters.zone) parts.push(sql`i.note_zone = ${filters.zone}`);
  if (filters.taxType) parts.push(sql`i.note_tax_type = ${filters.taxType}`);
  return sql.join(parts, sql` and `);
}

/**
 * The notes taxed in the period, by item: each item's share of its note's amount, and that share
 * less the ledger's postings onto the item to date (both kept on the item by triggers:
 * schema/taxation.ts). Rejected notes count for nothing.
 */
function taxedQuery(filters: MoneyFilters): SQL {
  const { start, end } = periodInstants(filters);
  return sql`select i.account, i.nomenclature_item_key as item, i.note_currency as currency,
      sum(i.amount_share)::text as taxed, sum(i.amount_share) filter (where i.kind = 'penalty')::text as penalties,
      sum(i.amount_share - i.paid_share)::text as outstanding
    from tax_note_items i
    where i.note_project_key in (${inList(filters.projectKeys)}) and i.note_created_at >= ${start}::timestamptz and i.note_created_at < ${end}::timestamptz
      and i.note_kept and ${itemNoteFilters(filters)}
    group by i.account, i.nomenclature_item_key, i.note_currency`;
}

/** The ledger rows dated in the period as posted onto the items: collected and exchange differences. */
function collectedQuery(filters: MoneyFilters): SQL {
  return sql`select p.account, p.nomenclature_item_key as item, p.currency,
      sum(p.settled_share)::text as collected, sum(p.exchange_share)::text as "exchangeDifference"
    from payment_item_shares p
    where p.project_key in (${inList(filters.projectKeys)}) and p.payment_date between ${filters.from}::date and ${filters.to}::date and ${ledgerNoteFilters(filters)}
    group by p.account, p.nomenclature_item_key, p.currency`;
}

/**
 * What the ledger posted after the period onto the items of the notes taxed in it: their paid
 * shares count it, but at the period's end it was still owed. None for a period ending today, few
 * for a recent one. A rejected note was never payable, so it has no postings.
 */
function paidLaterQuery(filters: MoneyFilters): SQL {
  const { start, end } = periodInstants(filters);
  return sql`select p.account, p.nomenclature_item_key as item, p.currency, sum(p.settled_share)::text as outstanding
    from payment_item_shares p
    where p.project_key in (${inList(filters.projectKeys)}) and p.payment_date > ${filters.to}::date
      and p.note_created_at >= ${start}::timestamptz and p.note_created_at < ${end}::timestamptz and ${ledgerNoteFilters(filters)}
    group by p.account, p.nomenclature_item_key, p.currency`;
}

type Figure = 'taxed' | 'collected' | 'outstanding' | 'penalties' | 'exchangeDifference';
type Raw = { account: string; item: string; currency: string } & Partial<Record<Figure, string | null>>;

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
 * chapter. A note's amount and each ledger row are posted onto the note's items when written
 * (cumulative rounding, src/domain/item-allocation.ts), so a period adds up postings alone: the
 * totals equal the notes' amounts and the ledger's settled sums exactly.
 */
export async function accountingReport(db: Db, filters: MoneyFilters): Promise<AccountingReport> {
  // Three independent sums, each on its own connection: a year of items and a year of postings
  // are read side by side.
  const parts = await Promise.all([taxedQuery(filters), collectedQuery(filters), paidLaterQuery(filters)].map((query) => periodRowsOf<Raw>(db, query)));
  const raw = parts.flat();
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

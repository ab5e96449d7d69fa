import { and, asc, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../../domain/calendar-rules';
import type { BankFinancialsReport, FinancialLine, FinancialMonth, FinancialTotal, TransferRow } from '../../../domain/bank-reports';
import type { Db } from '../../db/open-db';
import { payments, revenueShares, settlements } from '../../db/schema';
import { byBeneficiary, paymentDateWithin, settledSoFar, sharesOwed } from '../revenue-shares/beneficiary-totals';
import { bankNames, minorUnits, paymentScope, type BankReportFilters } from './bank-report-scope';

const lineKey = (beneficiaryKey: string, currency: string) => `${beneficiaryKey}\u0000${currency}`;

/** Shares of the payments the filters keep (every payment when no bank, method or zone narrows them). */
function shareScope(filters: BankReportFilters, projectKey: string): SQL[] {
  if (!filters.banks && !filters.method && !filters.zone) return [];
  const kept = sql`select ${payments.key} from ${payments} where ${and(...paymentScope({ ...filters, projectKeys: [projectKey] }))}`;
  return [sql`${revenueShares.paymentKey} in (${kept})`];
}

/** A bank's agent sees the transfers made through their banks only. */
const transferScope = (filters: BankReportFilters): SQL[] =>
  filters.banks ? [filters.banks.length ? inArray(settlements.bankKey, [...filters.banks]) : sql`false`] : [];

/**
 * Revenue by beneficiary of the split, per currency, for the period and cumulated up to its last
 * day, with a month-by-month view. The history before the period is summed by the revenue-split
 * services' own sums; the period is read once, grouped by month.
 */
export async function bankFinancialsReport(db: Db, filters: BankReportFilters): Promise<BankFinancialsReport> {
  const settledKnown = !filters.zone;
  const lines = new Map<string, FinancialLine>();
  const line = (beneficiaryKey: string, beneficiaryName: string, currency: string) => {
    const key = lineKey(beneficiaryKey, currency);
    const found = lines.get(key);
    // A transfer only knows the key: the shares give the name, whichever is read first.
    if (found && found.beneficiaryName === beneficiaryKey) found.beneficiaryName = beneficiaryName;
    if (found) return found;
    const zero = settledKnown ? 0 : null;
    const created: FinancialLine = {
      beneficiaryKey,
      beneficiaryName,
      currency,
      collected: 0,
      settled: zero,
      outstanding: zero,
      collectedToDate: 0,
      settledToDate: zero,
      outstandingToDate: zero,
    };
    lines.set(key, created);
    return created;
  };
  const months = new Map<string, FinancialMonth>();
  const month = (name: string, beneficiaryKey: string, currency: string) => {
    const key = `${name}\u0000${lineKey(beneficiaryKey, currency)}`;
    const found = months.get(key) ?? { month: name, beneficiaryKey, currency, collected: 0, settled: settledKnown ? 0 : null };
    months.set(key, found);
    return found;
  };
  const add = (value: number | null, amount: number) => (value === null ? null : value + amount);

  for (const projectKey of filters.projectKeys) {
    const scope = shareScope(filters, projectKey);
    for (const before of await sharesOwed(db, projectKey, [...paymentDateWithin(undefined, addDays(filters.from, -1)), ...scope])) {
      line(before.beneficiaryKey, before.beneficiaryName, before.currency).collectedToDate += before.amount;
    }
    for (const cell of await collectedByMonth(db, projectKey, filters, scope)) {
      const amount = minorUnits(cell.amount);
      const target = line(cell.beneficiaryKey, cell.beneficiaryName, cell.currency);
      target.collected += amount;
      target.collectedToDate += amount;
      month(cell.month, cell.beneficiaryKey, cell.currency).collected += amount;
    }
    if (!settledKnown) continue;
    for (const before of await settledSoFar(db, projectKey, [lt(settlements.transferDate, filters.from), ...transferScope(filters)])) {
      const target = line(before.beneficiaryKey, before.beneficiaryKey, before.currency);
      target.settledToDate = add(target.settledToDate, before.amount);
    }
    for (const cell of await settledByMonth(db, projectKey, filters)) {
      const amount = minorUnits(cell.amount);
      const target = line(cell.beneficiaryKey, cell.beneficiaryKey, cell.currency);
      target.settled = add(target.settled, amount);
      target.settledToDate = add(target.settledToDate, amount);
      const inMonth = month(cell.month, cell.beneficiaryKey, cell.currency);
      inMonth.settled = add(inMonth.settled, amount);
    }
  }

  const sorted = [...lines.values()]
    .map((entry) => ({
      ...entry,
      outstanding: entry.settled === null ? null : entry.collected - entry.settled,
      outstandingToDate: entry.settledToDate === null ? null : entry.collectedToDate - entry.settledToDate,
    }))
    .sort((a, b) => byBeneficiary(a, b) || a.currency.localeCompare(b.currency));
  const names = new Map(sorted.map((entry) => [entry.beneficiaryKey, entry.beneficiaryName]));
  return {
    settledKnown,
    totals: totalsOf(sorted),
    lines: sorted,
    months: [...months.values()].sort(
      (a, b) => a.month.localeCompare(b.month) || a.beneficiaryKey.localeCompare(b.beneficiaryKey) || a.currency.localeCompare(b.currency),
    ),
    rows: filters.gridShown && settledKnown ? await transfers(db, filters, names) : filters.gridShown ? [] : null,
  };
}

function totalsOf(lines: FinancialLine[]): FinancialTotal[] {
  const totals = new Map<string, FinancialTotal>();
  const add = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);
  for (const { beneficiaryKey: _key, beneficiaryName: _name, ...figures } of lines) {
    const total = totals.get(figures.currency);
    totals.set(
      figures.currency,
      total
        ? {
            currency: figures.currency,
            collected: total.collected + figures.collected,
            settled: add(total.settled, figures.settled),
            outstanding: add(total.outstanding, figures.outstanding),
            collectedToDate: total.collectedToDate + figures.collectedToDate,
            settledToDate: add(total.settledToDate, figures.settledToDate),
            outstandingToDate: add(total.outstandingToDate, figures.outstandingToDate),
          }
        : figures,
    );
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

const monthOf = (column: typeof revenueShares.paymentDate | typeof settlements.transferDate) => sql<string>`to_char(${column}, 'YYYY-MM')`;

function collectedByMonth(db: Db, projectKey: string, filters: BankReportFilters, scope: SQL[]) {
  return db
    .select({
      month: monthOf(revenueShares.paymentDate),
      beneficiaryKey: revenueShares.beneficiaryKey,
      beneficiaryName: sql<string>`(array_agg(${revenueShares.beneficiaryName} order by ${revenueShares.createdAt} desc))[1]`,
      currency: revenueShares.currency,
      amount: sql<string>`sum(${revenueShares.amount})`,
    })
    .from(revenueShares)
    .where(and(inArray(revenueShares.projectKey, [projectKey]), ...paymentDateWithin(filters.from, filters.to), ...scope))
    .groupBy(monthOf(revenueShares.paymentDate), revenueShares.beneficiaryKey, revenueShares.currency);
}

function settledByMonth(db: Db, projectKey: string, filters: BankReportFilters) {
  return db
    .select({
      month: monthOf(settlements.transferDate),
      beneficiaryKey: settlements.beneficiaryKey,
      currency: settlements.currency,
      amount: sql<string>`sum(${settlements.amount})`,
    })
    .from(settlements)
    .where(
      and(
        inArray(settlements.projectKey, [projectKey]),
        gte(settlements.transferDate, filters.from),
        lte(settlements.transferDate, filters.to),
        ...transferScope(filters),
      ),
    )
    .groupBy(monthOf(settlements.transferDate), settlements.beneficiaryKey, settlements.currency);
}

/** The period's transfers, by date; the beneficiary named as its shares name it. */
export async function transfers(db: Db, filters: BankReportFilters, names: Map<string, string>): Promise<TransferRow[]> {
  const rows = await db
    .select({
      _key: settlements.key,
      transferDate: sql<string>`${settlements.transferDate}::text`,
      beneficiaryKey: settlements.beneficiaryKey,
      currency: settlements.currency,
      amount: settlements.amount,
      bankKey: settlements.bankKey,
      transferReference: settlements.transferReference,
    })
    .from(settlements)
    .where(
      and(
        inArray(settlements.projectKey, filters.projectKeys),
        gte(settlements.transferDate, filters.from),
        lte(settlements.transferDate, filters.to),
        ...transferScope(filters),
      ),
    )
    .orderBy(asc(settlements.transferDate), asc(settlements.createdAt), asc(settlements.key));
  const banks = await bankNames(db, [...new Set(rows.map((row) => row.bankKey).filter((key): key is string => Boolean(key)))]);
  return rows.map((row) => ({
    ...row,
    beneficiaryName: names.get(row.beneficiaryKey) ?? row.beneficiaryKey,
    bankName: row.bankKey ? (banks.get(row.bankKey) ?? row.bankKey) : null,
  }));
}

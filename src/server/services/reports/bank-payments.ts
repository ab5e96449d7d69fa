import { and, asc, eq, sql } from 'drizzle-orm';
import type { BankPaymentDay, BankPaymentGroup, BankPaymentRow, BankPaymentsReport, BankPaymentTotal } from '../../../domain/bank-reports';
import { CURRENCIES } from '../../../domain/money';
import type { Db } from '../../db/open-db';
import { payments, taxNotes } from '../../db/schema';
import { bankNames, minorUnits, paymentsWithin, type BankReportFilters } from './bank-report-scope';

/** The screen lists this many ledger rows at most; the export holds them all. */
export const GRID_ROW_LIMIT = 1000;

const METHOD_ORDER = ['bank', 'cash', 'collectionPoint'];

/**
 * Payments by bank, day, method and currency for reconciliation with bank statements. Reversals
 * are rows of negative amounts, so every sum nets them. One aggregate over the period's ledger
 * rows (grouped by day, bank, method and currencies) gives the totals, the groups and the chart.
 */
export async function bankPaymentsReport(db: Db, filters: BankReportFilters): Promise<BankPaymentsReport> {
  const cells = await db
    .select({
      day: sql<string>`${payments.paymentDate}::text`,
      bankKey: payments.bankKey,
      method: payments.method,
      paidCurrency: payments.paidCurrency,
      settledCurrency: payments.settledCurrency,
      payments: sql<number>`(count(*) filter (where ${payments.kind} = 'payment'))::int`,
      reversals: sql<number>`(count(*) filter (where ${payments.kind} = 'reversal'))::int`,
      paid: sql<string>`sum(${payments.paidAmount})`,
      settled: sql<string>`sum(${payments.settledAmount})`,
    })
    .from(payments)
    .where(and(...paymentsWithin(filters)))
    .groupBy(payments.paymentDate, payments.bankKey, payments.method, payments.paidCurrency, payments.settledCurrency);

  const names = await bankNames(db, [...new Set(cells.map((cell) => cell.bankKey).filter((key): key is string => Boolean(key)))]);
  const totals = new Map<string, BankPaymentTotal>(
    CURRENCIES.map((currency) => [currency, { currency, payments: 0, reversals: 0, paidAmount: 0, settledAmount: 0 }]),
  );
  const groups = new Map<string, BankPaymentGroup>();
  const daily = new Map<string, BankPaymentDay>();
  let rowCount = 0;
  for (const cell of cells) {
    const paid = minorUnits(cell.paid);
    rowCount += cell.payments + cell.reversals;
    const paidTotal = totals.get(cell.paidCurrency);
    if (paidTotal)
      Object.assign(paidTotal, {
        payments: paidTotal.payments + cell.payments,
        reversals: paidTotal.reversals + cell.reversals,
        paidAmount: paidTotal.paidAmount + paid,
      });
    const settledTotal = totals.get(cell.settledCurrency);
    if (settledTotal) settledTotal.settledAmount += minorUnits(cell.settled);

    const groupKey = [cell.bankKey, cell.method, cell.paidCurrency].join('\u0000');
    const group = groups.get(groupKey) ?? {
      bankKey: cell.bankKey,
      bankName: cell.bankKey ? (names.get(cell.bankKey) ?? cell.bankKey) : null,
      method: cell.method,
      currency: cell.paidCurrency,
      payments: 0,
      reversals: 0,
      paidAmount: 0,
    };
    groups.set(groupKey, {
      ...group,
      payments: group.payments + cell.payments,
      reversals: group.reversals + cell.reversals,
      paidAmount: group.paidAmount + paid,
    });

    const dayKey = [cell.day, cell.bankKey, cell.method, cell.paidCurrency].join('\u0000');
    const day = daily.get(dayKey) ?? { day: cell.day, bankKey: cell.bankKey, method: cell.method, currency: cell.paidCurrency, paidAmount: 0 };
    daily.set(dayKey, { ...day, paidAmount: day.paidAmount + paid });
  }

  const rows = filters.gridShown ? await ledgerRows(db, filters, names) : null;
  return {
    totals: [...totals.values()],
    groups: [...groups.values()].sort(
      (a, b) =>
        METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) ||
        (a.bankName ?? '').localeCompare(b.bankName ?? '') ||
        a.currency.localeCompare(b.currency),
    ),
    daily: [...daily.values()].sort((a, b) => a.day.localeCompare(b.day)),
    rows,
    rowCount,
  };
}

/** Where a page of ledger rows ended: the next page starts after it (microseconds kept as text). */
export type LedgerCursor = { paymentDate: string; createdAt: string; key: string };

/**
 * The period's ledger rows in the order a bank statement reads: by day, then as recorded. A page
 * continues after a cursor rather than at an offset, so a long export reads each row once.
 */
export function ledgerRowQuery(db: Db, filters: BankReportFilters, after?: LedgerCursor) {
  const next = after
    ? [sql`(${payments.paymentDate}, ${payments.createdAt}, ${payments.key}) > (${after.paymentDate}::date, ${after.createdAt}::timestamptz, ${after.key})`]
    : [];
  return db
    .select({
      _key: payments.key,
      kind: payments.kind,
      paymentDate: sql<string>`${payments.paymentDate}::text`,
      createdAt: sql<string>`${payments.createdAt}::text`,
      bankKey: payments.bankKey,
      method: payments.method,
      bankSlipNumber: payments.bankSlipNumber,
      receiptNumber: payments.receiptNumber,
      reference: taxNotes.reference,
      taxpayerName: taxNotes.taxpayerName,
      paidCurrency: payments.paidCurrency,
      paidAmount: payments.paidAmount,
      settledCurrency: payments.settledCurrency,
      settledAmount: payments.settledAmount,
      recordedByName: payments.recordedByName,
    })
    .from(payments)
    .innerJoin(taxNotes, eq(taxNotes.key, payments.noteKey))
    .where(and(...paymentsWithin(filters), ...next))
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt), asc(payments.key));
}

async function ledgerRows(db: Db, filters: BankReportFilters, names: Map<string, string>): Promise<BankPaymentRow[]> {
  const rows = await ledgerRowQuery(db, filters).limit(GRID_ROW_LIMIT);
  return rows.map(({ createdAt: _createdAt, ...row }) => ({ ...row, bankName: row.bankKey ? (names.get(row.bankKey) ?? row.bankKey) : null }));
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { instalments, payments, referenceCounters, revenueShares, settlements, taxNoteEvents, taxNotes } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { RECEIPT_SERIES } from '../../src/server/db/seed/demo-payments-seed';
import { convertMinor, type Currency } from '../../src/domain/money';
import { isValidReference } from '../../src/domain/tax-reference';

type Payment = typeof payments.$inferSelect;
let t: TestApp;
let admin: SessionUser;
let notes: (typeof taxNotes.$inferSelect)[];
let ledger: Payment[];
let shares: (typeof revenueShares.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const db = t.database.db;
  notes = await db.select().from(taxNotes).where(eq(taxNotes.projectKey, TAX_PROJECT_KEY));
  ledger = await db.select().from(payments).where(eq(payments.projectKey, TAX_PROJECT_KEY)).orderBy(asc(payments.createdAt));
  shares = await db.select().from(revenueShares).where(eq(revenueShares.projectKey, TAX_PROJECT_KEY));
});
afterAll(async () => {
  await t.close();
});

const api = (url: string) => t.request({ method: 'GET', url: `/api${url}`, headers: t.headersFor(admin) });
const sumBy = <T>(rows: T[], key: (row: T) => string, amount: (row: T) => number) => {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + amount(row));
  return totals;
};

describe('the demo payments', () => {
  it('cover a good share of the payable notes, by every method, in both currencies, with instalments and reversals', async () => {
    const payable = notes.filter((n) => n.lifecycle === 'approved' || n.lifecycle === 'issued');
    const paidNotes = new Set(ledger.map((p) => p.noteKey));
    expect(paidNotes.size).toBeGreaterThan(payable.length / 3);
    const kinds = new Set(ledger.filter((p) => p.kind === 'payment').map((p) => `${p.method} ${p.paidCurrency}`));
    expect(kinds).toEqual(new Set(['bank USD', 'bank CDF', 'cash USD', 'cash CDF', 'collectionPoint USD', 'collectionPoint CDF']));
    expect(ledger.filter((p) => p.method === 'bank').every((p) => p.bankKey && p.bankSlipNumber)).toBe(true);
    expect(ledger.filter((p) => p.method === 'cash').every((p) => p.cashierName)).toBe(true);
    expect(ledger.filter((p) => p.kind === 'reversal').length).toBeGreaterThan(5);
    const split = await t.database.db.select().from(instalments);
    expect(new Set(split.map((i) => i.noteKey)).size).toBeGreaterThan(20);
    expect(notes.filter((n) => n.paidAmount > 0 && n.paidAmount < n.amount).length).toBeGreaterThan(10);
    const payableKeys = new Set(payable.filter((n) => !n.disputed).map((n) => n.key));
    expect([...paidNotes].filter((key) => !payableKeys.has(key))).toEqual([]);
  });

  it('leave each note paid exactly what its ledger says, never more than its amount', () => {
    const settled = sumBy(
      ledger,
      (p) => p.noteKey,
      (p) => p.settledAmount,
    );
    const wrong = notes.filter((n) => n.paidAmount !== (settled.get(n.key) ?? 0) || n.paidAmount < 0 || n.paidAmount > n.amount);
    expect(wrong.map((n) => n.reference)).toEqual([]);
    expect(ledger.every((p) => p.settledCurrency === notes.find((n) => n.key === p.noteKey)!.currency)).toBe(true);
  });

  it('convert a payment in the other currency at the rate recorded for its day, and reverse it exactly', () => {
    const wrong = ledger.filter(
      (p) => p.paidAmount !== convertMinor(p.settledAmount, p.settledCurrency as Currency, p.paidCurrency as Currency, p.conversionRate),
    );
    expect(wrong.map((p) => p.key)).toEqual([]);
    for (const reversal of ledger.filter((p) => p.kind === 'reversal')) {
      const original = ledger.find((p) => p.key === reversal.reversesKey)!;
      expect([reversal.paidAmount, reversal.settledAmount, reversal.receiptNumber]).toEqual([
        -original.paidAmount,
        -original.settledAmount,
        original.receiptNumber,
      ]);
      expect(reversal.reason).not.toBe('');
    }
  });

  it('share each payment among the beneficiaries and the treasury, adding up exactly', () => {
    const byPayment = sumBy(
      shares,
      (s) => s.paymentKey,
      (s) => s.amount,
    );
    expect(ledger.filter((p) => byPayment.get(p.key) !== p.settledAmount).map((p) => p.key)).toEqual([]);
    expect(new Set(shares.map((s) => s.beneficiaryKey))).toEqual(new Set(['split-province', 'split-ville', 'split-etd', 'treasury']));
  });

  it('number receipts without gaps in each year, the counter at the last one, readable at the receipts endpoint', async () => {
    const receipts = [...new Set(ledger.filter((p) => p.kind === 'payment').map((p) => p.receiptNumber))];
    expect(receipts.every(isValidReference)).toBe(true);
    const counters = await t.database.db
      .select()
      .from(referenceCounters)
      .where(and(eq(referenceCounters.projectKey, TAX_PROJECT_KEY), eq(referenceCounters.series, RECEIPT_SERIES)));
    const years = [...new Set(receipts.map((r) => Number(r.split('-')[1])))];
    expect(years.length).toBeGreaterThanOrEqual(2);
    for (const year of years) {
      const sequences = receipts.filter((r) => Number(r.split('-')[1]) === year).map((r) => Number(r.split('-')[2]));
      expect(sequences).toEqual(sequences.map((_, index) => index + 1));
      expect(counters.find((c) => c.year === year)?.lastValue).toBe(sequences.length);
    }
    const cancelled = ledger.find((p) => p.kind === 'reversal')!;
    const receipt = await api(`/payment/receipts/${cancelled.receiptNumber}`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().data).toMatchObject({ receiptNumber: cancelled.receiptNumber, cancelled: true });
  });

  it('appear in each note’s history and in the settlement summary, never settled beyond what is owed', async () => {
    const events = await t.database.db.select().from(taxNoteEvents).where(eq(taxNoteEvents.projectKey, TAX_PROJECT_KEY));
    expect(events.filter((e) => e.kind === 'paid').length).toBe(ledger.filter((p) => p.kind === 'payment').length);
    expect(events.filter((e) => e.kind === 'paymentReversed').length).toBe(ledger.filter((p) => p.kind === 'reversal').length);
    expect((await t.database.db.select().from(settlements)).length).toBeGreaterThan(5);
    const summary = await api('/project/settlements/summary');
    expect(summary.statusCode, summary.body).toBe(200);
    const lines = summary.json().data as { settled: number; remaining: number }[];
    expect(lines.some((l) => l.settled > 0)).toBe(true);
    expect(lines.every((l) => l.remaining >= 0)).toBe(true);
  });
});

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isoDay } from '../../../domain/calendar-rules';
import type { Instalment } from '../../../domain/instalments';
import type { Currency } from '../../../domain/money';
import { mayBePaid, payableIn, payableNow, type PaymentBlock } from '../../../domain/payment-rules';
import type { Lifecycle } from '../../../domain/tax-note-protocol';
import { basisPointsOf, shareOut, type Beneficiary } from '../../../domain/revenue-shares';
import { formatReference } from '../../../domain/tax-reference';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { instalments, payments, revenueShares, taxNoteEvents, taxNotes } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { nextSequence } from '../tax-notes/next-reference';
import { namesOfNotes, toApiNote } from '../tax-notes/note-view';
import { projectOf, usdToCdfRateOn } from '../tax-notes/project-settings';
import { recordReader, type RecordReader } from '../tax-notes/record-reader';
import { withinRange } from '../tax-notes/tax-note-errors';
import { assertMayRecord, type PaymentMethod } from './payment-access';
import { blocked, dateInFuture, paidGreater, paidLess, severalTaxpayers } from './payment-errors';
import { toApiPayment } from './payment-view';

export type PaymentInput = {
  method: PaymentMethod;
  paidCurrency: Currency;
  /** The total paid, in paidCurrency: it must equal what the notes ask now, converted. */
  paidAmount: number;
  bankKey?: string;
  bankSlipNumber?: string;
  cashierName?: string;
  cashierPhone?: string;
  paymentDate: string;
};

export type PostPaymentsOptions = PaymentInput & {
  projectKey: string;
  principal: Principal;
  noteKeys: string[];
  now: Date;
  latitude?: number | null;
  longitude?: number | null;
};

const RECEIPT_SERIES = 'receipt';

export type Due = { blockedReason: PaymentBlock | null; amount: number; paidAmount: number; instalmentNumber: number | null };

/** What a locked note asks now, from the ledger's figure rather than the cached column. */
export function amountDue(note: typeof taxNotes.$inferSelect, schedule: readonly Instalment[], paidSoFar: number, paidCurrency: Currency, rate: string): Due {
  const blockedReason = mayBePaid({ lifecycle: note.lifecycle as Lifecycle, disputed: note.disputed, amount: note.amount, paidAmount: paidSoFar });
  const payable = payableNow({ amount: note.amount, currency: note.currency as Currency }, schedule, paidSoFar);
  const paidAmount = withinRange('paidAmount', () => payableIn(payable, paidCurrency, rate).amount);
  return { blockedReason, amount: payable.amount, paidAmount, instalmentNumber: payable.instalmentNumber };
}

/** The project's revenue-split beneficiaries, as basis points (the rest is the treasury's). */
async function beneficiariesOf(reader: RecordReader): Promise<Beneficiary[]> {
  const rows = await reader.list('revenueSplits', { range: '[0,499]', sort: '["beneficiary","ASC"]' });
  return rows.map((row) => ({ key: row._key, name: String(row.beneficiary), basisPoints: basisPointsOf(Number(row.percentage)) }));
}

/** What the ledger says a note has settled so far (the truth; tax_notes.paid_amount caches it). */
export async function settledSoFar(tx: Db, noteKey: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${payments.settledAmount}), 0)` })
    .from(payments)
    .where(eq(payments.noteKey, noteKey));
  return Number(row.total);
}

export const scheduleOf = (tx: Db, noteKey: string) =>
  tx
    .select({ number: instalments.number, dueDate: instalments.dueDate, amount: instalments.amount })
    .from(instalments)
    .where(eq(instalments.noteKey, noteKey))
    .orderBy(asc(instalments.number));

/**
 * Posts the payment of one or several notes of one taxpayer inside the caller's transaction (the
 * fee use case creates its note in the same one): the notes are locked in key order, each must be
 * payable, what each asks now (the remaining amount or the instalment due) is read from the
 * ledger under that lock, converted at the rate in force on the payment date, and the total paid
 * must equal it exactly. One receipt number covers every row written; each payment is shared
 * among the beneficiaries, the notes' cached paid amounts move and each note gets a 'paid' event.
 */
export async function postPaymentsInTransaction(tx: Db, options: PostPaymentsOptions) {
  const { projectKey, principal, now } = options;
  const today = isoDay(now);
  if (options.paymentDate > today) throw dateInFuture();
  await assertMayRecord(tx, projectKey, principal, options.method, options.bankKey);
  const reader = recordReader(tx, projectKey, principal);
  const noteKeys = [...new Set(options.noteKeys)].sort();
  // Locked in key order, so two multiple payments over the same notes cannot deadlock.
  const notes = await tx
    .select()
    .from(taxNotes)
    .where(and(eq(taxNotes.projectKey, projectKey), inArray(taxNotes.key, noteKeys)))
    .orderBy(asc(taxNotes.key))
    .for('update');
  if (notes.length !== noteKeys.length) throw notFound();
  if (new Set(notes.map((n) => `${n.taxpayerKey}|${n.currency}`)).size > 1) throw severalTaxpayers();
  const rate = await usdToCdfRateOn(reader, options.paymentDate);

  const dues: { note: (typeof notes)[number]; paidSoFar: number; due: Due }[] = [];
  for (const note of notes) {
    const paidSoFar = await settledSoFar(tx, note.key);
    const due = amountDue(note, await scheduleOf(tx, note.key), paidSoFar, options.paidCurrency, rate);
    if (due.blockedReason) throw blocked(due.blockedReason);
    dues.push({ note, paidSoFar, due });
  }
  const asked = withinRange('paidAmount', () => dues.reduce((sum, d) => sum + d.due.paidAmount, 0));
  if (options.paidAmount < asked) throw paidLess();
  if (options.paidAmount > asked) throw paidGreater();

  // Every read comes before the receipt number: the counter row it locks stays locked until the
  // commit and every payment of the project queues behind it, so it is taken just before the writes.
  const { referencePrefix } = await projectOf(tx, projectKey);
  const beneficiaries = await beneficiariesOf(reader);
  const names = await namesOfNotes(tx, notes);
  const year = now.getUTCFullYear();
  const receiptNumber = formatReference(`${referencePrefix}R`, year, await nextSequence(tx, projectKey, RECEIPT_SERIES, year));
  const rows = dues.map(({ note, due }) => ({
    key: newKey(),
    projectKey,
    noteKey: note.key,
    kind: 'payment',
    method: options.method,
    paidCurrency: options.paidCurrency,
    paidAmount: due.paidAmount,
    conversionRate: rate,
    settledCurrency: note.currency,
    settledAmount: due.amount,
    instalmentNumber: due.instalmentNumber,
    bankKey: options.method === 'bank' ? (options.bankKey ?? null) : null,
    bankSlipNumber: options.bankSlipNumber?.trim() || null,
    cashierName: options.cashierName?.trim() || null,
    cashierPhone: options.cashierPhone?.trim() || null,
    paymentDate: options.paymentDate,
    receiptNumber,
    recordedBy: principal.userKey,
    recordedByName: principal.userName,
    latitude: options.latitude ?? null,
    longitude: options.longitude ?? null,
    createdAt: now,
  }));
  const inserted = await tx.insert(payments).values(rows).returning();
  const shares = rows.flatMap((row) =>
    shareOut(row.settledAmount, beneficiaries).map((share) => ({
      key: newKey(),
      projectKey,
      paymentKey: row.key,
      beneficiaryKey: share.key,
      beneficiaryName: share.name,
      basisPoints: share.basisPoints,
      currency: row.settledCurrency,
      amount: share.amount,
      paymentDate: row.paymentDate,
      createdAt: now,
    })),
  );
  if (shares.length) await tx.insert(revenueShares).values(shares);

  const updated = [];
  for (const { note, paidSoFar, due } of dues) {
    const [row] = await tx
      .update(taxNotes)
      .set({ paidAmount: paidSoFar + due.amount, version: sql`${taxNotes.version} + 1` })
      .where(eq(taxNotes.key, note.key))
      .returning();
    updated.push(row);
  }
  await tx.insert(taxNoteEvents).values(
    dues.map(({ note, due }, index) => ({
      noteKey: note.key,
      projectKey,
      kind: 'paid',
      userKey: principal.userKey,
      userName: principal.userName,
      data: {
        receiptNumber,
        paymentKey: rows[index].key,
        method: options.method,
        paid: { amount: due.paidAmount, currency: options.paidCurrency },
        settled: { amount: due.amount, currency: note.currency },
        rate,
        instalmentNumber: due.instalmentNumber,
      },
      latitude: options.latitude ?? null,
      longitude: options.longitude ?? null,
      createdAt: now,
    })),
  );
  return {
    receiptNumber,
    payments: inserted.map(toApiPayment),
    notes: updated.map((row) => toApiNote(row, names, today)),
  };
}

/** The same, in a transaction of its own. */
export function postPayments(db: Db, options: PostPaymentsOptions) {
  return db.transaction((transaction) => postPaymentsInTransaction(transaction as unknown as Db, options));
}

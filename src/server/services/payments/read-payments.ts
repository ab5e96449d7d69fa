import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import { instalmentStatuses } from '../../../domain/instalments';
import type { Currency } from '../../../domain/money';
import { mayBePaid, payableInBoth, payableNow } from '../../../domain/payment-rules';
import type { Lifecycle } from '../../../domain/tax-note-protocol';
import { completeReference, isValidReference, normalizeReference } from '../../../domain/tax-reference';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { payments, projects, taxNotes } from '../../db/schema';
import { escapeLike } from '../lists/list-params';
import type { Principal } from '../auth/principal';
import { namesOfNotes, toApiNote } from '../tax-notes/note-view';
import { usdToCdfRateOn } from '../tax-notes/project-settings';
import { recordReader } from '../tax-notes/record-reader';
import { referenceMistyped } from './payment-errors';
import { scheduleOf, settledSoFar } from './post-payments';
import { toApiPayment, type PaymentRow } from './payment-view';
import { mayReadPaymentRow } from '../../../domain/bank-scope';
import { readableBanksOf } from './payment-access';
import { dayInZone } from '../../../domain/dated-money';

const FOUND_AT_MOST = 20;

/**
 * The counter's search: a reference (with its check character: a mistyped one is refused rather
 * than answered with nothing; one typed without it is completed), else the digits of a phone number, else part of a taxpayer's name.
 */
export async function findNotes(db: Db, projectKey: string, text: string, now = new Date()) {
  const trimmed = text.trim();
  const reference = normalizeReference(trimmed) ?? completeReference(trimmed);
  let where;
  if (reference) {
    if (!isValidReference(reference)) throw referenceMistyped();
    where = eq(taxNotes.reference, reference);
  } else {
    const digits = trimmed.replace(/\D/g, '');
    const byName = ilike(taxNotes.taxpayerName, `%${escapeLike(trimmed)}%`);
    // A phone is stored as its national number: the last nine digits of what was typed.
    where = digits.length >= 6 && digits.length === trimmed.replace(/[\s+()-]/g, '').length ? eq(taxNotes.phoneNumber, digits.slice(-9)) : byName;
  }
  const rows = await db
    .select()
    .from(taxNotes)
    .where(and(eq(taxNotes.projectKey, projectKey), where))
    .orderBy(desc(taxNotes.createdAt), asc(taxNotes.key))
    .limit(FOUND_AT_MOST);
  const names = await namesOfNotes(db, rows);
  return rows.map((row) => toApiNote(row, names, dayInZone(now)));
}

/**
 * A ledger row of a channel the caller may not read (a bank's agent looking at another bank's,
 * a cash desk's or a collection point's row): its amounts and day stay, so the agent still sees
 * why the note owes what it owes, but nothing that names the channel, the slip, the cashier, the
 * recorder or the receipt.
 */
function maskedPayment(row: PaymentRow) {
  const { _key, noteKey, kind, reversesKey, method, paid, settled, conversionRate, instalmentNumber, paymentDate, createdAt } = toApiPayment(row);
  return { _key, noteKey, kind, reversesKey, method, paid, settled, conversionRate, instalmentNumber, paymentDate, createdAt };
}

/**
 * What the counter shows before taking money: the amount due now in both currencies, the schedule,
 * the history (other channels' rows masked for a bank's agent).
 */
export async function payableOf(db: Db, projectKey: string, principal: Principal, noteKey: string, now = new Date()) {
  const today = dayInZone(now);
  const [note] = await db
    .select()
    .from(taxNotes)
    .where(and(eq(taxNotes.projectKey, projectKey), eq(taxNotes.key, noteKey)));
  if (!note) throw notFound();
  const paidSoFar = await settledSoFar(db, noteKey);
  const schedule = await scheduleOf(db, noteKey);
  const rate = await usdToCdfRateOn(recordReader(db, projectKey, principal), today);
  const payable = payableNow({ amount: note.amount, currency: note.currency as Currency }, schedule, paidSoFar);
  const ledger = await db.select().from(payments).where(eq(payments.noteKey, noteKey)).orderBy(asc(payments.createdAt), asc(payments.key));
  const readable = readableBanksOf(principal);
  // The project's "Split fee" setting: the screen offers the split only when the server would take it.
  const [project] = await db.select({ splitFee: projects.splitFee }).from(projects).where(eq(projects.key, projectKey));
  return {
    note: toApiNote(note, await namesOfNotes(db, [note]), today),
    payable,
    rate,
    payableIn: payableInBoth(payable, rate),
    instalments: instalmentStatuses(schedule, paidSoFar, today),
    payments: ledger.map((row) => (mayReadPaymentRow(readable, row) ? toApiPayment(row) : maskedPayment(row))),
    blockedReason: mayBePaid({ lifecycle: note.lifecycle as Lifecycle, disputed: note.disputed, amount: note.amount, paidAmount: paidSoFar }),
    splitAllowed: Boolean(project?.splitFee),
  };
}

/**
 * Whether the caller may read a receipt: a bank's agent only one their banks received. Another
 * channel's receipt answers 404 like a missing one (receipt numbers are sequential: a 403 would
 * confirm which numbers exist).
 */
export function assertReceiptReadable(principal: Principal, rows: readonly { method: string; bankKey: string | null }[]) {
  const readable = readableBanksOf(principal);
  if (!rows.length || !rows.every((row) => mayReadPaymentRow(readable, row))) throw notFound();
}

/** A receipt: every row written under its number; cancelled once any of them was reversed. */
export async function receiptOf(db: Db, projectKey: string, principal: Principal, receiptNumber: string) {
  const rows = await db
    .select({ payment: payments, reference: taxNotes.reference, taxpayerName: taxNotes.taxpayerName })
    .from(payments)
    .innerJoin(taxNotes, eq(taxNotes.key, payments.noteKey))
    .where(and(eq(payments.projectKey, projectKey), eq(payments.receiptNumber, receiptNumber)))
    .orderBy(asc(payments.createdAt), asc(payments.key));
  const paid = rows.filter((row) => row.payment.kind === 'payment');
  assertReceiptReadable(
    principal,
    paid.map((row) => row.payment),
  );
  return {
    receiptNumber,
    paymentDate: paid[0].payment.paymentDate,
    taxpayerName: paid[0].taxpayerName,
    lines: paid.map(({ payment, reference }) => ({
      reference,
      paid: { amount: payment.paidAmount, currency: payment.paidCurrency },
      settled: { amount: payment.settledAmount, currency: payment.settledCurrency },
      rate: payment.conversionRate,
    })),
    recordedByName: paid[0].payment.recordedByName,
    method: paid[0].payment.method,
    cancelled: rows.some((row) => row.payment.kind === 'reversal'),
  };
}

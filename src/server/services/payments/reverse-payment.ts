import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { payments, revenueShares, taxNoteEvents, taxNotes } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { namesOfNotes, toApiNote } from '../tax-notes/note-view';
import { reasonRequired } from '../tax-notes/tax-note-errors';
import { alreadyReversed, notReversible } from './payment-errors';
import { settledSoFar } from './post-payments';
import { dayInZone } from '../../../domain/dated-money';
import { assertPeriodOpen } from '../period-closes/period-guard';
import { toApiPayment } from './payment-view';

export type ReversePaymentOptions = {
  db: Db;
  projectKey: string;
  principal: Principal;
  paymentKey: string;
  reason: string;
  now: Date;
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * A correction never edits the ledger: a reversing row with the negated amounts cancels the
 * payment (same receipt number, so the receipt reads as cancelled), its revenue shares are negated
 * row for row, and the note's paid amount comes back, all under the note's row lock. A payment is
 * reversed once (a second attempt is 409; the unique index on reverses_key holds it even so).
 */
export async function reversePayment(options: ReversePaymentOptions) {
  const { db, projectKey, principal, paymentKey, now } = options;
  const reason = options.reason.trim();
  if (!reason) throw reasonRequired();
  const reversalDay = dayInZone(now);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.projectKey, projectKey), eq(payments.key, paymentKey)));
    if (!payment) throw notFound();
    if (payment.kind !== 'payment') throw notReversible();
    // Neither the month the payment is dated in nor the reversal's own day may be closed.
    await assertPeriodOpen(tx, projectKey, payment.paymentDate, dayInZone(now));
    await tx.select({ key: taxNotes.key }).from(taxNotes).where(eq(taxNotes.key, payment.noteKey)).for('update');
    const [earlier] = await tx.select({ key: payments.key }).from(payments).where(eq(payments.reversesKey, paymentKey));
    if (earlier) throw alreadyReversed();

    const [reversal] = await tx
      .insert(payments)
      .values({
        ...payment,
        key: newKey(),
        kind: 'reversal',
        reversesKey: payment.key,
        // Dated the day it is made (the project's day), never the payment's: a reversal made
        // today lands in today's reports, and last month's figures stay as they were.
        paymentDate: reversalDay,
        paidAmount: -payment.paidAmount,
        settledAmount: -payment.settledAmount,
        reason,
        recordedBy: principal.userKey,
        recordedByName: principal.personName,
        latitude: options.latitude ?? null,
        longitude: options.longitude ?? null,
        createdAt: now,
      })
      .returning();
    const shares = await tx.select().from(revenueShares).where(eq(revenueShares.paymentKey, paymentKey));
    if (shares.length) {
      await tx
        .insert(revenueShares)
        .values(
          shares.map((share) => ({ ...share, key: newKey(), paymentKey: reversal.key, amount: -share.amount, paymentDate: reversalDay, createdAt: now })),
        );
    }
    const [note] = await tx
      .update(taxNotes)
      .set({ paidAmount: await settledSoFar(tx, payment.noteKey), version: sql`${taxNotes.version} + 1` })
      .where(eq(taxNotes.key, payment.noteKey))
      .returning();
    await tx.insert(taxNoteEvents).values({
      noteKey: payment.noteKey,
      projectKey,
      kind: 'paymentReversed',
      userKey: principal.userKey,
      userName: principal.userName,
      reason,
      data: {
        receiptNumber: payment.receiptNumber,
        paymentKey: payment.key,
        paid: { amount: payment.paidAmount, currency: payment.paidCurrency },
        settled: { amount: payment.settledAmount, currency: payment.settledCurrency },
      },
      latitude: options.latitude ?? null,
      longitude: options.longitude ?? null,
      createdAt: now,
    });
    return { reversal: toApiPayment(reversal), note: toApiNote(note, await namesOfNotes(tx, [note]), dayInZone(now)) };
  });
}

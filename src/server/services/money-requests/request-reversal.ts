import { and, eq } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { moneyRequests, payments } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { alreadyReversed, notReversible } from '../payments/payment-errors';
import { reasonRequired } from '../tax-notes/tax-note-errors';
import { reversalAlreadyRequested } from './money-request-errors';
import { toApiMoneyRequest } from './money-request-view';
import { dayInZone } from '../../../domain/dated-money';
import { assertPeriodOpen } from '../period-closes/period-guard';

export type RequestReversalOptions = { db: Db; projectKey: string; principal: Principal; paymentKey: string; reason: string; now: Date };

/**
 * Asks for a payment's reversal: nothing moves in the ledger until someone else approves it
 * (decide-money-request.ts). A payment already reversed, or with a reversal waiting, is refused;
 * the partial unique index on (kind, subject) holds the second case when two ask at once.
 */
export async function requestReversal(options: RequestReversalOptions) {
  const { db, projectKey, principal, paymentKey, now } = options;
  const reason = options.reason.trim();
  if (!reason) throw reasonRequired();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [payment] = await tx
      .select({ key: payments.key, kind: payments.kind, paymentDate: payments.paymentDate })
      .from(payments)
      .where(and(eq(payments.projectKey, projectKey), eq(payments.key, paymentKey)))
      .for('update');
    if (!payment) throw notFound();
    if (payment.kind !== 'payment') throw notReversible();
    // A closed month is refused when the reversal is asked, and again when it is approved (reversePayment).
    await assertPeriodOpen(tx, projectKey, payment.paymentDate, dayInZone(now));
    const [earlier] = await tx.select({ key: payments.key }).from(payments).where(eq(payments.reversesKey, paymentKey));
    if (earlier) throw alreadyReversed();
    const [waiting] = await tx
      .select({ key: moneyRequests.key })
      .from(moneyRequests)
      .where(and(eq(moneyRequests.kind, 'reversal'), eq(moneyRequests.subjectKey, paymentKey), eq(moneyRequests.state, 'pending')));
    if (waiting) throw reversalAlreadyRequested();
    const [row] = await tx
      .insert(moneyRequests)
      .values({
        key: newKey(),
        projectKey,
        kind: 'reversal',
        subjectKey: paymentKey,
        reason,
        requestedBy: principal.userKey,
        requestedByName: principal.personName,
        requestedAt: now,
      })
      .returning();
    return toApiMoneyRequest(row);
  });
}

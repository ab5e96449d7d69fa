import { and, eq } from 'drizzle-orm';
import { mayDecideKind, ownMoneyRequest, type MoneyRequestKind } from '../../../domain/money-requests';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { moneyRequests, payments } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { reversePayment } from '../payments/reverse-payment';
import { recordSettlement, type SettlementInput } from '../settlements/record-settlement';
import { notDecider, ownMoneyRequestRefused, requestDecided } from './money-request-errors';
import { toApiMoneyRequest } from './money-request-view';
import { assertSettlementDated } from './request-settlement';

export type Decision = 'approve' | 'reject';

export type DecideMoneyRequestOptions = {
  db: Db;
  projectKey: string;
  principal: Principal;
  requestKey: string;
  decision: Decision;
  reason?: string;
  now: Date;
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * Approves or rejects a reversal or settlement request. The request row is locked first, so of two
 * approvers at once the second finds it decided (409). Whoever requested it, and for a reversal
 * whoever recorded the payment, may do neither (403 FOUR_EYES). An approval writes the money
 * through the ledger's own code (the reversal dated today on the project's clock, the settlement
 * under its lock and cap, each behind the closed-period guard), in the same transaction.
 */
export async function decideMoneyRequest(options: DecideMoneyRequestOptions) {
  const { db, projectKey, principal, requestKey, decision, now } = options;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [request] = await tx
      .select()
      .from(moneyRequests)
      .where(and(eq(moneyRequests.projectKey, projectKey), eq(moneyRequests.key, requestKey)))
      .for('update');
    if (!request || request.kind === 'rate') throw notFound();
    const kind = request.kind as MoneyRequestKind;
    if (!mayDecideKind(principal.roleList, kind)) throw notDecider();
    if (request.state !== 'pending') throw requestDecided();
    const recordedBy =
      kind === 'reversal'
        ? (
            await tx
              .select({ recordedBy: payments.recordedBy })
              .from(payments)
              .where(eq(payments.key, request.subjectKey ?? ''))
          )[0]?.recordedBy
        : undefined;
    const own = ownMoneyRequest({ requestedBy: request.requestedBy, recordedBy }, principal.userKey);
    if (own) throw ownMoneyRequestRefused(own, kind);

    let resultKey: string | null = null;
    let result: unknown = null;
    if (decision === 'approve' && kind === 'reversal') {
      const reversed = await reversePayment({
        db: tx,
        projectKey,
        principal,
        paymentKey: request.subjectKey ?? '',
        reason: request.reason,
        now,
        latitude: options.latitude,
        longitude: options.longitude,
      });
      resultKey = reversed.reversal._key;
      result = reversed;
    }
    if (decision === 'approve' && kind === 'settlement') {
      const input = request.details as SettlementInput;
      assertSettlementDated(input.transferDate, now);
      const settled = await recordSettlement({ db: tx, projectKey, principal, input, now });
      resultKey = settled._key;
      result = settled;
    }
    const [decided] = await tx
      .update(moneyRequests)
      .set({
        state: decision === 'approve' ? 'approved' : 'rejected',
        decidedBy: principal.userKey,
        decidedByName: principal.personName,
        decidedAt: now,
        decisionReason: options.reason?.trim() || null,
        resultKey,
      })
      .where(and(eq(moneyRequests.key, requestKey), eq(moneyRequests.state, 'pending')))
      .returning();
    if (!decided) throw requestDecided();
    return { request: toApiMoneyRequest(decided), result };
  });
}

import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/constants';
import { fieldLabelKey } from '../../../domain/entity-rules';
import { mayDecideKind, ownMoneyRequest } from '../../../domain/money-requests';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { moneyRequests, records, users } from '../../db/schema';
import { translate } from '../../../i18n/translate';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { toApiRecord } from '../records/record-scope';
import { notDecider, ownMoneyRequestRefused, rateNotPending } from './money-request-errors';
import { toApiMoneyRequest } from './money-request-view';
import { assertRateDatable } from './rate-rules';
import type { Decision } from './decide-money-request';

export type DecideRateOptions = {
  db: Db;
  projectKey: string;
  principal: Principal;
  rateKey: string;
  decision: Decision;
  reason?: string;
  now: Date;
  language: Language;
};

/**
 * Approves or rejects a conversion rate waiting for approval. The rate's record is locked, so two
 * deciders at once cannot both pass (the second finds it decided: 409). Whoever entered it may do
 * neither (403 FOUR_EYES). An approval checks the rate's day again (payments may have been
 * converted since it was entered) and makes it in force; a rejection removes it, freeing its day
 * for a right one. Either way the decision is kept in money_requests with the rate as it was.
 */
export async function decideRate(options: DecideRateOptions) {
  const { db, projectKey, principal, rateKey, decision, now } = options;
  if (!mayDecideKind(principal.roleList, 'rate')) throw notDecider();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // The record store's writers of this resource queue on this lock (record-transaction.ts).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`records:currencyConversions:${projectKey}`}))`);
    const [rate] = await tx
      .select()
      .from(records)
      .where(and(eq(records.resource, 'currencyConversions'), eq(records.projectKey, projectKey), eq(records.key, rateKey)))
      .for('update');
    if (!rate) throw notFound();
    if (rate.data.approvalState !== 'pending') throw rateNotPending();
    const own = ownMoneyRequest({ requestedBy: rate.createdBy }, principal.userKey);
    if (own) throw ownMoneyRequestRefused(own, 'rate');
    const [requester] = rate.createdBy ? await tx.select({ userName: users.userName }).from(users).where(eq(users.key, rate.createdBy)) : [];
    let answer: ReturnType<typeof toApiRecord> | null = null;
    if (decision === 'approve') {
      const field = translate(options.language, fieldLabelKey('currencyConversions', 'validFrom'));
      await assertRateDatable(tx, projectKey, { ...rate.data, key: rate.key } as never, now, field);
      const [approved] = await tx
        .update(records)
        .set({ data: { ...rate.data, approvalState: 'approved' }, version: sql`${records.version} + 1`, updatedAt: now })
        .where(eq(records.key, rateKey))
        .returning();
      answer = toApiRecord(approved);
    } else {
      await tx.delete(records).where(eq(records.key, rateKey));
    }
    const [decided] = await tx
      .insert(moneyRequests)
      .values({
        key: newKey(),
        projectKey,
        kind: 'rate',
        subjectKey: rateKey,
        details: {
          fromCurrency: rate.data.fromCurrency,
          toCurrency: rate.data.toCurrency,
          conversionRate: rate.data.conversionRate,
          validFrom: rate.data.validFrom,
        },
        requestedBy: rate.createdBy ?? '',
        requestedByName: requester?.userName ?? '',
        requestedAt: rate.createdAt,
        state: decision === 'approve' ? 'approved' : 'rejected',
        decidedBy: principal.userKey,
        decidedByName: principal.personName,
        decidedAt: now,
        decisionReason: options.reason?.trim() || null,
        resultKey: decision === 'approve' ? rateKey : null,
      })
      .returning();
    return { request: toApiMoneyRequest(decided), result: answer };
  });
}

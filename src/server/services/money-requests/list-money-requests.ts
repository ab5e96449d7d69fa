import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { canPerform } from '../../../domain/permissions';
import { DECIDE_RIGHT, MONEY_REQUEST_KINDS, REQUEST_RIGHT, mayDecide, type MoneyRequestKind } from '../../../domain/money-requests';
import type { Db } from '../../db/open-db';
import { moneyRequests, records, users } from '../../db/schema';
import type { Principal } from '../auth/principal';

export type PendingMoneyRequest = {
  _key: string;
  kind: MoneyRequestKind;
  reason: string;
  requestedBy: string;
  requestedByName: string;
  requestedAt: Date;
  details: Record<string, unknown>;
  /** False for the requester (and a reversal's cashier) and for whoever lacks the right: the queue hides Approve/Reject. */
  mayDecide: boolean;
};

/** The kinds a caller may see in the queue: those they may ask for or decide. */
const visibleKinds = (principal: Principal) =>
  MONEY_REQUEST_KINDS.filter((kind) => [REQUEST_RIGHT[kind], DECIDE_RIGHT[kind]].some((right) => canPerform(principal.roleList, right.area, right.action)));

/**
 * What waits for a second person in a project, oldest first (at most 200, a queue not an archive):
 * reversal and settlement requests, and the conversion rates entered but not yet approved.
 */
export async function listPendingMoneyRequests(db: Db, projectKey: string, principal: Principal): Promise<PendingMoneyRequest[]> {
  const kinds = visibleKinds(principal);
  const requestKinds = kinds.filter((kind) => kind !== 'rate');
  const requests = requestKinds.length
    ? await db
        .select({
          request: moneyRequests,
          payment: sql<Record<string, unknown> | null>`(select json_build_object('receiptNumber', p.receipt_number, 'paidAmount', p.paid_amount,
            'paidCurrency', p.paid_currency, 'paymentDate', p.payment_date, 'recordedBy', p.recorded_by, 'recordedByName', p.recorded_by_name)
            from payments p where p.key = ${moneyRequests.subjectKey})`,
        })
        .from(moneyRequests)
        .where(and(eq(moneyRequests.projectKey, projectKey), eq(moneyRequests.state, 'pending'), inArray(moneyRequests.kind, requestKinds)))
        .orderBy(asc(moneyRequests.requestedAt))
        .limit(200)
    : [];
  const rows: PendingMoneyRequest[] = requests.map(({ request, payment }) => {
    const kind = request.kind as MoneyRequestKind;
    const recordedBy = payment ? String(payment.recordedBy) : undefined;
    return {
      _key: request.key,
      kind,
      reason: request.reason,
      requestedBy: request.requestedBy,
      requestedByName: request.requestedByName,
      requestedAt: request.requestedAt,
      details: payment ? { ...payment, paymentKey: request.subjectKey } : request.details,
      mayDecide: mayDecide(principal.roleList, principal.userKey, kind, { requestedBy: request.requestedBy, recordedBy }),
    };
  });
  if (kinds.includes('rate')) {
    const rates = await db
      .select({ key: records.key, data: records.data, createdBy: records.createdBy, createdAt: records.createdAt, userName: users.userName })
      .from(records)
      .leftJoin(users, eq(users.key, records.createdBy))
      .where(and(eq(records.resource, 'currencyConversions'), eq(records.projectKey, projectKey), sql`${records.data}->>'approvalState' = 'pending'`))
      .orderBy(asc(records.createdAt))
      .limit(200);
    for (const rate of rates) {
      rows.push({
        _key: rate.key,
        kind: 'rate',
        reason: '',
        requestedBy: rate.createdBy ?? '',
        requestedByName: rate.userName ?? '',
        requestedAt: rate.createdAt,
        details: rate.data,
        mayDecide: mayDecide(principal.roleList, principal.userKey, 'rate', { requestedBy: rate.createdBy }),
      });
    }
  }
  return rows.sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime());
}

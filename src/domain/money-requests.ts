import type { PermissionEntry } from './access-labels';
import { decidesOwnRequest, type PersonKey } from './four-eyes';
import { canPerform, type Action } from './permissions';

/**
 * Money that moves after it was collected (a reversal cancels a payment, a settlement transfers a
 * beneficiary's share, a conversion rate prices every CDF payment) is requested by one person and
 * decided by another. These rules run on the server and in the approval queue.
 */
export const MONEY_REQUEST_KINDS = ['reversal', 'settlement', 'rate'] as const;
export type MoneyRequestKind = (typeof MONEY_REQUEST_KINDS)[number];
export type MoneyRequestState = 'pending' | 'approved' | 'rejected';

type Right = { area: string; action: Action };

/** Who may ask: the right that recorded such money before four eyes. */
export const REQUEST_RIGHT: Record<MoneyRequestKind, Right> = {
  reversal: { area: 'Recoverment', action: 'update' },
  settlement: { area: 'Revenue Split', action: 'create' },
  rate: { area: 'Project', action: 'create' },
};

/**
 * Who may decide: a reversal, another recovery officer; a settlement or a rate, someone holding
 * Financials update (the treasury's side), so the clerk who keeps the beneficiaries' list or the
 * project's settings does not also release the money.
 */
export const DECIDE_RIGHT: Record<MoneyRequestKind, Right> = {
  reversal: { area: 'Recoverment', action: 'update' },
  settlement: { area: 'Financials', action: 'update' },
  rate: { area: 'Financials', action: 'update' },
};

/** The people a decision must not come from: the requester, and for a reversal the cashier of the payment. */
export type MoneyRequestMakers = { requestedBy: PersonKey; recordedBy?: PersonKey };

/** Why `caller` may not decide the request: their own request, or the payment they recorded. */
export type OwnMoneyRequest = 'request' | 'payment';

export function ownMoneyRequest(makers: MoneyRequestMakers, caller: PersonKey): OwnMoneyRequest | null {
  if (decidesOwnRequest(caller, [makers.requestedBy])) return 'request';
  if (decidesOwnRequest(caller, [makers.recordedBy])) return 'payment';
  return null;
}

export const mayDecideKind = (roleList: readonly PermissionEntry[] | undefined, kind: MoneyRequestKind) =>
  canPerform(roleList, DECIDE_RIGHT[kind].area, DECIDE_RIGHT[kind].action);

/** What the queue offers: Approve and Reject only to a person with the right who made none of it. */
export function mayDecide(roleList: readonly PermissionEntry[] | undefined, caller: PersonKey, kind: MoneyRequestKind, makers: MoneyRequestMakers): boolean {
  return mayDecideKind(roleList, kind) && ownMoneyRequest(makers, caller) === null;
}

/** A settlement, a reversal and a rate belong to a day that has come (the project's day). */
export const dayInFuture = (day: string, today: string): boolean => day > today;

/** The one pair that prices payments (posting-context.ts reads USD→CDF): only its rates can reprice a day. */
export const repricesPayments = (fromCurrency: unknown, toCurrency: unknown): boolean => fromCurrency === 'USD' && toCurrency === 'CDF';

/**
 * The days a rate dated `validFrom` would price: from that day up to the next rate's day of the
 * same pair (exclusive), open-ended when none follows. A payment converted on one of them was
 * priced by another rate, and a new one must not reprice it.
 */
export function daysRepriced(validFrom: string, otherDays: readonly string[]): { from: string; until: string | null } {
  const later = otherDays.filter((day) => day > validFrom).sort();
  return { from: validFrom, until: later[0] ?? null };
}

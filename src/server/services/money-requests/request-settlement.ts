import { BANK_TYPE } from '../../../domain/establishment-choice';
import { eq } from 'drizzle-orm';
import { dayInZone } from '../../../domain/dated-money';
import { dayInFuture } from '../../../domain/money-requests';
import { AppError, badRequest } from '../../app-error';
import type { Db } from '../../db/open-db';
import { moneyRequests, revenueShares, settlements } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { settledSoFar, sharesOwed } from '../revenue-shares/beneficiary-totals';
import { recordReader } from '../tax-notes/record-reader';
import type { SettlementInput } from '../settlements/record-settlement';
import { settlementDateInFuture } from './money-request-errors';
import { toApiMoneyRequest } from './money-request-view';
import { assertPeriodOpen } from '../period-closes/period-guard';

/** A transfer belongs to a day that has come, on the project's clock (D12: one dated 2027 was taken). */
export function assertSettlementDated(transferDate: string, now: Date) {
  if (dayInFuture(transferDate, dayInZone(now))) throw settlementDateInFuture();
}

/**
 * Asks for a transfer to a beneficiary: it is written (recordSettlement, under its lock and cap)
 * only when someone else approves it. What remains owed is read now too, so a request that could
 * never pass is refused at once; the approval reads it again.
 */
export async function requestSettlement(options: { db: Db; projectKey: string; principal: Principal; input: SettlementInput; now: Date }) {
  const { db, projectKey, principal, input, now } = options;
  assertSettlementDated(input.transferDate, now);
  // A closed month is refused when the transfer is asked, and again when it is approved (recordSettlement).
  await assertPeriodOpen(db, projectKey, input.transferDate);
  if (input.bankKey) {
    const bank = await recordReader(db, projectKey, principal).find('establishments', input.bankKey);
    // Only a bank may carry the transfer (recordSettlement checks again at approval).
    if (!bank || bank.data.type !== BANK_TYPE)
      throw badRequest('SETTLEMENT_BANK_INVALID', 'settlementBankInvalid', {}, [{ field: 'bankKey', message: 'bank' }]);
  }
  const [owed] = await sharesOwed(db, projectKey, [eq(revenueShares.beneficiaryKey, input.beneficiaryKey), eq(revenueShares.currency, input.currency)]);
  const [settled] = await settledSoFar(db, projectKey, [eq(settlements.beneficiaryKey, input.beneficiaryKey), eq(settlements.currency, input.currency)]);
  const remaining = (owed?.amount ?? 0) - (settled?.amount ?? 0);
  if (input.amount > remaining)
    throw new AppError(409, 'SETTLEMENT_EXCEEDS_REMAINING', 'settlementExceedsRemaining', {}, [], {
      remaining: { amount: Math.max(0, remaining), currency: input.currency },
    });
  const details = {
    beneficiaryKey: input.beneficiaryKey,
    beneficiaryName: owed?.beneficiaryName ?? input.beneficiaryKey,
    currency: input.currency,
    amount: input.amount,
    ...(input.bankKey ? { bankKey: input.bankKey } : {}),
    transferReference: input.transferReference.trim(),
    transferDate: input.transferDate,
  };
  const [row] = await db
    .insert(moneyRequests)
    .values({ key: newKey(), projectKey, kind: 'settlement', details, requestedBy: principal.userKey, requestedByName: principal.personName, requestedAt: now })
    .returning();
  return toApiMoneyRequest(row);
}

import { BANK_TYPE } from '../../../domain/establishment-choice';
import { eq, sql } from 'drizzle-orm';
import type { Currency } from '../../../domain/money';
import { AppError, badRequest } from '../../app-error';
import type { Db } from '../../db/open-db';
import { revenueShares, settlements } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { recordReader } from '../tax-notes/record-reader';
import { assertPeriodOpen } from '../period-closes/period-guard';
import { settledSoFar, sharesOwed } from '../revenue-shares/beneficiary-totals';

export type SettlementInput = {
  beneficiaryKey: string;
  currency: Currency;
  amount: number;
  bankKey?: string;
  transferReference: string;
  transferDate: string;
};

const exceedsRemaining = (remaining: number, currency: string) =>
  new AppError(409, 'SETTLEMENT_EXCEEDS_REMAINING', 'settlementExceedsRemaining', {}, [], { remaining: { amount: Math.max(0, remaining), currency } });

/**
 * A transfer of collected shares to a beneficiary. Transfers to one beneficiary in one currency
 * take turns on an advisory lock held until the transaction ends, and each reads what remains
 * only once it holds the lock: of two clerks settling the last franc at once, the second sees it
 * already settled and is refused (409), so the settled total never passes what the shares owe.
 */
export async function recordSettlement(options: { db: Db; projectKey: string; principal: Principal; input: SettlementInput; now: Date }) {
  const { db, projectKey, principal, input, now } = options;
  if (input.bankKey) {
    const bank = await recordReader(db, projectKey, principal).find('establishments', input.bankKey);
    if (!bank || bank.data.type !== BANK_TYPE) {
      throw badRequest('SETTLEMENT_BANK_INVALID', 'settlementBankInvalid', {}, [{ field: 'bankKey', message: 'bank' }]);
    }
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const lockName = `settlement:${projectKey}:${input.beneficiaryKey}:${input.currency}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockName}))`);
    // No transfer is dated in a closed month.
    await assertPeriodOpen(tx, projectKey, input.transferDate);
    const [owed] = await sharesOwed(tx, projectKey, [eq(revenueShares.beneficiaryKey, input.beneficiaryKey), eq(revenueShares.currency, input.currency)]);
    const [settled] = await settledSoFar(tx, projectKey, [eq(settlements.beneficiaryKey, input.beneficiaryKey), eq(settlements.currency, input.currency)]);
    const remaining = (owed?.amount ?? 0) - (settled?.amount ?? 0);
    if (input.amount > remaining) throw exceedsRemaining(Math.max(0, remaining), input.currency);
    const [row] = await tx
      .insert(settlements)
      .values({
        key: newKey(),
        projectKey,
        beneficiaryKey: input.beneficiaryKey,
        currency: input.currency,
        amount: input.amount,
        bankKey: input.bankKey ?? null,
        transferReference: input.transferReference.trim(),
        transferDate: input.transferDate,
        recordedBy: principal.userKey,
        createdAt: now,
      })
      .returning();
    return toApiSettlement(row, owed?.beneficiaryName ?? input.beneficiaryKey, remaining - input.amount);
  });
}

type SettlementRow = typeof settlements.$inferSelect;

export const toApiSettlement = ({ key, projectKey: _project, ...row }: SettlementRow, beneficiaryName: string, remaining?: number) => ({
  _key: key,
  ...row,
  beneficiaryName,
  ...(remaining === undefined ? {} : { remaining }),
});

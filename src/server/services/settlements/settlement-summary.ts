import type { Db } from '../../db/open-db';
import { byBeneficiary, settledSoFar, sharesOwed } from '../revenue-shares/beneficiary-totals';

export type SettlementLine = { beneficiaryKey: string; beneficiaryName: string; currency: string; owed: number; settled: number; remaining: number };

/**
 * Per beneficiary and currency: what the shares of every payment owe, what was transferred, and
 * what remains to transfer. Sums over the two append-only tables, never a cached figure.
 */
export async function settlementSummary(db: Db, projectKey: string): Promise<SettlementLine[]> {
  const [owed, settled] = [await sharesOwed(db, projectKey), await settledSoFar(db, projectKey)];
  const lineKey = (beneficiaryKey: string, currency: string) => `${beneficiaryKey}\u0000${currency}`;
  const lines = new Map<string, SettlementLine>();
  for (const total of owed) {
    lines.set(lineKey(total.beneficiaryKey, total.currency), {
      beneficiaryKey: total.beneficiaryKey,
      beneficiaryName: total.beneficiaryName,
      currency: total.currency,
      owed: total.amount,
      settled: 0,
      remaining: total.amount,
    });
  }
  for (const total of settled) {
    const line = lines.get(lineKey(total.beneficiaryKey, total.currency)) ?? {
      beneficiaryKey: total.beneficiaryKey,
      beneficiaryName: total.beneficiaryKey,
      currency: total.currency,
      owed: 0,
      settled: 0,
      remaining: 0,
    };
    line.settled = total.amount;
    line.remaining = line.owed - line.settled;
    lines.set(lineKey(total.beneficiaryKey, total.currency), line);
  }
  return [...lines.values()].sort((a, b) => byBeneficiary(a, b) || a.currency.localeCompare(b.currency));
}

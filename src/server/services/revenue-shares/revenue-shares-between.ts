import type { Db } from '../../db/open-db';
import { byBeneficiary, paymentDateWithin, sharesOwed } from './beneficiary-totals';

export type BeneficiaryShare = { beneficiaryKey: string; beneficiaryName: string; USD: number; CDF: number };

/**
 * The revenue-split screen: each beneficiary's share of the payments dated within the range, in
 * both currencies side by side (minor units; a currency nobody paid in shows 0).
 */
export async function revenueSharesBetween(db: Db, projectKey: string, range: { from?: string; to?: string }): Promise<BeneficiaryShare[]> {
  const totals = await sharesOwed(db, projectKey, paymentDateWithin(range.from, range.to));
  const byKey = new Map<string, BeneficiaryShare>();
  for (const total of totals) {
    const row = byKey.get(total.beneficiaryKey) ?? { beneficiaryKey: total.beneficiaryKey, beneficiaryName: total.beneficiaryName, USD: 0, CDF: 0 };
    if (total.currency === 'USD' || total.currency === 'CDF') row[total.currency] += total.amount;
    byKey.set(total.beneficiaryKey, row);
  }
  return [...byKey.values()].sort(byBeneficiary);
}

import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { revenueShares, settlements } from '../../db/schema';

/** The province treasury takes what no beneficiary does: shown after the named beneficiaries. */
export const TREASURY = 'treasury';

export type CurrencyTotal = { beneficiaryKey: string; beneficiaryName: string; currency: string; amount: number };

/** Treasury last, the others by name then key, so every screen lists them in one order. */
export const byBeneficiary = (a: { beneficiaryKey: string; beneficiaryName: string }, b: { beneficiaryKey: string; beneficiaryName: string }) =>
  Number(a.beneficiaryKey === TREASURY) - Number(b.beneficiaryKey === TREASURY) ||
  a.beneficiaryName.localeCompare(b.beneficiaryName) ||
  a.beneficiaryKey.localeCompare(b.beneficiaryKey);

/**
 * What the shares of a project's payments owe each beneficiary, per currency (reversals count
 * negative, so a reversed payment owes nothing). The name is the one recorded on the latest share.
 */
export async function sharesOwed(db: Db, projectKey: string, extra: SQL[] = []): Promise<CurrencyTotal[]> {
  const rows = await db
    .select({
      beneficiaryKey: revenueShares.beneficiaryKey,
      beneficiaryName: sql<string>`(array_agg(${revenueShares.beneficiaryName} order by ${revenueShares.createdAt} desc))[1]`,
      currency: revenueShares.currency,
      amount: sql<string>`sum(${revenueShares.amount})`,
    })
    .from(revenueShares)
    .where(and(eq(revenueShares.projectKey, projectKey), ...extra))
    .groupBy(revenueShares.beneficiaryKey, revenueShares.currency);
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** Shares of the payments dated within [from, to] (either bound optional). */
export const paymentDateWithin = (from?: string, to?: string): SQL[] => [
  ...(from ? [gte(revenueShares.paymentDate, from)] : []),
  ...(to ? [lte(revenueShares.paymentDate, to)] : []),
];

/** What was already transferred to each beneficiary, per currency. */
export async function settledSoFar(db: Db, projectKey: string, extra: SQL[] = []) {
  const rows = await db
    .select({ beneficiaryKey: settlements.beneficiaryKey, currency: settlements.currency, amount: sql<string>`sum(${settlements.amount})` })
    .from(settlements)
    .where(and(eq(settlements.projectKey, projectKey), ...extra))
    .groupBy(settlements.beneficiaryKey, settlements.currency);
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

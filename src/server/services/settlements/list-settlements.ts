import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { revenueShares, settlements } from '../../db/schema';
import { cappedCount, parseListQuery, type ListQuery, type ListSpec } from '../list-query';
import { toApiSettlement } from './record-settlement';

/** Settlements have no entity schema (nobody edits them): their list columns are named here. */
const settlementSpec: ListSpec = {
  fields: {
    transferDate: settlements.transferDate,
    createdAt: settlements.createdAt,
    beneficiaryKey: settlements.beneficiaryKey,
    currency: settlements.currency,
    amount: settlements.amount,
    bankKey: settlements.bankKey,
    recordedBy: settlements.recordedBy,
  },
  search: [settlements.transferReference],
  defaultSort: ['transferDate', 'DESC'],
};

/** The beneficiaries' names as their latest shares record them. */
async function namesOf(db: Db, projectKey: string, keys: string[]) {
  if (!keys.length) return new Map<string, string>();
  const rows = await db
    .selectDistinctOn([revenueShares.beneficiaryKey], { key: revenueShares.beneficiaryKey, name: revenueShares.beneficiaryName })
    .from(revenueShares)
    .where(and(eq(revenueShares.projectKey, projectKey), inArray(revenueShares.beneficiaryKey, keys)))
    .orderBy(revenueShares.beneficiaryKey, sql`${revenueShares.createdAt} desc`);
  return new Map(rows.map((row) => [row.key, row.name]));
}

/** The project's transfers to its beneficiaries (list parameters of ra-data-simple-rest). */
export async function listSettlements(db: Db, projectKey: string, query: ListQuery) {
  const list = parseListQuery(query, settlementSpec, [eq(settlements.projectKey, projectKey)]);
  const rows = await db
    .select()
    .from(settlements)
    .where(list.where)
    .orderBy(...list.orderBy, sql`${settlements.createdAt} desc`, settlements.key)
    .limit(list.limit)
    .offset(list.offset);
  const total = await cappedCount(db, settlements, list.where);
  const names = await namesOf(db, projectKey, [...new Set(rows.map((row) => row.beneficiaryKey))]);
  return { rows: rows.map((row) => toApiSettlement(row, names.get(row.beneficiaryKey) ?? row.beneficiaryKey)), total, offset: list.offset };
}

import { BANK_TYPE } from '../../../domain/establishment-choice';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { records } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { readableBanksOf } from './payment-access';

/**
 * The banks whose payments the caller's ledger may hold, by name, for the payment history's Bank
 * filter: the project's banks, narrowed to a bank agent's own. A cashier reads no establishment
 * list, yet the guide promises them this filter (money-staff walk D13).
 */
export async function paymentBanks(db: Db, projectKey: string, principal: Principal): Promise<{ key: string; name: string }[]> {
  const readable = readableBanksOf(principal);
  const rows = await db
    .select({ key: records.key, data: records.data })
    .from(records)
    .where(
      and(eq(records.resource, 'establishments'), eq(records.projectKey, projectKey), sql`${records.data} @> ${JSON.stringify({ type: BANK_TYPE })}::jsonb`),
    );
  return rows
    .filter((row) => readable === 'any' || readable.includes(row.key))
    .map((row) => ({ key: row.key, name: String(row.data.establishmentName ?? row.key) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

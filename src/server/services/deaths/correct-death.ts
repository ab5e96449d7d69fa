import { eq, sql } from 'drizzle-orm';
import { actionAllowedIn, stateAfter, type DeathState } from '../../../domain/health-deaths';
import type { Db } from '../../db/open-db';
import { deaths } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { assertVersion } from '../row-version';
import { checkedDeclaration, type DeathDeclaration } from './death-declaration';
import { stateRefused } from './death-errors';
import { lockDeath, toApiDeath } from './death-view';

export type CorrectInput = { db: Db; projectKey: string; key: string; principal: Principal; body: DeathDeclaration; version: number; now: Date };

/**
 * A registrar corrects a declaration while it waits, or after a rejection (it then waits for
 * approval again, the reason cleared). The row is locked and its version checked, so a
 * correction never silently overwrites another or slips in after an approval.
 */
export async function correctDeath({ db, projectKey, key, principal, body, version, now }: CorrectInput) {
  const columns = await checkedDeclaration(db, projectKey, body, now);
  return db.transaction(async (tx) => {
    const row = await lockDeath(tx, projectKey, key);
    if (!actionAllowedIn('correct', row.state as DeathState)) throw stateRefused();
    assertVersion(version, row.version);
    const [updated] = await tx
      .update(deaths)
      .set({
        ...columns,
        state: stateAfter('correct'),
        rejectionReason: null,
        rejectedAt: null,
        rejectedBy: null,
        updatedAt: now,
        updatedBy: principal.userKey,
        version: sql`${deaths.version} + 1`,
      })
      .where(eq(deaths.key, key))
      .returning();
    return toApiDeath(updated, principal);
  });
}

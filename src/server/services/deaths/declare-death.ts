import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { deaths } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { checkedDeclaration, type DeathDeclaration } from './death-declaration';
import { findDeath, toApiDeath } from './death-view';

export type DeclareInput = { db: Db; projectKey: string; principal: Principal; body: DeathDeclaration; idempotencyKey?: string; now: Date };

/**
 * Records a declaration waiting for approval. A declaration sent again with the same
 * Idempotency-Key (a retry after a lost answer, an offline outbox) answers the first one
 * instead of writing a second death; `created` says which happened.
 */
export async function declareDeath({ db, projectKey, principal, body, idempotencyKey, now }: DeclareInput) {
  const existing = async () => {
    if (!idempotencyKey) return undefined;
    const [row] = await db
      .select({ key: deaths.key })
      .from(deaths)
      .where(and(eq(deaths.projectKey, projectKey), eq(deaths.idempotencyKey, idempotencyKey)));
    return row ? toApiDeath(await findDeath(db, projectKey, row.key), principal) : undefined;
  };
  const earlier = await existing();
  if (earlier) return { created: false, death: earlier };
  const columns = await checkedDeclaration(db, projectKey, body, now);
  const key = newKey();
  const inserted = await db
    .insert(deaths)
    .values({
      key,
      projectKey,
      idempotencyKey: idempotencyKey ?? null,
      ...columns,
      state: 'waitingForApproval',
      createdAt: now,
      createdBy: principal.userKey,
      updatedAt: now,
      updatedBy: principal.userKey,
    })
    // Two copies sent at the same moment: the second finds the first's row.
    .onConflictDoNothing()
    .returning({ key: deaths.key });
  if (!inserted.length) {
    const winner = await existing();
    if (winner) return { created: false, death: winner };
  }
  return { created: true, death: toApiDeath(await findDeath(db, projectKey, key), principal) };
}

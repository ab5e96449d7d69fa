import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { deaths } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { declareOnce } from '../vital-events/declare-once';
import { checkedDeclaration, type DeathDeclaration } from './death-declaration';
import { findDeath, toApiDeath } from './death-view';

export type DeclareInput = { db: Db; projectKey: string; principal: Principal; body: DeathDeclaration; idempotencyKey?: string; now: Date };

/**
 * Records a declaration waiting for approval, once per Idempotency-Key (declareOnce): a retry
 * after a lost answer, or an offline outbox, gets the first one; `created` says which happened.
 */
export async function declareDeath({ db, projectKey, principal, body, idempotencyKey, now }: DeclareInput) {
  const { value: death, replayed } = await declareOnce({
    idempotencyKey,
    earlier: async (idempotency) => {
      const [row] = await db
        .select({ key: deaths.key })
        .from(deaths)
        .where(and(eq(deaths.projectKey, projectKey), eq(deaths.idempotencyKey, idempotency)));
      return row ? toApiDeath(await findDeath(db, projectKey, row.key), principal) : undefined;
    },
    insert: async () => {
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
        .onConflictDoNothing()
        .returning({ key: deaths.key });
      return inserted.length ? toApiDeath(await findDeath(db, projectKey, key), principal) : undefined;
    },
  });
  return { created: !replayed, death };
}

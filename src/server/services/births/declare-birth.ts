import { and, eq } from 'drizzle-orm';
import type { BirthDeclaration } from '../../../domain/health-birth-rules';
import type { Db } from '../../db/open-db';
import { births } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { idempotencyKeyInvalid } from './birth-errors';
import { birthColumns } from './birth-columns';
import { declareOnce } from '../vital-events/declare-once';
import { toApiBirth, type BirthRow } from './birth-view';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

async function byIdempotencyKey(db: Db, projectKey: string, idempotencyKey: string): Promise<BirthRow | undefined> {
  const [row] = await db
    .select()
    .from(births)
    .where(and(eq(births.projectKey, projectKey), eq(births.idempotencyKey, idempotencyKey)));
  return row;
}

export type DeclareBirth = {
  db: Db;
  projectKey: string;
  principal: Principal;
  draft: BirthDeclaration;
  /** The client's key for this declaration (header or body): a resend answers the first declaration. */
  idempotencyKey?: string;
  now: Date;
};

/**
 * Records a declaration, waiting for approval, flagged with its probable duplicates; once per
 * idempotency key (declareOnce). Two copies under different keys take turns on the duplicate
 * check, so the later one is flagged.
 */
export async function declareBirth({ db, projectKey, principal, draft, idempotencyKey, now }: DeclareBirth) {
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) throw idempotencyKeyInvalid();
  const answer = (row: BirthRow | undefined) => (row ? toApiBirth(row, { roleList: principal.roleList }) : undefined);
  const { value: birth, replayed } = await declareOnce({
    idempotencyKey,
    earlier: async (key) => answer(await byIdempotencyKey(db, projectKey, key)),
    insert: () =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const columns = await birthColumns(tx, projectKey, draft, now);
        const [inserted] = await tx
          .insert(births)
          .values({
            key: newKey(),
            projectKey,
            idempotencyKey: idempotencyKey ?? null,
            ...columns,
            syncState: 'waitingForApproval',
            createdBy: principal.userKey,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: [births.projectKey, births.idempotencyKey] })
          .returning();
        return answer(inserted);
      }),
  });
  return { birth, replayed };
}

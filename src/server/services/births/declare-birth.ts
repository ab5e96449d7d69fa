import { and, eq } from 'drizzle-orm';
import type { BirthDeclaration } from '../../../domain/health-birth-rules';
import type { Db } from '../../db/open-db';
import { births } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { idempotencyKeyInvalid } from './birth-errors';
import { birthColumns } from './birth-columns';
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
 * Records a declaration, waiting for approval, flagged with its probable duplicates. An offline
 * tablet resends what it is not sure went: the same idempotency key answers the declaration
 * already made (its current state), never a second row, even when both copies arrive at once
 * (the unique index decides; the later insert does nothing and reads the first).
 */
export async function declareBirth({ db, projectKey, principal, draft, idempotencyKey, now }: DeclareBirth) {
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) throw idempotencyKeyInvalid();
  const earlier = idempotencyKey ? await byIdempotencyKey(db, projectKey, idempotencyKey) : undefined;
  if (earlier) return { birth: toApiBirth(earlier, { roleList: principal.roleList }), replayed: true };
  const columns = await birthColumns(db, projectKey, draft, now);
  const [inserted] = await db
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
  const row = inserted ?? (await byIdempotencyKey(db, projectKey, idempotencyKey!))!;
  return { birth: toApiBirth(row, { roleList: principal.roleList }), replayed: !inserted };
}

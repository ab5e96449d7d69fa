import { and, eq } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { BirthDeclaration } from '../../../domain/health-birth-rules';
import { isRejectionReason, stateAllows, statusAfter, type BirthAction, type BirthSyncState } from '../../../domain/health-sync-states';
import type { Db } from '../../db/open-db';
import { births } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { assertVersion } from '../row-version';
import { birthStateRefuses, rejectionReasonRequired } from './birth-errors';
import { birthColumns } from './birth-columns';
import { decisionColumns } from '../vital-events/decision-columns';
import { toApiBirth, type BirthRow } from './birth-view';

/** Reads a declaration of the project with its row locked until the transaction ends (404 when absent). */
async function lockBirth(tx: Db, projectKey: string, key: string): Promise<BirthRow> {
  const [row] = await tx
    .select()
    .from(births)
    .where(and(eq(births.projectKey, projectKey), eq(births.key, key)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

function assertAllowed(row: BirthRow, action: BirthAction) {
  if (!stateAllows({ syncState: row.syncState as BirthSyncState, approved: row.approvedAt !== null }, action)) throw birthStateRefuses();
}

type Change = { db: Db; projectKey: string; key: string; principal: Principal; now: Date };

/**
 * The registrar corrects a declaration not yet approved, or rejected: the row is locked, the
 * version the form was read at must still be the row's (412 otherwise), and a rejected
 * declaration goes back to the approver. Duplicates are looked for again with the new details.
 */
export async function correctBirth({ db, projectKey, key, principal, now, draft, version }: Change & { draft: BirthDeclaration; version: number }) {
  return db.transaction(async (tx) => {
    const row = await lockBirth(tx, projectKey, key);
    assertVersion(version, row.version);
    assertAllowed(row, 'correct');
    const columns = await birthColumns(tx, projectKey, draft, now, key);
    const [updated] = await tx
      .update(births)
      .set({
        ...columns,
        syncState: statusAfter('correct').syncState,
        rejectedAt: null,
        rejectedBy: null,
        rejectionReason: null,
        updatedBy: principal.userKey,
        updatedAt: now,
        version: row.version + 1,
      })
      .where(eq(births.key, key))
      .returning();
    return toApiBirth(updated, { roleList: principal.roleList });
  });
}

/**
 * The supervisor approves (the job then transmits it) or rejects with a reason. The row is locked
 * and its state checked under the lock, so of two supervisors deciding at once exactly one wins
 * and the other is told the declaration is no longer waiting (409). A version, when the screen
 * sends one, must be the row's (412).
 */
export async function decideBirth({
  db,
  projectKey,
  key,
  principal,
  now,
  decision,
  reason,
  version,
}: Change & { decision: 'approve' | 'reject'; reason?: string; version?: number }) {
  if (decision === 'reject' && !isRejectionReason(reason)) throw rejectionReasonRequired();
  return db.transaction(async (tx) => {
    const row = await lockBirth(tx, projectKey, key);
    if (version !== undefined) assertVersion(version, row.version);
    assertAllowed(row, decision);
    const [updated] = await tx
      .update(births)
      .set({ syncState: statusAfter(decision).syncState, ...decisionColumns(decision, principal, now, reason?.trim() ?? ''), version: row.version + 1 })
      .where(eq(births.key, key))
      .returning();
    return toApiBirth(updated, { roleList: principal.roleList });
  });
}

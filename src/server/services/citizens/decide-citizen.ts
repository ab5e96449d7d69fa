import { and, eq, ne, sql } from 'drizzle-orm';
import { records } from '../../db/schema';
import type { Db } from '../../db/open-db';
import { AppError, notFound, ruleBroken } from '../../app-error';
import { canDecide, statusAfter, type CitizenDecision } from '../../../domain/citizen-status';
import { replaceReferences } from '../../../domain/reference-paths';
import { entityOf } from '../records/entity-registry';
import { holdsKey, pointersTo } from '../records/check-references';
import { scopeOf, toApiRecord, type RecordContext } from '../records/record-scope';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const alreadyDecided = () => new AppError(409, 'CITIZEN_ALREADY_DECIDED', 'citizenAlreadyDecided');

/** The citizen row, locked until the transaction ends: a second decision waits, then sees the first. */
async function lockCitizen(tx: Tx, context: RecordContext, key: string) {
  const [row] = await tx
    .select()
    .from(records)
    .where(and(scopeOf(context), eq(records.key, key)))
    .for('update');
  return row;
}

/**
 * The citizen approver's decisions. The status is read and changed inside one transaction with
 * the citizen's row locked, and every change bumps the row's version: of any number of
 * simultaneous decisions exactly one wins, the others are told the citizen is already decided.
 * A merge keeps the other citizen and moves every reference to the duplicate onto it, nested
 * ones included (vehicles, properties, rentals, family links), in the same transaction.
 */
export async function decideCitizen(context: RecordContext, key: string, decision: CitizenDecision, input: { intoKey?: string; reason?: string }) {
  if (decision === 'merge' && (!input.intoKey || input.intoKey === key)) throw ruleBroken('MERGE_TARGET_INVALID', 'mergeTargetInvalid');
  return context.db.transaction(async (tx) => {
    const citizen = await lockCitizen(tx, context, key);
    if (!citizen) throw notFound();
    if (!canDecide(citizen.data.status)) throw alreadyDecided();
    const data: Record<string, unknown> = { ...citizen.data, status: statusAfter[decision] };
    if (decision === 'reject' && input.reason) data.rejectionReason = input.reason;
    if (decision === 'merge') {
      const target = await lockCitizen(tx, context, input.intoKey!);
      if (!target) throw notFound();
      if (target.data.status === 'merged') throw ruleBroken('MERGE_TARGET_INVALID', 'mergeTargetInvalid');
      data.mergedIntoKey = input.intoKey;
      await moveReferences(tx, context, key, input.intoKey!);
    }
    const [row] = await tx
      .update(records)
      .set({ data, version: sql`${records.version} + 1`, updatedAt: new Date() })
      .where(and(scopeOf(context), eq(records.key, key)))
      .returning();
    return toApiRecord(row);
  });
}

/** Every record of the project that points to the duplicate, at any depth, now points to the citizen kept. */
async function moveReferences(tx: Tx, context: RecordContext, fromKey: string, toKey: string) {
  const byResource = new Map<string, string[][]>();
  for (const { resource, path } of pointersTo('citizens')) byResource.set(resource, [...(byResource.get(resource) ?? []), path]);
  for (const [resource, paths] of byResource) {
    const entity = entityOf(resource);
    if (!entity) continue;
    const holders = await tx
      .select({ key: records.key, data: records.data })
      .from(records)
      .where(and(eq(records.resource, resource), eq(records.projectKey, context.projectKey ?? ''), ne(records.key, fromKey), holdsKey(paths, fromKey)))
      .for('update');
    for (const holder of holders) {
      const moved = replaceReferences(entity.inlined, holder.data, 'citizens', fromKey, toKey);
      if (!moved.changed) continue;
      await tx
        .update(records)
        .set({ data: moved.data, version: sql`${records.version} + 1`, updatedAt: new Date() })
        .where(eq(records.key, holder.key));
    }
  }
}

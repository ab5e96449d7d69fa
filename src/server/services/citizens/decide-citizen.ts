import { and, eq, sql } from 'drizzle-orm';
import { records } from '../../db/schema';
import { notFound, ruleBroken } from '../../app-error';
import { canDecide, statusAfter, type CitizenDecision } from '../../../domain/citizen-status';
import { loadEntities } from '../records/entity-registry';
import { getRecord } from '../records/write-records';
import { toApiRecord, type RecordContext } from '../records/record-scope';

/**
 * The citizen approver's decisions. A merge keeps the other record and moves every reference
 * to the duplicate onto it (vehicles, properties, rentals, family links), in one transaction.
 */
export async function decideCitizen(context: RecordContext, key: string, decision: CitizenDecision, input: { intoKey?: string; reason?: string }) {
  const citizen = await getRecord(context, key);
  if (!canDecide(citizen.data.status)) throw ruleBroken('CITIZEN_ALREADY_DECIDED', 'citizenAlreadyDecided');
  const data: Record<string, unknown> = { ...citizen.data, status: statusAfter[decision] };
  if (decision === 'reject' && input.reason) data.rejectionReason = input.reason;
  if (decision !== 'merge') {
    const [row] = await context.db.update(records).set({ data, updatedAt: new Date() }).where(eq(records.key, key)).returning();
    return toApiRecord(row);
  }
  if (!input.intoKey || input.intoKey === key) throw ruleBroken('MERGE_TARGET_INVALID', 'mergeTargetInvalid');
  const target = await getRecord(context, input.intoKey).catch(() => { throw notFound(); });
  if (target.data.status === 'merged') throw ruleBroken('MERGE_TARGET_INVALID', 'mergeTargetInvalid');
  data.mergedIntoKey = input.intoKey;
  const pointers = loadEntities().flatMap((entity) =>
    Object.entries(entity.references).filter(([, resource]) => resource === 'citizens').map(([field]) => ({ resource: entity.resource, field })));
  return context.db.transaction(async (tx) => {
    for (const { resource, field } of pointers) {
      if (!/^\w+$/.test(field)) continue;
      await tx.update(records)
        .set({ data: sql`jsonb_set(${records.data}, ${`{${field}}`}::text[], to_jsonb(${input.intoKey}::text))`, updatedAt: new Date() })
        .where(and(eq(records.resource, resource), eq(records.projectKey, context.projectKey ?? ''), sql`${records.data} @> ${JSON.stringify({ [field]: key })}::jsonb`));
    }
    const [row] = await tx.update(records).set({ data, updatedAt: new Date() }).where(eq(records.key, key)).returning();
    return toApiRecord(row);
  });
}

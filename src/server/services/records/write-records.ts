import { and, eq, sql } from 'drizzle-orm';
import { records } from '../../db/schema';
import { AppError, notFound } from '../../app-error';
import { representRecord, searchTextOf, type EntityMeta } from '../../../domain/entity-meta';
import { newKey } from '../auth/tokens';
import { checkReferences } from './check-references';
import { applyRules } from './record-rules';
import { loadEntities } from './entity-registry';
import { scopeOf, toApiRecord, type RecordContext } from './record-scope';

/** Fields set by workflows (status, merges): a form never writes them. */
const readonlyFields = (entity: EntityMeta) =>
  Object.entries(entity.inlined.properties).filter(([, p]) => p['x-admin-readonly']).map(([name]) => name);

function withoutReadonly(entity: EntityMeta, data: Record<string, unknown>, kept: Record<string, unknown>) {
  const result = { ...data };
  for (const field of readonlyFields(entity)) {
    if (field in kept) result[field] = kept[field];
    else delete result[field];
  }
  return result;
}

/** Defaults the schema declares for read-only fields (a new citizen is 'waiting'). */
function readonlyDefaults(entity: EntityMeta) {
  const defaults: Record<string, unknown> = {};
  for (const field of readonlyFields(entity)) {
    const fallback = entity.inlined.properties[field].default;
    if (fallback !== undefined) defaults[field] = fallback;
  }
  return defaults;
}

const derived = (entity: EntityMeta, data: Record<string, unknown>) => ({
  label: representRecord(entity.representation, data),
  searchText: searchTextOf(entity.search, data),
});

export async function getRecord(context: RecordContext, key: string) {
  const [row] = await context.db.select().from(records).where(and(scopeOf(context), eq(records.key, key)));
  if (!row) throw notFound();
  return row;
}

export async function createRecord(context: RecordContext, input: Record<string, unknown>) {
  const data = withoutReadonly(context.entity, input, readonlyDefaults(context.entity));
  await applyRules(context, data, 'create');
  await checkReferences(context, data);
  const [row] = await context.db.insert(records).values({
    key: newKey(),
    resource: context.entity.resource,
    projectKey: context.entity.projectScoped ? context.projectKey! : null,
    data,
    ...derived(context.entity, data),
    createdBy: context.principal.userKey,
  }).returning();
  return toApiRecord(row);
}

/** PUT replaces the record's fields as a whole form does; read-only ones keep their value. */
export async function updateRecord(context: RecordContext, key: string, input: Record<string, unknown>) {
  const current = await getRecord(context, key);
  const data = withoutReadonly(context.entity, input, current.data);
  await applyRules(context, data, 'update', key);
  await checkReferences(context, data);
  const [row] = await context.db.update(records).set({ data, ...derived(context.entity, data), updatedAt: new Date() })
    .where(and(scopeOf(context), eq(records.key, key))).returning();
  return toApiRecord(row);
}

/** A record other records still point to stays: deleting it would leave them dangling. */
export async function deleteRecord(context: RecordContext, key: string) {
  const current = await getRecord(context, key);
  await applyRules(context, current.data, 'delete', key);
  const usedBy = await countReferencesTo(context, key);
  if (usedBy > 0) throw new AppError(409, 'RECORD_IN_USE', 'recordInUse', { count: usedBy });
  await context.db.delete(records).where(and(scopeOf(context), eq(records.key, key)));
  return toApiRecord(current);
}

async function countReferencesTo(context: RecordContext, key: string): Promise<number> {
  const pointers = loadEntities().flatMap((entity) =>
    Object.entries(entity.references).filter(([, target]) => target === context.entity.resource).map(([field]) => ({ resource: entity.resource, field })));
  let total = 0;
  for (const { resource, field } of pointers) {
    const [{ count }] = await context.db.select({ count: sql<number>`cast(count(*) as integer)` }).from(records)
      .where(and(eq(records.resource, resource), sql`${records.data} @> ${JSON.stringify({ [field]: key })}::jsonb`));
    total += count;
  }
  return total;
}

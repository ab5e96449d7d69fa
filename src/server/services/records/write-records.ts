import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { records } from '../../db/schema';
import { AppError, notFound } from '../../app-error';
import { representRecord, searchTextOf, type EntityMeta } from '../../../domain/entity-meta';
import { newKey } from '../auth/tokens';
import { checkReferences, countReferencesTo } from './check-references';
import { applyRules } from './record-rules';
import { scopeOf, toApiRecord, type RecordContext } from './record-scope';
import { inRecordTransaction, lockRecord } from './record-transaction';
import { assertVersion } from '../row-version';

/** Fields set by workflows (status, merges): a form never writes them. */
const readonlyFields = (entity: EntityMeta) =>
  Object.entries(entity.inlined.properties)
    .filter(([, p]) => p['x-admin-readonly'])
    .map(([name]) => name);

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

/**
 * The single-record read is the commonest request of all: its two shapes (project records and
 * global ones) are prepared once per database, so a read pays neither the query building nor
 * PostgreSQL's parsing again. Same scope as scopeOf.
 */
function prepareRecordReads(db: Db) {
  const byKey = and(eq(records.resource, sql.placeholder('resource')), eq(records.key, sql.placeholder('key')));
  return {
    scoped: db
      .select()
      .from(records)
      .where(and(byKey, eq(records.projectKey, sql.placeholder('projectKey'))))
      .prepare('get_project_record'),
    global: db
      .select()
      .from(records)
      .where(and(byKey, isNull(records.projectKey)))
      .prepare('get_global_record'),
  };
}
const recordReads = new WeakMap<Db, ReturnType<typeof prepareRecordReads>>();

export async function getRecord(context: RecordContext, key: string) {
  let reads = recordReads.get(context.db);
  if (!reads) recordReads.set(context.db, (reads = prepareRecordReads(context.db)));
  const { entity, projectKey } = context;
  const [row] = entity.projectScoped
    ? await reads.scoped.execute({ resource: entity.resource, key, projectKey: projectKey ?? '' })
    : await reads.global.execute({ resource: entity.resource, key });
  if (!row) throw notFound();
  return row;
}

export async function createRecord(context: RecordContext, input: Record<string, unknown>) {
  const data = withoutReadonly(context.entity, input, readonlyDefaults(context.entity));
  return inRecordTransaction(context, async (inside) => {
    await applyRules(inside, data, 'create');
    await checkReferences(inside, data);
    const [row] = await inside.db
      .insert(records)
      .values({
        key: newKey(),
        resource: context.entity.resource,
        projectKey: context.entity.projectScoped ? context.projectKey! : null,
        data,
        ...derived(context.entity, data),
        createdBy: context.principal.userKey,
      })
      .returning();
    return toApiRecord(row);
  });
}

/**
 * PUT replaces the record's fields as a whole form does; read-only ones keep their value. It
 * applies only to the version the client read (`expectedVersion`, from If-Match): a save made
 * from an older copy would silently undo someone else's change.
 */
export async function updateRecord(context: RecordContext, key: string, input: Record<string, unknown>, expectedVersion: number) {
  return inRecordTransaction(context, async (inside) => {
    const current = await lockRecord(inside, key);
    assertVersion(expectedVersion, current.version);
    const data = withoutReadonly(context.entity, input, current.data);
    await applyRules(inside, data, 'update', key);
    await checkReferences(inside, data);
    const [row] = await inside.db
      .update(records)
      .set({ data, ...derived(context.entity, data), version: sql`${records.version} + 1`, updatedAt: new Date() })
      .where(and(scopeOf(inside), eq(records.key, key)))
      .returning();
    return toApiRecord(row);
  });
}

/**
 * A record other records still point to stays: deleting it would leave them dangling. Like an
 * update, a delete applies only to the version the client saw.
 */
export async function deleteRecord(context: RecordContext, key: string, expectedVersion: number) {
  return inRecordTransaction(context, async (inside) => {
    const current = await lockRecord(inside, key);
    assertVersion(expectedVersion, current.version);
    await applyRules(inside, current.data, 'delete', key);
    const usedBy = await countReferencesTo(inside, key);
    if (usedBy > 0) throw new AppError(409, 'RECORD_IN_USE', 'recordInUse', { count: usedBy });
    await inside.db.delete(records).where(and(scopeOf(inside), eq(records.key, key)));
    return toApiRecord(current);
  });
}

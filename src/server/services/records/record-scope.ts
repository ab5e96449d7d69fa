import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { records } from '../../db/schema';
import type { EntityMeta } from '../../../domain/entity-meta';
import type { Db } from '../../db/open-db';
import type { Principal } from '../auth/principal';
import type { Language } from '../../../domain/constants';

/** What every record use case needs: the entity, the database, who asks, and in which project. */
export type RecordContext = { db: Db; entity: EntityMeta; projectKey?: string; principal: Principal; language: Language };

/** A record of another project (or another resource) is as absent as one that never existed. */
export function scopeOf(context: RecordContext): SQL {
  const { entity, projectKey } = context;
  return and(eq(records.resource, entity.resource), entity.projectScoped ? eq(records.projectKey, projectKey ?? '') : isNull(records.projectKey))!;
}

type RecordRow = typeof records.$inferSelect;

/**
 * The record as the API shows it: the schema's fields plus `_key` and the server's stamps. The
 * `version` travels with every copy (lists too), so any copy a client holds can be sent back in
 * If-Match when it is edited or deleted.
 */
export function toApiRecord(row: RecordRow) {
  return { ...row.data, _key: row.key, projectKey: row.projectKey ?? undefined, version: row.version, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

export { SERVER_FIELDS } from '../../../domain/server-fields';

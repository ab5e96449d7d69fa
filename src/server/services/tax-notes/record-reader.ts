import { AppError } from '../../app-error';
import type { Db } from '../../db/open-db';
import type { Principal } from '../auth/principal';
import { entityOf } from '../records/entity-registry';
import { listRecords } from '../records/list-records';
import type { ListQuery } from '../lists/list-params';
import type { RecordContext } from '../records/record-scope';
import { getRecord } from '../records/write-records';

export type StoredRecord = { key: string; label: string; data: Record<string, unknown> };

/**
 * Reads of the record store a tax note needs (taxpayers, objects, nomenclature, steps, rates),
 * through the record services so the project scope is the same as everywhere else. `db` may be a
 * transaction: on PGlite every read inside one must go through it.
 */
export function recordReader(db: Db, projectKey: string, principal: Principal) {
  const context = (resource: string): RecordContext => {
    const entity = entityOf(resource);
    if (!entity) throw new Error(`no schema declares the resource ${resource}`);
    return { db, entity, projectKey, principal, language: 'en' };
  };
  return {
    /** The record of that resource in the project, undefined when there is none. */
    async find(resource: string, key: string): Promise<StoredRecord | undefined> {
      try {
        const row = await getRecord(context(resource), key);
        return { key: row.key, label: row.label, data: row.data };
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return undefined;
        throw error;
      }
    },
    /** One page (at most 500) of the records of a resource, as the list API answers them. */
    async list(resource: string, query: ListQuery) {
      const { rows } = await listRecords(context(resource), query, { count: false, named: true });
      return rows as (Record<string, unknown> & { _key: string })[];
    },
  };
}

export type RecordReader = ReturnType<typeof recordReader>;

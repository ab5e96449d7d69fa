import { records } from '../../db/schema';
import { representRecord, searchTextOf } from '../../../domain/entity-meta';
import type { Db } from '../../db/open-db';
import { entityOf } from './entity-registry';

export type SeedRecord = { resource: string; key: string; projectKey: string | null; data: Record<string, unknown> };

/** Bulk insert for seeds and benchmarks: chunked, idempotent by key. */
export async function insertRecords(db: Db, rows: SeedRecord[], chunkSize = 500): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize).map((row) => {
      const entity = entityOf(row.resource);
      if (!entity) throw new Error(`no schema declares the resource ${row.resource}`);
      return {
        key: row.key,
        resource: row.resource,
        projectKey: row.projectKey,
        data: row.data,
        label: representRecord(entity.representation, row.data),
        searchText: searchTextOf(entity.search, row.data),
      };
    });
    await db.insert(records).values(chunk).onConflictDoNothing();
  }
}

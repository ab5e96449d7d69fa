import { openDb, type Database, type OpenDbOptions } from './open-db';
import { seedReference } from './seed/seed-reference';
import { seedDemo } from './seed/seed-demo';
import { ensureRecordIndexes } from '../services/records/ensure-record-indexes';
import { loadEntities } from '../services/records/entity-registry';

/** Opens, migrates and seeds: reference data always, the demo province unless DEMO_SEED=false. */
export async function prepareDb(options: OpenDbOptions & { demo: boolean }): Promise<Database> {
  const database = await openDb(options);
  await ensureRecordIndexes(database.db, loadEntities(), { concurrently: database.engine === 'postgres' });
  await seedReference(database.db);
  if (options.demo) await seedDemo(database.db);
  return database;
}

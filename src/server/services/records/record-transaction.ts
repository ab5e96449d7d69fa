import { and, eq, sql } from 'drizzle-orm';
import { records } from '../../db/schema';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { scopeOf, type RecordContext } from './record-scope';

/** The name of the lock every write of one resource in one project takes (global data: no project). */
export const resourceLockName = (context: RecordContext) =>
  `records:${context.entity.resource}:${context.entity.projectScoped ? (context.projectKey ?? '') : ''}`;

/**
 * Runs a write of the record store in one transaction: the rules, the reference checks and the
 * write all see the same state and nobody else's half-done write. Writers of one resource in one
 * project queue on an advisory lock first, so a rule over many records (one name per project,
 * percentages that must total at most 100) cannot be passed by two writers at once.
 *
 * Everything inside must use the context handed to `work`: on PGlite there is one connection,
 * and a query on the outer database would wait for this very transaction to end.
 */
export function inRecordTransaction<T>(context: RecordContext, work: (inside: RecordContext) => Promise<T>): Promise<T> {
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${resourceLockName(context)}))`);
    return work({ ...context, db: tx as unknown as Db });
  });
}

/** The record, locked until the transaction ends, so its version cannot change under the write. */
export async function lockRecord(context: RecordContext, key: string) {
  const [row] = await context.db
    .select()
    .from(records)
    .where(and(scopeOf(context), eq(records.key, key)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

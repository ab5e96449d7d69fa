import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { summonses, taxNotes } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { cappedCount, parseListQuery, type ListQuery, type ListSpec } from '../list-query';
import { parseListParams } from '../lists/list-params';
import { kickTask, startTask } from '../tasks/background-tasks';

/** The same notes asked twice (in any order) name the same work: the second request finds the first task. */
export const summonsScope = (noteKeys: string[]) =>
  createHash('sha256')
    .update([...new Set(noteKeys)].sort().join('\n'))
    .digest('hex');

/** Starts (or finds) the summons task for these notes and runs it at once in the background. */
export async function requestSummonses(db: Db, projectKey: string, principal: Principal, noteKeys: string[]) {
  const unique = [...new Set(noteKeys)].sort();
  const started = await startTask(db, {
    projectKey,
    kind: 'summons',
    scope: summonsScope(unique),
    params: { noteKeys: unique },
    startedBy: principal.userKey,
    startedByName: principal.personName,
  });
  if (started.created) kickTask(db, started.task.key);
  return started;
}

/** The outer summons, table-qualified (drizzle leaves a single-table select's columns unqualified). */
const summonsNote = sql.raw('"summonses"."note_key"');
const referenceSql = sql<string>`(select ${taxNotes.reference} from ${taxNotes} where ${taxNotes.key} = ${summonsNote})`;
const taxpayerSql = sql<string>`(select ${taxNotes.taxpayerName} from ${taxNotes} where ${taxNotes.key} = ${summonsNote})`;
const spec: ListSpec = {
  fields: { number: summonses.number, noteKey: summonses.noteKey, taskKey: summonses.taskKey, issuedAt: summonses.issuedAt, amountDue: summonses.amountDue },
  search: [summonses.number],
  defaultSort: ['issuedAt', 'DESC'],
};

/** The project's summonses, newest first (filters: number, noteKey, taskKey, issuedAt_gte/lte, q on the number). */
export async function listSummonses(db: Db, projectKey: string, query: ListQuery) {
  const list = parseListQuery(query, spec, [eq(summonses.projectKey, projectKey)]);
  const direction = parseListParams(query, spec.defaultSort).sort[1];
  const rows = await db
    .select({
      _key: summonses.key,
      number: summonses.number,
      noteKey: summonses.noteKey,
      reference: referenceSql,
      taxpayerName: taxpayerSql,
      amountDue: summonses.amountDue,
      currency: summonses.currency,
      issuedBy: summonses.issuedBy,
      issuedAt: summonses.issuedAt,
    })
    .from(summonses)
    .where(list.where)
    .orderBy(...list.orderBy, direction === 'DESC' ? desc(summonses.key) : asc(summonses.key))
    .limit(list.limit)
    .offset(list.offset);
  const total = await cappedCount(db, summonses, list.where);
  return { rows: rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() })), total, offset: list.offset };
}

export async function findSummons(db: Db, projectKey: string, key: string) {
  const [found] = await db
    .select()
    .from(summonses)
    .where(and(eq(summonses.projectKey, projectKey), eq(summonses.key, key)));
  return found;
}

import { asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { OVERDUE_LIFECYCLES, RECOVERMENT_STAGES, type RecovermentNote } from '../../../domain/recoverment';
import type { Db } from '../../db/open-db';
import { noteRecovery, records, summonses, taxNotes } from '../../db/schema';
import { cappedCount, countAll, parseListQuery, type ListQuery, type ListSpec } from '../list-query';
import { parseListParams } from '../lists/list-params';
import { dayInZone } from '../../../domain/dated-money';

/** An SQL expression the list engine may filter and sort on like a column of that type. */
const field = (expression: SQL, dataType: 'string' | 'number') => Object.assign(expression, { dataType }) as unknown as PgColumn;

/**
 * The outer note, table-qualified: drizzle writes a single-table select's columns unqualified, and
 * inside a subquery an unqualified "key" would name the subquery's own table.
 */
const noteKey = sql.raw('"tax_notes"."key"');
const stageSql = sql<string>`coalesce((select ${noteRecovery.stage} from ${noteRecovery} where ${noteRecovery.noteKey} = ${noteKey}), 'none')`;
const remainingSql = sql<number>`(${taxNotes.amount} - ${taxNotes.paidAmount})`;
/**
 * A note reaches a zone through an address of the record store: its object's (a property) first,
 * else its taxpayer's. Two primary-key look-ups per overdue note: the list is already narrowed to
 * overdue notes by an index, so no zone column is copied onto the hot tax_notes row.
 */
const zoneOf = (column: 'object_key' | 'taxpayer_key') =>
  sql`(select ${records.data}->'address'->>'zone' from ${records} where ${records.key} = ${sql.raw(`"tax_notes"."${column}"`)})`;
const zoneSql = sql<string | null>`coalesce(${zoneOf('object_key')}, ${zoneOf('taxpayer_key')})`;
const summonsKeySql = sql<string | null>`(select ${summonses.key} from ${summonses} where ${summonses.noteKey} = ${noteKey})`;
const summonsNumberSql = sql<string | null>`(select ${summonses.number} from ${summonses} where ${summonses.noteKey} = ${noteKey})`;
const daysOverdueSql = (today: string) => sql<number>`(${today}::date - ${taxNotes.dueDate})`;

function recovermentSpec(today: string): ListSpec {
  return {
    fields: {
      reference: taxNotes.reference,
      taxpayerName: taxNotes.taxpayerName,
      taxType: taxNotes.taxType,
      currency: taxNotes.currency,
      dueDate: taxNotes.dueDate,
      amount: taxNotes.amount,
      createdAt: taxNotes.createdAt,
      stage: field(stageSql, 'string'),
      remaining: field(remainingSql, 'number'),
      daysOverdue: field(daysOverdueSql(today), 'number'),
      zone: field(zoneSql, 'string'),
    },
    search: [taxNotes.reference, taxNotes.taxpayerName],
    defaultSort: ['dueDate', 'ASC'],
  };
}

/** Overdue: approved or issued, its due date passed, something still to pay. */
export const overdueScope = (projectKey: string, today: string): SQL[] => [
  eq(taxNotes.projectKey, projectKey),
  inArray(taxNotes.lifecycle, [...OVERDUE_LIFECYCLES]),
  lt(taxNotes.dueDate, today),
  gt(taxNotes.amount, taxNotes.paidAmount),
];

/** The filter without its stage: the stage tabs count what the other filters leave. */
function withoutStage(query: ListQuery): ListQuery {
  const filters = Object.fromEntries(parseListParams(query, ['dueDate', 'ASC']).filters.filter(([name]) => name !== 'stage'));
  return { ...query, filter: JSON.stringify(filters), range: '[0,0]' };
}

/**
 * The receveur's overdue notes (list engine parameters; filters: stage, zone, taxType, q,
 * remaining_gte/lte, daysOverdue_gte/lte, dueDate_gte/lte), the note's summons beside it.
 */
export async function listRecoverment(db: Db, projectKey: string, query: ListQuery, now = new Date()) {
  const today = dayInZone(now);
  const spec = recovermentSpec(today);
  const scope = overdueScope(projectKey, today);
  const list = parseListQuery(query, spec, scope);
  const direction = parseListParams(query, spec.defaultSort).sort[1];
  const rows = await db
    .select({
      _key: taxNotes.key,
      reference: taxNotes.reference,
      taxpayerName: taxNotes.taxpayerName,
      taxType: taxNotes.taxType,
      dueDate: sql<string>`${taxNotes.dueDate}`,
      daysOverdue: sql<number>`cast(${daysOverdueSql(today)} as integer)`,
      currency: taxNotes.currency,
      amount: taxNotes.amount,
      paidAmount: taxNotes.paidAmount,
      stage: stageSql,
      zone: zoneSql,
      summonsKey: summonsKeySql,
      summonsNumber: summonsNumberSql,
    })
    .from(taxNotes)
    .where(list.where)
    .orderBy(...list.orderBy, direction === 'DESC' ? desc(taxNotes.key) : asc(taxNotes.key))
    .limit(list.limit)
    .offset(list.offset);
  const total = await cappedCount(db, taxNotes, list.where);
  const data: RecovermentNote[] = rows.map((row) => ({ ...row, remaining: row.amount - row.paidAmount }));
  return { rows: data, total, offset: list.offset };
}

/** How many overdue notes each stage holds under the list's other filters: the stage tabs. */
export async function countRecovermentStages(db: Db, projectKey: string, query: ListQuery, now = new Date()): Promise<Record<string, number>> {
  const today = dayInZone(now);
  const counted = parseListQuery(withoutStage(query), recovermentSpec(today), overdueScope(projectKey, today));
  const byStage = await db.select({ stage: stageSql, count: countAll }).from(taxNotes).where(counted.where).groupBy(stageSql);
  return Object.fromEntries(RECOVERMENT_STAGES.map((stage) => [stage, byStage.find((row) => row.stage === stage)?.count ?? 0]));
}

import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open-db';
import { payments, taxNotes } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { cappedCount, parseListQuery, tableListSpec, type ListQuery, type ListSpec } from '../list-query';
import { parseListParams } from '../lists/list-params';
import { paymentRightsOf } from './payment-access';
import { toApiPayment } from './payment-view';

/** A note column read for a ledger row, usable by the list parser as if it were a payments column. */
const noteColumn = (column: PgColumn) =>
  Object.assign(sql`(select ${column} from ${taxNotes} where ${taxNotes.key} = ${payments.noteKey})`, { dataType: 'string' }) as unknown as PgColumn;

let spec: ListSpec | undefined;

/**
 * The schema's sort and filter fields (schemas/payment.schema.json), plus the note's taxpayer so
 * a counter can list one taxpayer's payments; `q` searches receipt numbers and note references.
 * The ledger opens newest first. Built on first use (the schemas are read once per process).
 */
export function paymentListSpec(): ListSpec {
  spec ??= {
    ...tableListSpec('payments', payments, {
      search: [payments.receiptNumber, noteColumn(taxNotes.reference)],
      extraFields: { taxpayerKey: noteColumn(taxNotes.taxpayerKey), noteKey: payments.noteKey },
    }),
    defaultSort: ['createdAt', 'DESC'],
  };
  return spec;
}

/**
 * A page of the project's ledger (ra-data-simple-rest parameters). A bank agent reads only what
 * their banks received; every row says whether a reversal cancelled it.
 */
export async function listPayments(db: Db, projectKey: string, principal: Principal, query: ListQuery) {
  const scope: SQL[] = [eq(payments.projectKey, projectKey)];
  const rights = paymentRightsOf(principal);
  if (rights.banks !== 'any' && rights.methods.length === 1 && rights.methods[0] === 'bank') {
    scope.push(rights.banks.length ? inArray(payments.bankKey, [...rights.banks]) : sql`false`);
  }
  const list = parseListQuery(query, paymentListSpec(), scope);
  const direction = parseListParams(query, paymentListSpec().defaultSort).sort[1];
  const rows = await db
    .select()
    .from(payments)
    .where(list.where)
    .orderBy(...list.orderBy, direction === 'DESC' ? desc(payments.key) : asc(payments.key))
    .limit(list.limit)
    .offset(list.offset);
  const total = await cappedCount(db, payments, list.where);
  const keys = rows.filter((row) => row.kind === 'payment').map((row) => row.key);
  const reversed = new Set(
    keys.length ? (await db.select({ key: payments.reversesKey }).from(payments).where(inArray(payments.reversesKey, keys))).map((row) => row.key) : [],
  );
  return { rows: rows.map((row) => ({ ...toApiPayment(row), reversed: reversed.has(row.key) })), total, offset: list.offset };
}

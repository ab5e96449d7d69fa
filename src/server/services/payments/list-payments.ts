import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open-db';
import { payments, taxNotes } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { cappedCount, parseListQuery, tableListSpec, type ListQuery, type ListSpec, listKeyset } from '../list-query';
import { readPage, type PageOptions } from '../lists/keyset';
import { parseListParams } from '../lists/list-params';
import { readableBanksOf } from './payment-access';
import { toApiPayment } from './payment-view';
import { establishmentNames } from '../establishments';

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
 * A page of the project's ledger (ra-data-simple-rest parameters). A bank's user reads only what
 * their banks received, whatever their role records (the bank reports' rule: user type, not the
 * create flag), and nothing when their list holds no bank; every row says whether a reversal cancelled it. Rows tie on the sort
 * field are ordered by key; `options.after` reads by keyset instead of offset (an export).
 */
export async function listPayments(db: Db, projectKey: string, principal: Principal, query: ListQuery, options: PageOptions = {}) {
  const scope: SQL[] = [eq(payments.projectKey, projectKey)];
  const readable = readableBanksOf(principal);
  if (readable !== 'any') scope.push(readable.length ? inArray(payments.bankKey, [...readable]) : sql`false`);
  const list = parseListQuery(query, paymentListSpec(), scope);
  // Already validated by parseListQuery: read again only for the sort column and direction.
  const [field, direction] = parseListParams(query, paymentListSpec().defaultSort).sort;
  const keyset = listKeyset(paymentListSpec(), field, payments.key, direction);
  const read = (after: SQL | undefined, count: number, skip: number) =>
    db
      .select({ payment: payments, sortValue: keyset.sortValue })
      .from(payments)
      .where(and(list.where, after))
      .orderBy(...keyset.orderBy)
      .limit(count)
      .offset(skip);
  const page = await readPage(keyset, options, list, read);
  const rows = page.map((row) => row.payment);
  const total = options.count === false ? list.offset + rows.length : await cappedCount(db, payments, list.where, options.countUpTo);
  const keys = rows.filter((row) => row.kind === 'payment').map((row) => row.key);
  const reversed = new Set(
    keys.length ? (await db.select({ key: payments.reversesKey }).from(payments).where(inArray(payments.reversesKey, keys))).map((row) => row.key) : [],
  );
  const last = page.at(-1);
  // `next` only for a keyset reader: a caller paging by offset must not be taken for one.
  const next = options.after === undefined ? {} : { next: last ? { value: last.sortValue, key: last.payment.key } : undefined };
  // The bank by its name: a cashier's screen has no list of the project's banks to name them with.
  const bankKeys = [...new Set(rows.map((row) => row.bankKey).filter((key): key is string => Boolean(key)))];
  const bankNames = new Map((await establishmentNames(db, bankKeys)).map((bank) => [bank._key, bank.establishmentName]));
  const named = (key: string | null) => (key && bankNames.get(key) ? { bankName: bankNames.get(key) } : {});
  return {
    rows: rows.map((row) => ({ ...toApiPayment(row), ...named(row.bankKey), reversed: reversed.has(row.key) })),
    total,
    offset: list.offset,
    ...next,
  };
}

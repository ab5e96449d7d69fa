import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isExpired, paymentStateOf, remainingOf } from '../../../domain/tax-note-protocol';
import type { Db } from '../../db/open-db';
import { taxNoteEvents, taxNoteItems, taxNotes, users } from '../../db/schema';
import { notesNotified, notificationStateSql } from '../notifications/note-notification-state';

export type TaxNoteRow = typeof taxNotes.$inferSelect;

/**
 * The payment state as SQL, for filtering and sorting lists: the same rule as paymentStateOf
 * (paid once nothing remains, unpaid before any payment). It passes for a text column in the
 * list spec (`dataType`), so the shared list parser filters on it by equality.
 */
export const paymentStateField = Object.assign(
  sql`(case when ${taxNotes.paidAmount} >= ${taxNotes.amount} then 'paid' when ${taxNotes.paidAmount} <= 0 then 'unpaid' else 'remaining' end)`,
  { dataType: 'string' },
) as unknown as PgColumn;

/**
 * 'pending' while a new amount awaits its decision, else 'none': the approver's queue of amount
 * changes filters on it. The same expression is indexed (tax_notes_amendment_idx).
 */
export const amendmentStateField = Object.assign(sql`(case when ${taxNotes.pendingAmendment} is null then 'none' else 'pending' end)`, {
  dataType: 'string',
}) as unknown as PgColumn;

/** The notice state as SQL (sent once a notice of the note was delivered), for filtering lists. */
export const notificationStateField = Object.assign(notificationStateSql(taxNotes.key), { dataType: 'string' }) as unknown as PgColumn;

const money = (amount: number, currency: string) => ({ amount, currency });
/** The schemas have no nullable fields: an empty column is an absent field. */
const present = <T>(value: T | null) => (value === null ? undefined : value);

/** Display names of users by key ('First Last'), for the createdBy / approvedBy / issuedBy columns. */
export async function userNames(db: Db, keys: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ key: users.key, name: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})` })
    .from(users)
    .where(inArray(users.key, wanted));
  return new Map(rows.map((row) => [row.key, row.name]));
}

/** User names by key, plus the notes whose notice was delivered (read with them: no query per note). */
export type NoteNames = Map<string, string> & { notified?: ReadonlySet<string> };

export async function namesOfNotes(db: Db, rows: TaxNoteRow[]): Promise<NoteNames> {
  const [names, notified] = await Promise.all([
    userNames(
      db,
      rows.flatMap((row) => [row.createdBy, row.approvedBy, row.issuedBy]),
    ),
    notesNotified(
      db,
      rows.map((row) => row.key),
    ),
  ]);
  return Object.assign(names, { notified });
}

/** A note as the API shows it (the schema's fields, money as { amount, currency }). */
export function toApiNote(row: TaxNoteRow, names: NoteNames, today: string) {
  const nameOf = (key: string | null) => (key ? names.get(key) : undefined);
  return {
    _key: row.key,
    reference: row.reference,
    taxType: row.taxType,
    taxpayerKind: row.taxpayerKind,
    taxpayerKey: row.taxpayerKey,
    taxpayerName: row.taxpayerName,
    objectKey: present(row.objectKey),
    objectLabel: present(row.objectLabel),
    objectPart: present(row.objectPart),
    declarantName: row.declarantName,
    responsibleName: row.responsibleName,
    phoneCountryCode: row.phoneCountryCode,
    phoneNumber: row.phoneNumber,
    period: row.period,
    periodStart: row.periodStart,
    amount: money(row.amount, row.currency),
    computedAmount: money(row.computedAmount, row.currency),
    declaredAmount: money(row.declaredAmount, row.currency),
    counterAmount: money(row.counterAmount, row.counterCurrency),
    conversionRate: row.conversionRate,
    paidAmount: money(row.paidAmount, row.currency),
    remainingAmount: money(remainingOf(row.amount, row.paidAmount), row.currency),
    lifecycle: row.lifecycle,
    awaitingActor: present(row.awaitingActor),
    paymentState: paymentStateOf(row.amount, row.paidAmount),
    expired: isExpired({ dueDate: row.dueDate, amount: row.amount, paidAmount: row.paidAmount, lifecycle: row.lifecycle as 'approved' }, today),
    // Callers that read names without namesOfNotes know of no delivered notice: 'notSent'.
    notificationState: names.notified?.has(row.key) ? ('sent' as const) : ('notSent' as const),
    disputed: row.disputed,
    pendingAmendment: row.pendingAmendment ?? undefined,
    dueDate: present(row.dueDate),
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    createdByName: nameOf(row.createdBy),
    approvedAt: present(row.approvedAt),
    approvedBy: present(row.approvedBy),
    approvedByName: nameOf(row.approvedBy),
    issuedAt: present(row.issuedAt),
    issuedBy: present(row.issuedBy),
    issuedByName: nameOf(row.issuedBy),
    version: row.version,
  };
}

export type ApiNote = ReturnType<typeof toApiNote>;

export function toApiItem(row: typeof taxNoteItems.$inferSelect) {
  return {
    _key: row.key,
    nomenclatureItemKey: row.nomenclatureItemKey,
    account: row.account,
    reason: row.reason,
    factor: money(row.factorAmount, row.currency),
    steps: row.steps,
    computedAmount: money(row.computedAmount, row.currency),
    declaredAmount: money(row.declaredAmount, row.currency),
    amountReason: row.amountReason,
    /** 'tax', or 'penalty' for the late penalty the scheduler added. */
    kind: row.kind,
  };
}

export function toApiEvent(row: typeof taxNoteEvents.$inferSelect) {
  return {
    id: row.id,
    kind: row.kind,
    userName: row.userName,
    reason: row.reason,
    data: row.data,
    latitude: row.latitude,
    longitude: row.longitude,
    createdAt: row.createdAt,
  };
}

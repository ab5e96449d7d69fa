import { and, asc, desc, eq, gt, ilike, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { addDays, daysBetween } from '../../../domain/calendar-rules';
import { NEARLY_DUE_DAYS } from '../../../domain/call-log';
import { dayInZone } from '../../../domain/dated-money';
import { convertMinor, type Currency } from '../../../domain/money';
import { RECOVERY_STAGES } from '../../../domain/recovery';
import type { Db } from '../../db/open-db';
import { callLogs, noteLeases, noteRecovery, records, taxNotes } from '../../db/schema';
import { cappedCount, type ListQuery } from '../list-query';
import { escapeLike, invalidList, ownEntry, parseListParams } from '../lists/list-params';

/** Call times are read as text in one fixed shape, so both database drivers answer the same strings. */
const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * A note's last log (the newest id: what the queue shows as the last call) and its newest promise to
 * pay (kept after later calls that did not renew it), each read once per note through a lateral join.
 */
function lastLogs(db: Db) {
  const lastCall = db
    .select({
      status: sql<string>`${callLogs.callStatus}`.as('last_call_status'),
      by: sql<string>`${callLogs.userName}`.as('last_call_by'),
      calledAt: sql<string>`to_char(${callLogs.calledAt} at time zone 'UTC', ${sql.raw(ISO_INSTANT)})`.as('last_called_at'),
      promiseDate: sql<string | null>`${callLogs.promiseDate}`.as('last_call_promise_date'),
      reminderDate: sql<string>`${callLogs.reminderDate}::text`.as('last_call_reminder_date'),
    })
    .from(callLogs)
    .where(eq(callLogs.noteKey, taxNotes.key))
    .orderBy(desc(callLogs.id))
    .limit(1)
    .as('last_call');
  const lastPromise = db
    .select({
      date: sql<string>`${callLogs.promiseDate}::text`.as('promise_date'),
      amount: sql<string | null>`${callLogs.promiseAmount}::text`.as('promise_amount'),
    })
    .from(callLogs)
    .where(and(eq(callLogs.noteKey, taxNotes.key), eq(callLogs.callStatus, 'promiseToPay')))
    .orderBy(desc(callLogs.id))
    .limit(1)
    .as('last_promise');
  return { lastCall, lastPromise };
}
type LastCall = ReturnType<typeof lastLogs>['lastCall'];
const remainingSql = sql`(${taxNotes.amount} - ${taxNotes.paidAmount})`;
/** Amounts of both currencies compared in dollars, for ordering only (never shown). */
const remainingUsdSql = sql`(case when ${taxNotes.currency} = 'USD' then ${remainingSql}::numeric else ${remainingSql} / ${taxNotes.conversionRate} end)`;
const stageSql = sql`coalesce((select r.stage from ${noteRecovery} r where r.note_key = ${taxNotes.key}), 'none')`;

const SORTS: Record<string, (direction: 'ASC' | 'DESC', today: string, lastCall: LastCall) => SQL[]> = {
  /** A promise falling due today or already passed first, then the longest overdue, then the largest. */
  priority: (_, today, lastCall) => [
    sql`(case when ${lastCall.promiseDate} <= ${today}::date then 0 else 1 end)`,
    asc(taxNotes.dueDate),
    sql`${remainingUsdSql} desc`,
  ],
  daysOverdue: (direction) => [direction === 'ASC' ? desc(taxNotes.dueDate) : asc(taxNotes.dueDate)],
  dueDate: (direction) => [direction === 'ASC' ? asc(taxNotes.dueDate) : desc(taxNotes.dueDate)],
  remaining: (direction) => [sql`${remainingUsdSql} ${sql.raw(direction === 'ASC' ? 'asc' : 'desc')}`],
  /** When the last call said to call again; notes never called come after every reminder. */
  reminderDate: (direction, _, lastCall) => [sql`${lastCall.reminderDate} ${sql.raw(direction === 'ASC' ? 'asc' : 'desc')} nulls last`],
  reference: (direction) => [direction === 'ASC' ? asc(taxNotes.reference) : desc(taxNotes.reference)],
  taxpayerName: (direction) => [direction === 'ASC' ? asc(taxNotes.taxpayerName) : desc(taxNotes.taxpayerName)],
};

const text = (name: string, value: unknown): string => {
  if (typeof value !== 'string' || value.length > 200) throw invalidList(`filter.${name}`);
  return value;
};

/** The filters the queue offers: days overdue (at least), stage ('none' before any), tax type, free text. */
function filterConditions(filters: [string, unknown][], today: string): SQL[] {
  const conditions: SQL[] = [];
  for (const [name, value] of filters) {
    if (name === 'daysOverdue_gte') {
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || Math.abs(value) > 36_500) throw invalidList(`filter.${name}`);
      conditions.push(lte(taxNotes.dueDate, addDays(today, -value)));
    } else if (name === 'stage') {
      const stage = text(name, value);
      if (stage !== 'none' && !(RECOVERY_STAGES as readonly string[]).includes(stage)) throw invalidList(`filter.${name}`);
      conditions.push(sql`${stageSql} = ${stage}`);
    } else if (name === 'taxType') {
      conditions.push(eq(taxNotes.taxType, text(name, value)));
    } else if (name === 'q') {
      const typed = text(name, value).trim();
      const pattern = `%${escapeLike(typed)}%`;
      // Notes keep the national number without its 0 or +243: '0812 000 301' finds '812000301'.
      const digits = typed.replace(/[\s+().-]/g, '');
      const phone = /^\d{4,}$/.test(digits) ? `%${digits.replace(/^243/, '').replace(/^0+/, '')}%` : pattern;
      conditions.push(or(ilike(taxNotes.reference, pattern), ilike(taxNotes.taxpayerName, pattern), ilike(taxNotes.phoneNumber, phone))!);
    } else throw invalidList(`filter.${name}`);
  }
  return conditions;
}

/** The taxpayers' own contact phones (citizen or organization record), by taxpayer key. */
async function contactPhones(db: Db, keys: string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ key: records.key, data: records.data })
    .from(records)
    .where(and(inArray(records.resource, ['citizens', 'establishments']), inArray(records.key, [...new Set(keys)])));
  const phones = new Map<string, string>();
  for (const { key, data } of rows) {
    const number = typeof data.contactPhone1 === 'string' ? data.contactPhone1 : '';
    if (number) phones.set(key, `+${String(data.contactPhone1CountryCode ?? '243')}${number}`);
  }
  return phones;
}

/**
 * The call centre's work list: the project's unpaid notes (approved or issued, something left to
 * pay, not disputed) that are overdue or fall due within NEARLY_DUE_DAYS, with their last call,
 * their last promise, the reminder date of their last call and who has each open now.
 */
export async function listCallQueue(db: Db, projectKey: string, query: ListQuery, now: Date, userKey: string) {
  // The project's day, as promises and payments are dated: a UTC day is yesterday there after 22:00 UTC.
  const today = dayInZone(now);
  const params = parseListParams(query, ['priority', 'ASC']);
  const sort = ownEntry(SORTS, params.sort[0]);
  if (!sort) throw invalidList('sort');
  const where = and(
    eq(taxNotes.projectKey, projectKey),
    inArray(taxNotes.lifecycle, ['approved', 'issued']),
    gt(remainingSql, 0),
    not(taxNotes.disputed),
    lte(taxNotes.dueDate, addDays(today, NEARLY_DUE_DAYS)),
    ...filterConditions(params.filters, today),
  );
  const { lastCall, lastPromise } = lastLogs(db);
  const rows = await db
    .select({
      note: taxNotes,
      stage: noteRecovery.stage,
      holderKey: noteLeases.userKey,
      holderName: noteLeases.userName,
      lastCallStatus: lastCall.status,
      lastCallBy: lastCall.by,
      lastCalledAt: lastCall.calledAt,
      reminderDate: lastCall.reminderDate,
      promiseDate: lastPromise.date,
      promiseAmount: lastPromise.amount,
    })
    .from(taxNotes)
    .leftJoin(noteRecovery, eq(noteRecovery.noteKey, taxNotes.key))
    .leftJoin(noteLeases, and(eq(noteLeases.noteKey, taxNotes.key), gt(noteLeases.leasedUntil, now)))
    .leftJoinLateral(lastCall, sql`true`)
    .leftJoinLateral(lastPromise, sql`true`)
    .where(where)
    .orderBy(...sort(params.sort[1], today, lastCall), asc(taxNotes.key))
    .limit(params.limit)
    .offset(params.offset);
  const total = await cappedCount(db, taxNotes, where);
  const phones = await contactPhones(
    db,
    rows.map((row) => row.note.taxpayerKey),
  );
  const data = rows.map(({ note, ...row }) => {
    const remaining = note.amount - note.paidAmount;
    return {
      _key: note.key,
      reference: note.reference,
      taxType: note.taxType,
      taxpayerName: note.taxpayerName,
      phone: note.phoneNumber ? `+${note.phoneCountryCode}${note.phoneNumber}` : null,
      contactPhone: phones.get(note.taxpayerKey) ?? null,
      amount: { amount: note.amount, currency: note.currency },
      remaining: { amount: remaining, currency: note.currency },
      counterRemaining: {
        amount: convertMinor(remaining, note.currency as Currency, note.counterCurrency as Currency, note.conversionRate),
        currency: note.counterCurrency,
      },
      dueDate: note.dueDate,
      daysOverdue: note.dueDate ? daysBetween(note.dueDate, today) : 0,
      stage: row.stage,
      lastCallBy: row.lastCallBy,
      lastCallStatus: row.lastCallStatus,
      lastCalledAt: row.lastCalledAt,
      reminderDate: row.reminderDate,
      promiseDate: row.promiseDate,
      promiseAmount: row.promiseAmount === null ? null : { amount: Number(row.promiseAmount), currency: note.currency },
      heldBy: row.holderName,
      heldByMe: row.holderKey === userKey,
    };
  });
  return { rows: data, total, offset: params.offset };
}

export type CallQueueRow = Awaited<ReturnType<typeof listCallQueue>>['rows'][number];

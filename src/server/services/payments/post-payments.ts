import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { commonRange, dayInZone, outsideRange, paymentDateRange, type DayRange, yearInZone } from '../../../domain/dated-money';
import type { Instalment } from '../../../domain/instalments';
import { storedRate, type Currency } from '../../../domain/money';
import { mayBePaid, payableIn, payableNow, type PaymentBlock } from '../../../domain/payment-rules';
import type { Lifecycle } from '../../../domain/tax-note-protocol';
import { shareOut } from '../../../domain/revenue-shares';
import { formatReference } from '../../../domain/tax-reference';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { instalments, payments, revenueShares, taxNoteEvents, taxNotes } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { nextSequence } from '../tax-notes/next-reference';
import { toApiNote } from '../tax-notes/note-view';
import { withinRange } from '../tax-notes/tax-note-errors';
import { assertMayRecord, type PaymentMethod } from './payment-access';
import { assertPeriodOpen } from '../period-closes/period-guard';
import { blocked, dateOutOfRange, paidGreater, paidLess, severalTaxpayers } from './payment-errors';
import { toApiPayment, type PaymentRow } from './payment-view';
import { postingContext } from './posting-context';
import { crashPoint } from '../../fault-injection';

export type PaymentInput = {
  method: PaymentMethod;
  paidCurrency: Currency;
  /** The total paid, in paidCurrency: it must equal what the notes ask now, converted. */
  paidAmount: number;
  bankKey?: string;
  bankSlipNumber?: string;
  cashierName?: string;
  cashierPhone?: string;
  paymentDate: string;
};

export type PostPaymentsOptions = PaymentInput & {
  projectKey: string;
  principal: Principal;
  noteKeys: string[];
  now: Date;
  latitude?: number | null;
  longitude?: number | null;
};

const RECEIPT_SERIES = 'receipt';

export type Due = { blockedReason: PaymentBlock | null; amount: number; paidAmount: number; instalmentNumber: number | null };

/** What a locked note asks now, from the ledger's figure rather than the cached column. */
export function amountDue(note: typeof taxNotes.$inferSelect, schedule: readonly Instalment[], paidSoFar: number, paidCurrency: Currency, rate: string): Due {
  const blockedReason = mayBePaid({ lifecycle: note.lifecycle as Lifecycle, disputed: note.disputed, amount: note.amount, paidAmount: paidSoFar });
  const payable = payableNow({ amount: note.amount, currency: note.currency as Currency }, schedule, paidSoFar);
  const paidAmount = withinRange('paidAmount', () => payableIn(payable, paidCurrency, rate).amount);
  return { blockedReason, amount: payable.amount, paidAmount, instalmentNumber: payable.instalmentNumber };
}

/** What the ledger says a note has settled so far (the truth; tax_notes.paid_amount caches it). */
export async function settledSoFar(tx: Db, noteKey: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${payments.settledAmount}), 0)` })
    .from(payments)
    .where(eq(payments.noteKey, noteKey));
  return Number(row.total);
}

export const scheduleOf = (tx: Db, noteKey: string) =>
  tx
    .select({ number: instalments.number, dueDate: instalments.dueDate, amount: instalments.amount })
    .from(instalments)
    .where(eq(instalments.noteKey, noteKey))
    .orderBy(asc(instalments.number));

/**
 * What the ledger says each note has settled so far and its instalment schedule, for several
 * notes in one query.
 */
async function ledgerOf(tx: Db, noteKeys: string[]) {
  const rows = await tx
    .select({
      noteKey: taxNotes.key,
      // Written out in full: drizzle leaves columns unqualified, and inside these subqueries a bare
      // "key" would be the payment's or the instalment's, not the note's.
      paidSoFar: sql<string>`(select coalesce(sum(p.settled_amount), 0) from payments p where p.note_key = tax_notes.key)`,
      schedule: sql<
        Instalment[]
      >`(select coalesce(json_agg(json_build_object('number', i.number, 'dueDate', i.due_date, 'amount', i.amount) order by i.number), '[]')
        from instalments i where i.note_key = tax_notes.key)`,
    })
    .from(taxNotes)
    .where(inArray(taxNotes.key, noteKeys))
    .prepare(`payment_ledger_${noteKeys.length}`)
    .execute();
  return new Map(rows.map((row) => [row.noteKey, { paidSoFar: Number(row.paidSoFar), schedule: row.schedule }]));
}

/**
 * Posts the payment of one or several notes of one taxpayer inside the caller's transaction (the
 * fee use case creates its note in the same one): the notes are locked in key order, each must be
 * payable, what each asks now (the remaining amount or the instalment due) is read from the
 * ledger under that lock, converted at the rate in force on the payment date, and the total paid
 * must equal it exactly. One receipt number covers every row written; each payment is shared
 * among the beneficiaries, the notes' cached paid amounts move and each note gets a 'paid' event.
 */
export async function postPaymentsInTransaction(tx: Db, options: PostPaymentsOptions) {
  const { projectKey, principal, now } = options;
  const today = dayInZone(now);
  await assertMayRecord(tx, projectKey, principal, options.method, options.bankKey);
  const noteKeys = [...new Set(options.noteKeys)].sort();
  // Locked in key order, so two multiple payments over the same notes cannot deadlock. The names
  // of the people the answer shows come with them, rather than in a round trip of their own. The
  // hot statements of a posting are named (one name per number of notes, as the text differs):
  // each connection then plans them once, and tax_notes' many indexes make planning cost more
  // than running them.
  const locked = await tx
    .select({
      note: taxNotes,
      names: sql<Record<string, string> | null>`(select json_object_agg(u.key, concat_ws(' ', u.first_name, u.last_name)) from users u
        where u.key in (tax_notes.created_by, tax_notes.approved_by, tax_notes.issued_by))`,
      notified: sql<boolean>`exists (select 1 from notification_outbox o where o.note_key = tax_notes.key and o.status = 'sent')`,
    })
    .from(taxNotes)
    .where(and(eq(taxNotes.projectKey, projectKey), inArray(taxNotes.key, noteKeys)))
    .orderBy(asc(taxNotes.key))
    .for('update')
    .prepare(`payment_lock_notes_${noteKeys.length}`)
    .execute();
  const notes = locked.map((row) => row.note);
  const names = Object.assign(new Map(locked.flatMap((row) => Object.entries(row.names ?? {}))), {
    // The answer says whether the taxpayer had the note's notice, as every other view of a note does.
    notified: new Set(locked.filter((row) => row.notified).map((row) => row.note.key)),
  });
  crashPoint('notes-locked');
  if (notes.length !== noteKeys.length) throw notFound();
  if (new Set(notes.map((n) => `${n.taxpayerKey}|${n.currency}`)).size > 1) throw severalTaxpayers();
  assertDatedWithin(notes, options.paymentDate, now);
  // Nothing is posted into a closed month (src/domain/period-close.ts).
  await assertPeriodOpen(tx, projectKey, options.paymentDate);
  // The ledger is read only now, after the lock, so it includes what a payment we waited for has
  // just committed.
  const ledger = await ledgerOf(tx, noteKeys);
  const { referencePrefix, rate, beneficiaries } = await postingContext(tx, projectKey, options.paymentDate, dayInZone(now));

  const dues = notes.map((note) => {
    const { paidSoFar, schedule } = ledger.get(note.key) ?? { paidSoFar: 0, schedule: [] };
    const due = amountDue(note, schedule, paidSoFar, options.paidCurrency, rate);
    if (due.blockedReason) throw blocked(due.blockedReason);
    return { note, paidSoFar, due };
  });
  const asked = withinRange('paidAmount', () => dues.reduce((sum, d) => sum + d.due.paidAmount, 0));
  if (options.paidAmount < asked) throw paidLess();
  if (options.paidAmount > asked) throw paidGreater();

  // Under the lock, the notes change only here: their new state is known without reading it back.
  const updated = dues.map(({ note, paidSoFar, due }) => ({ ...note, paidAmount: paidSoFar + due.amount, version: note.version + 1 }));

  // The receipt counter row stays locked from here to the commit and every payment of the
  // project queues behind it: it is taken last, and everything it numbers is written in one
  // statement after it.
  const year = yearInZone(now);
  const receiptNumber = formatReference(`${referencePrefix}R`, year, await nextSequence(tx, projectKey, RECEIPT_SERIES, year));
  crashPoint('receipt-numbered');
  const rows: PaymentRow[] = dues.map(({ note, due }) => ({
    key: newKey(),
    projectKey,
    noteKey: note.key,
    kind: 'payment',
    reversesKey: null,
    method: options.method,
    paidCurrency: options.paidCurrency,
    paidAmount: due.paidAmount,
    conversionRate: storedRate(rate),
    settledCurrency: note.currency,
    settledAmount: due.amount,
    instalmentNumber: due.instalmentNumber,
    bankKey: options.method === 'bank' ? (options.bankKey ?? null) : null,
    bankSlipNumber: options.bankSlipNumber?.trim() || null,
    cashierName: options.cashierName?.trim() || null,
    cashierPhone: options.cashierPhone?.trim() || null,
    paymentDate: options.paymentDate,
    receiptNumber,
    reason: '',
    recordedBy: principal.userKey,
    recordedByName: principal.personName,
    latitude: options.latitude ?? null,
    longitude: options.longitude ?? null,
    createdAt: now,
    // The note's facts the money reports read off the ledger (the insert trigger sets the same).
    noteTaxType: note.taxType,
    noteZone: note.zone,
    noteConversionRate: note.conversionRate,
  }));
  const shares = rows.flatMap((row) =>
    shareOut(row.settledAmount, beneficiaries).map((share) => ({
      key: newKey(),
      projectKey,
      paymentKey: row.key,
      beneficiaryKey: share.key,
      beneficiaryName: share.name,
      basisPoints: share.basisPoints,
      currency: row.settledCurrency,
      amount: share.amount,
      paymentDate: row.paymentDate,
      createdAt: now,
    })),
  );
  const events = dues.map(({ note, due }, index) => ({
    noteKey: note.key,
    projectKey,
    kind: 'paid',
    userKey: principal.userKey,
    userName: principal.userName,
    data: {
      receiptNumber,
      paymentKey: rows[index].key,
      method: options.method,
      paid: { amount: due.paidAmount, currency: options.paidCurrency },
      settled: { amount: due.amount, currency: note.currency },
      rate,
      instalmentNumber: due.instalmentNumber,
    },
    latitude: options.latitude ?? null,
    longitude: options.longitude ?? null,
    createdAt: now,
  }));
  // One statement writes everything the receipt numbers, so the counter is held for one round trip
  // and the commit; the shares' foreign key to their payment is checked at its end, when both exist.
  const parts = [
    sql`inserted_payments as (${tx.insert(payments).values(rows).getSQL()})`,
    ...(shares.length ? [sql`inserted_shares as (${tx.insert(revenueShares).values(shares).getSQL()})`] : []),
    ...updated.map(
      (note, index) =>
        sql`${sql.identifier(`updated_note_${index}`)} as (${tx
          .update(taxNotes)
          .set({ paidAmount: note.paidAmount, version: note.version })
          .where(eq(taxNotes.key, note.key))
          .getSQL()})`,
    ),
  ];
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} ${tx.insert(taxNoteEvents).values(events).getSQL()}`);
  crashPoint('ledger-written');
  return {
    receiptNumber,
    payments: rows.map(toApiPayment),
    notes: updated.map((row) => toApiNote(row, names, today)),
  };
}

/**
 * A payment is dated between its notes' approval day and today on the project's clock
 * (src/domain/dated-money.ts): the date picks the conversion rate, so a backdated CDF payment
 * would settle at an older rate, and a date before the approval or after today lands in a report
 * the money never belonged to. A note approved before approval days were kept counts from its creation.
 */
function assertDatedWithin(notes: (typeof taxNotes.$inferSelect)[], paymentDate: string, now: Date) {
  const ranges = notes.map((note) => paymentDateRange(note.approvedAt ?? note.createdAt, now)).filter((range): range is DayRange => !!range);
  const range = commonRange(ranges);
  if (range && outsideRange(paymentDate, range)) throw dateOutOfRange(range);
}

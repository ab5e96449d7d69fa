import { projectMonthOf } from '../../db/project-clock';
import { dayInZone } from '../../../domain/dated-money';
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { convertMinor, type Currency } from '../../../domain/money';
import { LATE_PENALTY_PERCENT, isPastDue, latePenaltyOf } from '../../../domain/penalty';
import { remainingOf } from '../../../domain/tax-note-protocol';
import type { Db } from '../../db/open-db';
import { instalments, noteRecovery, records, taxNoteEvents, taxNoteItems, taxNotes } from '../../db/schema';
import { newKey } from '../auth/tokens';
import { lockNote } from '../tax-notes/lock-note';
import { noteTaxedDay, periodIsClosed } from '../period-closes/period-guard';

/** Only notes that are owed: approved or issued (a waiting or rejected note has no due date to miss). */
const PENALISED_LIFECYCLES = ['approved', 'issued'];

/** 'busy': asked not to wait, the note was locked by someone else (another runner, a payment); try it again later. */
export type PenaltyOutcome = 'penalised' | 'notDue' | 'periodClosed' | 'busy';

/** What a run shares between its notes: the bookings it looked up, and whether to pass over a locked note. */
export type PenaltyRun = { bookings?: PenaltyBookings; skipLocked?: boolean };

type Booking = { nomenclatureItemKey: string; account: string };
/** The bookings a run already looked up, by the first item's nomenclature: a run reads each once. */
export type PenaltyBookings = Map<string, Booking>;

/**
 * The nomenclature the penalty is booked on: the penalty nomenclature of the note's first tax item
 * (the demo's 'Pénalités' items), else the first item's own nomenclature, so the penalty still
 * lands on an account the project knows.
 */
async function penaltyNomenclature(tx: Db, firstItem: typeof taxNoteItems.$inferSelect, bookings?: PenaltyBookings): Promise<Booking> {
  const known = bookings?.get(firstItem.nomenclatureItemKey);
  if (known) return known;
  let booking: Booking = { nomenclatureItemKey: firstItem.nomenclatureItemKey, account: firstItem.account };
  const [item] = await tx.select({ data: records.data }).from(records).where(eq(records.key, firstItem.nomenclatureItemKey));
  const penaltyKey = item?.data.penaltyNomenclatureKey;
  if (typeof penaltyKey === 'string' && penaltyKey) {
    const [penalty] = await tx.select({ key: records.key, data: records.data }).from(records).where(eq(records.key, penaltyKey));
    if (penalty) booking = { nomenclatureItemKey: penalty.key, account: String(penalty.data.account ?? firstItem.account) };
  }
  // Keyed by the first item's own nomenclature: its account is not part of the answer unless
  // there is no penalty line, and then it is the item's, the same for every note of that line.
  if (booking.nomenclatureItemKey !== firstItem.nomenclatureItemKey) bookings?.set(firstItem.nomenclatureItemKey, booking);
  return booking;
}

/** The note locked, or none when another transaction holds it (SKIP LOCKED: no wait). */
async function lockNoteUnlessBusy(tx: Db, projectKey: string, noteKey: string) {
  const [note] = await tx
    .select()
    .from(taxNotes)
    .where(and(eq(taxNotes.projectKey, projectKey), eq(taxNotes.key, noteKey)))
    .for('update', { skipLocked: true });
  return note;
}

/**
 * Adds the 4% late penalty to one note, under the note's row lock (the lock payments and
 * transitions take), when it is still due once the lock is held: approved or issued, not
 * disputed, past its due date, something remaining, no penalty yet. The note's amount and
 * counter amount (at its frozen rate) grow by the penalty; a split note's last instalment takes it,
 * so the schedule still adds up to what remains.
 */
export async function applyLatePenalty(db: Db, projectKey: string, noteKey: string, now: Date, run: PenaltyRun = {}): Promise<PenaltyOutcome> {
  const today = dayInZone(now);
  const { bookings } = run;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const note = run.skipLocked ? await lockNoteUnlessBusy(tx, projectKey, noteKey) : await lockNote(tx, projectKey, noteKey);
    if (!note) return 'busy';
    const remaining = remainingOf(note.amount, note.paidAmount);
    if (!PENALISED_LIFECYCLES.includes(note.lifecycle) || note.disputed || !isPastDue(note.dueDate, today) || remaining <= 0) return 'notDue';
    // The penalty grows the note's amount, which the reports count in the month the note was
    // taxed: a note of a closed month is skipped, not failed.
    if (await periodIsClosed(tx, projectKey, noteTaxedDay(note))) return 'periodClosed';
    const items = await tx.select().from(taxNoteItems).where(eq(taxNoteItems.noteKey, noteKey)).orderBy(asc(taxNoteItems.position));
    if (items.some((item) => item.kind === 'penalty') || items.length === 0) return 'notDue';
    const penalty = latePenaltyOf(note.amount);
    if (penalty <= 0) return 'notDue';
    const booking = await penaltyNomenclature(tx, items[0], bookings);
    const currency = note.currency as Currency;
    const amount = note.amount + penalty;
    await tx.insert(taxNoteItems).values({
      key: newKey(),
      noteKey,
      position: items[items.length - 1].position + 1,
      nomenclatureItemKey: booking.nomenclatureItemKey,
      account: booking.account,
      reason: `Late penalty (${LATE_PENALTY_PERCENT}%)`,
      currency,
      factorAmount: penalty,
      steps: [],
      computedAmount: penalty,
      declaredAmount: penalty,
      kind: 'penalty',
    });
    await tx
      .update(taxNotes)
      .set({
        amount,
        counterAmount: convertMinor(amount, currency, note.counterCurrency as Currency, note.conversionRate),
        version: sql`${taxNotes.version} + 1`,
      })
      .where(eq(taxNotes.key, noteKey));
    const [last] = await tx
      .select({ number: instalments.number })
      .from(instalments)
      .where(eq(instalments.noteKey, noteKey))
      .orderBy(desc(instalments.number))
      .limit(1);
    if (last) {
      await tx
        .update(instalments)
        .set({ amount: sql`${instalments.amount} + ${penalty}` })
        .where(and(eq(instalments.noteKey, noteKey), eq(instalments.number, last.number)));
    }
    await tx.insert(taxNoteEvents).values({
      noteKey,
      projectKey,
      kind: 'penaltyApplied',
      userKey: null,
      userName: null,
      data: { penalty, amount, currency, percent: LATE_PENALTY_PERCENT },
      createdAt: now,
    });
    await tx
      .insert(noteRecovery)
      .values({ noteKey, projectKey, penaltyAppliedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: noteRecovery.noteKey, set: { penaltyAppliedAt: now, updatedAt: now, version: sql`${noteRecovery.version} + 1` } });
    return 'penalised';
  });
}

/** Where a run's reading of the notes due for the penalty stands: the last (due date, key) read. */
export type PenaltyCursor = { dueDate: string; key: string };

/**
 * The notes that look due for the penalty (each is checked again under its lock), oldest due
 * first, at most `limit` after `cursor`: a run reads a large backlog in a few such reads, by keyset.
 * One read of every candidate rather than a read per batch: PGlite never gathers statistics, and
 * without them a small ranged read per batch was planned as a pass over all past-due notes each time.
 */
export async function notesDueForPenalty(db: Db, projectKey: string, today: string, limit: number, cursor?: PenaltyCursor): Promise<PenaltyCursor[]> {
  return db
    .select({ key: taxNotes.key, dueDate: sql<string>`${taxNotes.dueDate}::text` })
    .from(taxNotes)
    .leftJoin(noteRecovery, eq(noteRecovery.noteKey, taxNotes.key))
    .where(
      and(
        eq(taxNotes.projectKey, projectKey),
        inArray(taxNotes.lifecycle, PENALISED_LIFECYCLES),
        eq(taxNotes.disputed, false),
        lt(taxNotes.dueDate, today),
        cursor ? sql`(${taxNotes.dueDate}, ${taxNotes.key}) > (${cursor.dueDate}::date, ${cursor.key})` : undefined,
        gt(taxNotes.amount, taxNotes.paidAmount),
        isNull(noteRecovery.penaltyAppliedAt),
        // Notes taxed in a closed month are left out: the job would only skip them under their lock.
        sql`not exists (select 1 from period_closes c where c.project_key = ${taxNotes.projectKey} and c.reopened_at is null
          and c.month = ${projectMonthOf(taxNotes.createdAt)})`,
      ),
    )
    .orderBy(asc(taxNotes.dueDate), asc(taxNotes.key))
    .limit(limit);
}

import { eq } from 'drizzle-orm';
import { dayInZone } from '../../../domain/dated-money';
import { checkSplit, splitSchedule } from '../../../domain/instalments';
import type { Currency } from '../../../domain/money';
import { mayBePaid } from '../../../domain/payment-rules';
import type { Lifecycle } from '../../../domain/tax-note-protocol';
import { badRequest } from '../../app-error';
import type { Db } from '../../db/open-db';
import { instalments, projects, taxNoteEvents } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { lockNote } from '../tax-notes/lock-note';
import { blocked, firstDueInPast, splitGreater, splitNotAllowed, splitRefused } from './payment-errors';
import { scheduleOf, settledSoFar } from './post-payments';

export type SplitPaymentOptions = {
  db: Db;
  projectKey: string;
  principal: Principal;
  noteKey: string;
  firstDueDate: string;
  firstAmount: number;
  numberOfSplits: number;
  now: Date;
};

/**
 * Fixes a note's instalment schedule (the project must allow splitting): under the note's lock,
 * a payable note with no payment and no schedule yet is split, the first instalment as asked, the
 * rest equal and monthly, the last absorbing the rounding; the schedule sums to the note exactly.
 */
export async function splitPayment(options: SplitPaymentOptions) {
  const { db, projectKey, principal, noteKey, now } = options;
  const [project] = await db.select({ splitFee: projects.splitFee }).from(projects).where(eq(projects.key, projectKey));
  if (!project?.splitFee) throw splitNotAllowed();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const note = await lockNote(tx, projectKey, noteKey);
    const paidSoFar = await settledSoFar(tx, noteKey);
    const reason = mayBePaid({ lifecycle: note.lifecycle as Lifecycle, disputed: note.disputed, amount: note.amount, paidAmount: paidSoFar });
    if (reason) throw blocked(reason);
    if (paidSoFar !== 0 || (await scheduleOf(tx, noteKey)).length) throw splitRefused();
    const request = {
      remaining: note.amount,
      currency: note.currency as Currency,
      firstAmount: options.firstAmount,
      firstDueDate: options.firstDueDate,
      numberOfSplits: options.numberOfSplits,
      today: dayInZone(now),
    };
    const refused = checkSplit(request);
    if (refused === 'firstAmountGreater') throw splitGreater();
    if (refused === 'firstDueDateInPast') throw firstDueInPast(request.today);
    if (refused)
      throw badRequest('SPLIT_INVALID', 'invalidValue', {}, [{ field: refused === 'invalidDate' ? 'firstDueDate' : 'numberOfSplits', message: refused }]);
    const schedule = splitSchedule(request);
    await tx.insert(instalments).values(schedule.map((i) => ({ noteKey, ...i, currency: note.currency, createdBy: principal.userKey, createdAt: now })));
    await tx.insert(taxNoteEvents).values({
      noteKey,
      projectKey,
      kind: 'split',
      userKey: principal.userKey,
      userName: principal.userName,
      data: { numberOfSplits: schedule.length, currency: note.currency, firstAmount: options.firstAmount, firstDueDate: options.firstDueDate },
      createdAt: now,
    });
    return schedule.map((i) => ({ ...i, currency: note.currency }));
  });
}

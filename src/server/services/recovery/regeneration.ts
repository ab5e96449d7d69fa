import { and, asc, eq, gt, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Period } from '../../../domain/tax-computation';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-db';
import type { Principal } from '../auth/principal';
import { records, taxNoteItems, taxNotes } from '../../db/schema';
import { createTaxNote } from '../tax-notes/create-tax-note';
import type { DraftItem } from '../tax-notes/price-items';
import { stepsOf } from '../tax-notes/project-settings';
import { recordReader } from '../tax-notes/record-reader';
import type { TaxpayerKind } from '../tax-notes/resolve-taxpayer';
import type { TaskContext, TaskHandler, TaskOutcome } from '../tasks/task-types';
import { principalOfUser } from '../tasks/task-principal';
import { sliceRun } from '../../jobs/job-slices';
import { dayInZone, yearInZone } from '../../../domain/dated-money';

export const REGENERATION_KIND = 'regeneration';
/** Source notes per batch: progress is reported (and the task's lease renewed) after each. */
const BATCH_SIZE = 25;

type SourceNote = typeof taxNotes.$inferSelect;
type Counts = { created: number; skipped: number; invalidItems: number; failed: number };

/** The property notes of year Y: their taxed period starts in Y, and they were not rejected. */
const sourceOf = (projectKey: string, year: number) =>
  and(
    eq(taxNotes.projectKey, projectKey),
    eq(taxNotes.taxType, 'property'),
    ne(taxNotes.lifecycle, 'rejected'),
    gte(taxNotes.periodStart, `${year}-01-01`),
    lte(taxNotes.periodStart, `${year}-12-31`),
  );

/** The same day of the period in the current year (29 February becomes the 28th in a common year). */
function periodStartIn(year: number, periodStart: string): string {
  const monthDay = periodStart.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

const validOn = (data: Record<string, unknown>, day: string) =>
  typeof data.validFrom === 'string' && data.validFrom <= day && (typeof data.validTo !== 'string' || day <= data.validTo);

/**
 * The nomenclature item to tax today in place of last year's: the same one while it is valid,
 * else the one of the same account valid today (a new rate is a new version of the item with the
 * same account); none when the account is no longer taxed.
 */
async function currentItemKey(db: Db, projectKey: string, itemKey: string, account: string, today: string): Promise<string | undefined> {
  const candidates = await db
    .select({ key: records.key, data: records.data })
    .from(records)
    .where(
      and(
        eq(records.resource, 'nomenclatureItems'),
        or(isNull(records.projectKey), eq(records.projectKey, projectKey)),
        or(eq(records.key, itemKey), sql`${records.data}->>'account' = ${account}`),
        sql`${records.data}->>'taxType' = 'property'`,
      ),
    );
  const valid = candidates.filter((candidate) => validOn(candidate.data, today));
  return (valid.find((candidate) => candidate.key === itemKey) ?? valid[0])?.key;
}

/**
 * One source note made again for this year through the creation use case of /taxation (its
 * rules: pricing at today's rates, the duplicate refusal, the reference, the first event).
 */
async function regenerateNote(ctx: TaskContext, starter: Principal, note: SourceNote, counts: Counts, userSteps: Set<string>) {
  const { db, task } = ctx;
  const now = ctx.now();
  const today = dayInZone(now);
  // The note's organization was checked when the note was first made: regenerating it is the
  // project's work, not an appraiser acting for an establishment of their own.
  const principal: Principal =
    note.taxpayerKind === 'organization' ? { ...starter, establishmentKeys: [...starter.establishmentKeys, note.taxpayerKey] } : starter;
  const sourceItems = await db
    .select()
    .from(taxNoteItems)
    .where(and(eq(taxNoteItems.noteKey, note.key), eq(taxNoteItems.kind, 'tax')))
    .orderBy(asc(taxNoteItems.position));
  const items: DraftItem[] = [];
  for (const item of sourceItems) {
    const key = await currentItemKey(db, task.projectKey, item.nomenclatureItemKey, item.account, today);
    if (!key || items.some((chosen) => chosen.nomenclatureItemKey === key)) {
      counts.invalidItems += 1;
      continue;
    }
    // Typed values are kept for the steps that still exist; auto ones are read from the property again.
    const stepValues = Object.fromEntries(
      item.steps.filter((step) => step.stepMode === 'user' && userSteps.has(step.stepKey)).map((step) => [step.stepKey, step.value]),
    );
    items.push({ nomenclatureItemKey: key, stepValues });
  }
  if (!items.length) {
    counts.skipped += 1;
    return;
  }
  try {
    await createTaxNote({
      db,
      projectKey: task.projectKey,
      principal,
      now,
      draft: {
        taxType: 'property',
        taxpayerKind: note.taxpayerKind as TaxpayerKind,
        taxpayerKey: note.taxpayerKey,
        objectKey: note.objectKey ?? undefined,
        objectPart: note.objectPart ?? undefined,
        declarantName: note.declarantName,
        responsibleName: note.responsibleName,
        phoneCountryCode: note.phoneCountryCode,
        phoneNumber: note.phoneNumber,
        period: note.period as Period,
        periodStart: periodStartIn(yearInZone(now), note.periodStart),
        items,
      },
    });
    counts.created += 1;
  } catch (caught) {
    // Already regenerated (or noted by hand since): the creation's duplicate rule refuses it.
    if (caught instanceof AppError && caught.errorCode === 'TAX_NOTE_DUPLICATE') counts.skipped += 1;
    else if (caught instanceof AppError && caught.statusCode < 500) counts.failed += 1;
    else throw caught;
  }
}

/**
 * Creates this year's property notes from those of the year in the task's params. Resumable: a
 * note already made again is refused as a duplicate and counted as skipped, so a task taken up
 * after a crash runs from the start without making anything twice.
 */
export const regenerateProperty: TaskHandler = async (ctx): Promise<TaskOutcome> => {
  const { db, task } = ctx;
  const year = Number(task.params.year);
  const source = sourceOf(task.projectKey, year);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(taxNotes)
    .where(source);
  const counts: Counts = { created: 0, skipped: 0, invalidItems: 0, failed: 0 };
  if (total === 0) return { status: 'notFound', done: 0, total: 0, counts };
  const principal = await principalOfUser(db, task.startedBy);
  if (!principal) throw new Error(`The user ${task.startedBy} who started the regeneration is no longer active`);
  const steps = await stepsOf(recordReader(db, task.projectKey, principal), 'property');
  const userSteps = new Set(steps.filter((step) => step.stepMode === 'user').map((step) => step.stepKey));
  let done = 0;
  let after = '';
  // Notes in slices of about 50 ms, the event loop given back between them (requests interleave on the embedded engine).
  const slicer = sliceRun(REGENERATION_KIND);
  for (;;) {
    const batch = await db
      .select()
      .from(taxNotes)
      .where(and(source, gt(taxNotes.key, after)))
      .orderBy(asc(taxNotes.key))
      .limit(BATCH_SIZE);
    if (!batch.length) break;
    for (const note of batch) {
      try {
        await regenerateNote(ctx, principal, note, counts, userSteps);
      } catch (caught) {
        if (caught instanceof AppError) counts.failed += 1;
        else throw caught;
      }
      done += 1;
      if (slicer.spent()) await slicer.giveWay();
    }
    after = batch[batch.length - 1].key;
    await ctx.report({ done, total, counts: { ...counts } });
    await slicer.giveWay();
  }
  return { status: 'completed', done, total, counts };
};

/** The regeneration tasks' scope: one per project and year, so a second start answers the first. */
export const regenerationScope = (year: number) => `year:${year}`;

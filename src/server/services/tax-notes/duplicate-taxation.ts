import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { earliestOverlappingStart, familyTwice, findTaxationClash, periodEndOf, type TaxationOfObject } from '../../../domain/tax-family';
import type { Period, TaxType } from '../../../domain/tax-computation';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-db';
import { taxNoteItems, taxNotes } from '../../db/schema';
import { duplicateNote } from './tax-note-errors';

/** What the draft taxes, in the terms of the domain's duplicate rule. */
export type DraftTaxation = TaxationOfObject & { taxType: TaxType; period: Period };

/** A line named as the appraiser reads it in the nomenclature: account and reason. */
const lineName = (line: { account: string; reason?: string }) => [line.account, line.reason].filter(Boolean).join(' ');

/** The object already taxed for this family and period by another line (or another taxpayer): the existing note is named. */
const familyDuplicate = (reference: string, line: string) => new AppError(409, 'TAX_NOTE_DUPLICATE', 'taxNoteFamilyDuplicate', { reference, line });

/** Two lines of one family on the draft itself. */
export const familyTwiceOnNote = () => new AppError(422, 'TAX_FAMILY_TWICE', 'taxFamilyTwice', {}, [{ field: 'items', message: 'family' }]);

/** Refuses a draft whose own lines tax the object twice (two vignette bands on one note). */
export function refuseFamilyTwice(draft: DraftTaxation) {
  if (
    familyTwice(
      draft.taxType,
      draft.objectKey,
      draft.lines.map((line) => line.account),
    )
  )
    throw familyTwiceOnNote();
}

/**
 * Inside the creating transaction: takes the object's turn (a transaction advisory lock on the
 * object, or on the taxpayer for a fee, held to the commit), then reads the live notes of that
 * object whose period may share a day with the draft's and refuses the draft if one of them
 * already taxes the same family. Of two appraisers taxing one car at once, the second waits for
 * the first's commit and then sees its note.
 */
export async function refuseDuplicateTaxation(tx: Db, projectKey: string, draft: DraftTaxation) {
  const subject = draft.objectKey ? `object:${draft.objectKey}` : `taxpayer:${draft.taxpayerKey}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`taxation:${projectKey}:${subject}`}))`);
  const rows = await tx
    .select({
      key: taxNotes.key,
      reference: taxNotes.reference,
      taxType: taxNotes.taxType,
      taxpayerKey: taxNotes.taxpayerKey,
      objectKey: taxNotes.objectKey,
      period: taxNotes.period,
      periodStart: taxNotes.periodStart,
      account: taxNoteItems.account,
      reason: taxNoteItems.reason,
    })
    .from(taxNotes)
    .innerJoin(taxNoteItems, eq(taxNoteItems.noteKey, taxNotes.key))
    .where(
      and(
        eq(taxNotes.projectKey, projectKey),
        draft.objectKey ? eq(taxNotes.objectKey, draft.objectKey) : and(isNull(taxNotes.objectKey), eq(taxNotes.taxpayerKey, draft.taxpayerKey)),
        // A rejected note taxes nothing: the appraiser writes it again, corrected.
        ne(taxNotes.lifecycle, 'rejected'),
        // The late penalty is an item of the note, not a tax of its own.
        eq(taxNoteItems.kind, 'tax'),
        gt(taxNotes.periodStart, earliestOverlappingStart(draft.periodStart)),
        lt(taxNotes.periodStart, periodEndOf(draft.period, draft.periodStart)),
      ),
    );
  const notes = new Map<string, TaxationOfObject & { reference: string }>();
  for (const row of rows) {
    const note = notes.get(row.key) ?? { ...row, period: row.period as Period, lines: [] as { account: string; reason: string }[] };
    (note.lines as { account: string; reason: string }[]).push({ account: row.account, reason: row.reason });
    notes.set(row.key, note);
  }
  const clash = findTaxationClash([...notes.values()], draft);
  if (!clash) return;
  // The same tax for the same taxpayer keeps its message of old; a sister line or another owner says which line taxes it.
  if (clash.sameAccount && clash.note.taxpayerKey === draft.taxpayerKey) throw duplicateNote(clash.note.reference);
  throw familyDuplicate(clash.note.reference, lineName(clash.line));
}

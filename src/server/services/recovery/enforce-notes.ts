import { and, asc, eq, inArray } from 'drizzle-orm';
import { stageRank } from '../../../domain/recovery';
import { isOverdue } from '../../../domain/recoverment';
import type { Db } from '../../db/open-db';
import { noteRecovery, taxNoteEvents, taxNotes } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { escalateRecovery } from './recovery-stage';
import { dayInZone } from '../../../domain/dated-money';

/** Why a note was left out of enforcement: not overdue (paid, not due), already there, or unknown. */
export type EnforcementSkip = 'notOverdue' | 'alreadyEnforced' | 'notFound';

/**
 * Hands the chosen overdue notes to enforcement, all in one transaction: the notes are locked in
 * key order (two receveurs at once queue, and the second finds them moved and is told so), each
 * still overdue gets the stage and a tax_note_events row of kind 'enforcement'.
 */
export async function enforceNotes(db: Db, projectKey: string, principal: Principal, noteKeys: string[], now = new Date()) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const notes = await tx
      .select()
      .from(taxNotes)
      .where(and(eq(taxNotes.projectKey, projectKey), inArray(taxNotes.key, noteKeys)))
      .orderBy(asc(taxNotes.key))
      .for('update');
    const stages = await tx
      .select({ noteKey: noteRecovery.noteKey, stage: noteRecovery.stage })
      .from(noteRecovery)
      .where(inArray(noteRecovery.noteKey, noteKeys));
    const stageOf = new Map(stages.map((row) => [row.noteKey, row.stage]));
    const today = dayInZone(now);
    const moved: string[] = [];
    const skipped: { key: string; reason: EnforcementSkip }[] = [];
    for (const note of notes) {
      if (!isOverdue(note, today)) skipped.push({ key: note.key, reason: 'notOverdue' });
      else if (stageRank(stageOf.get(note.key)) >= stageRank('enforcement')) skipped.push({ key: note.key, reason: 'alreadyEnforced' });
      else moved.push(note.key);
    }
    const found = new Set(notes.map((note) => note.key));
    for (const key of noteKeys) if (!found.has(key)) skipped.push({ key, reason: 'notFound' });
    for (const key of moved) await escalateRecovery(tx, { key, projectKey }, 'enforcement', now);
    if (moved.length)
      await tx.insert(taxNoteEvents).values(
        moved.map((noteKey) => ({
          noteKey,
          projectKey,
          kind: 'enforcement',
          userKey: principal.userKey,
          userName: principal.userName,
          data: { from: stageOf.get(noteKey) ?? 'none' },
          createdAt: now,
        })),
      );
    return { moved, skipped };
  });
}

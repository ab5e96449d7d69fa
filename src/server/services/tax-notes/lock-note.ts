import { and, eq } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { taxNotes } from '../../db/schema';

/**
 * Reads a note of the project with its row locked until the transaction ends (404 when it is not
 * there), so whoever decides on it or pays it next waits for this transaction.
 */
export async function lockNote(tx: Db, projectKey: string, noteKey: string) {
  const [note] = await tx
    .select()
    .from(taxNotes)
    .where(and(eq(taxNotes.projectKey, projectKey), eq(taxNotes.key, noteKey)))
    .for('update');
  if (!note) throw notFound();
  return note;
}

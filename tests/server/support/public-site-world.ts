import { inArray } from 'drizzle-orm';
import { taxNotes } from '../../../src/server/db/schema';
import type { TestApp } from './test-app';

export type DemoNote = typeof taxNotes.$inferSelect;

/** A demo note a citizen could hold: approved or issued, so the public site shows it. */
export async function decidedDemoNote(t: TestApp): Promise<DemoNote> {
  const [note] = await t.database.db
    .select()
    .from(taxNotes)
    .where(inArray(taxNotes.lifecycle, ['approved', 'issued']))
    .limit(1);
  return note!;
}

/**
 * Client addresses for the lookups of one test file (its own second octet), so the in-process
 * limiter of one test never refuses another's.
 */
export function addressSource(octet: number): () => string {
  let address = 0;
  return () => {
    address += 1;
    return `10.${octet}.${Math.floor(address / 250)}.${address % 250}`;
  };
}

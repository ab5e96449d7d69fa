import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { documents } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { canSeeDocument } from '../documents/documents';
import { supportingDocumentUnknown } from './tax-note-errors';

/**
 * A step's supporting document must be a stored file the caller may see: a key typed by hand
 * or one of another project would otherwise sit in the note's history, pointing at nothing
 * anyone reading the note could open.
 */
export async function assertSupportingDocument(db: Db, documentKey: string | undefined, principal: Principal) {
  if (documentKey === undefined) return;
  const [row] = await db.select({ projectKey: documents.projectKey, createdBy: documents.createdBy }).from(documents).where(eq(documents.key, documentKey));
  if (!row || !canSeeDocument(row, principal)) throw supportingDocumentUnknown();
}

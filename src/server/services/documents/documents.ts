import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { documents } from '../../db/schema';
import { badRequest, notFound } from '../../app-error';
import { contentMatchesType, DOWNLOAD_LINK_TTL_SECONDS, MAX_DOCUMENT_BYTES, type DocumentType } from '../../../domain/documents';
import { ensureSecret } from '../settings';
import { newKey } from '../auth/tokens';
import type { Principal } from '../auth/principal';
import { assertUploadQuota } from './upload-quota';

export type UploadInput = { fileName: string; contentType: DocumentType; dataBase64: string };

export async function uploadDocument(db: Db, input: UploadInput, context: { principal: Principal; projectKey?: string }) {
  const content = Buffer.from(input.dataBase64, 'base64');
  if (content.length === 0 || content.length > MAX_DOCUMENT_BYTES) throw badRequest('DOCUMENT_SIZE', 'documentSize', { max: MAX_DOCUMENT_BYTES / 1024 / 1024 });
  if (!contentMatchesType(content, input.contentType)) throw badRequest('DOCUMENT_TYPE', 'documentType');
  const key = newKey();
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await assertUploadQuota(tx, context.principal.userKey, content.length);
    await tx.insert(documents).values({
      key,
      projectKey: context.projectKey ?? null,
      fileName: input.fileName,
      contentType: input.contentType,
      size: content.length,
      content,
      createdBy: context.principal.userKey,
    });
  });
  return { _key: key, fileName: input.fileName, contentType: input.contentType, size: content.length };
}

const sign = (secret: string, key: string, expires: number) => createHmac('sha256', secret).update(`${key}.${expires}`).digest('base64url');

/**
 * Who may see a stored file: the members of its project; a file uploaded outside any project
 * only its uploader (it belongs to nobody else, so no project may reach it).
 */
export function canSeeDocument(document: { projectKey: string | null; createdBy: string | null }, principal: Principal): boolean {
  if (document.projectKey) return principal.projectKeys.includes(document.projectKey);
  return document.createdBy !== null && document.createdBy === principal.userKey;
}

/** A link anyone holding it may open for 300 seconds (an <img> cannot send a bearer token). */
export async function documentLink(db: Db, key: string, principal: Principal) {
  const [row] = await db.select({ projectKey: documents.projectKey, createdBy: documents.createdBy }).from(documents).where(eq(documents.key, key));
  // A document the caller may not see answers like one that does not exist.
  if (!row || !canSeeDocument(row, principal)) throw notFound();
  const expires = Math.floor(Date.now() / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
  const signature = sign(await ensureSecret(db, 'document_link_secret'), key, expires);
  return { url: `/api/open/documents/${key}?expires=${expires}&signature=${signature}`, expiresAt: new Date(expires * 1000).toISOString() };
}

export async function openDocument(db: Db, key: string, expires: number, signature: string) {
  const expected = Buffer.from(sign(await ensureSecret(db, 'document_link_secret'), key, expires));
  const given = Buffer.from(signature);
  const valid = given.length === expected.length && timingSafeEqual(given, expected) && expires >= Date.now() / 1000;
  if (!valid) throw notFound();
  const [row] = await db.select().from(documents).where(eq(documents.key, key));
  if (!row) throw notFound();
  return row;
}

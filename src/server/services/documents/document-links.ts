import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOWNLOAD_LINK_TTL_SECONDS } from '../../../domain/documents';
import { forbidden } from '../../app-error';
import type { Db } from '../../db/open-db';
import { ensureSecret } from '../settings';

export type PrintedKind = 'taxNote' | 'receipt' | 'clearance' | 'summons';
export type DocumentLanguage = 'en' | 'fr';
export const PRINTED_KINDS: readonly PrintedKind[] = ['taxNote', 'receipt', 'clearance', 'summons'];
export const DOCUMENT_LANGUAGES: readonly DocumentLanguage[] = ['en', 'fr'];

/** Its own secret: a link to an uploaded file can never be replayed as a link to a printed document. */
const SECRET_NAME = 'printed_document_link_secret';

/** Everything the link names is signed, so neither the document, its language nor the expiry can be changed. */
const signatureOf = (secret: string, request: LinkRequest, expires: number) =>
  createHmac('sha256', secret)
    .update([request.kind, request.key, request.projectKey ?? '', request.language, expires].join('\n'))
    .digest('base64url');

/**
 * A receipt number is only unique within a project (numbers restart per reference prefix), so a
 * receipt's link names its project too; so do a clearance's and a summons's (keyed by their row key).
 */
export type LinkRequest = { kind: PrintedKind; key: string; language: DocumentLanguage; projectKey?: string };

/**
 * A download link to a printed tax note or receipt, valid 300 seconds, that anyone holding it may
 * open (a browser download cannot send a bearer token). For a receipt, the key is its number.
 * The caller has already checked that the requester may see the document.
 */
export async function openDocumentLink(db: Db, request: LinkRequest, now = new Date()) {
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
  const signature = signatureOf(await ensureSecret(db, SECRET_NAME), request, expires);
  const query = new URLSearchParams({
    lang: request.language,
    ...(request.projectKey ? { project: request.projectKey } : {}),
    expires: String(expires),
    signature,
  });
  return {
    url: `/api/open/documents/${request.kind}/${encodeURIComponent(request.key)}?${query.toString()}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** Refuses (403) a link whose signature does not match or whose time is over. */
export async function checkDocumentLink(db: Db, request: LinkRequest & { expires: number; signature: string }, now = new Date()) {
  const expected = Buffer.from(signatureOf(await ensureSecret(db, SECRET_NAME), request, request.expires));
  const given = Buffer.from(request.signature);
  const matches = given.length === expected.length && timingSafeEqual(given, expected);
  if (!matches || request.expires < now.getTime() / 1000) throw forbidden('DOCUMENT_LINK_INVALID', 'documentLinkInvalid');
}

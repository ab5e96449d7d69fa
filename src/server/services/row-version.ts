import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

/**
 * Optimistic concurrency for every editable row: each row has a `version` that every write
 * bumps. Reads answer it as a strong ETag (and as `version` in the body, so a list row can be
 * edited or deleted too); PUT and DELETE must send it back in If-Match. A missing If-Match is
 * 428, a stale one 412: the second of two people saving the same form is told to reload instead
 * of silently overwriting the first.
 */
export const etagOf = (version: number) => `"${version}"`;

export const staleRecord = () => new AppError(412, 'STALE_RECORD', 'staleRecord');
export const versionRequired = () => new AppError(428, 'VERSION_REQUIRED', 'versionRequired');

/** The version named by If-Match (`"7"` or `W/"7"`); a list of several, or `*`, names none. */
export function requiredVersion(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  const text = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!text) throw versionRequired();
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(text);
  if (!match) throw staleRecord();
  return Number(match[1]);
}

/** Checks a locked row's version against If-Match. */
export function assertVersion(expected: number, actual: number) {
  if (expected !== actual) throw staleRecord();
}

export function sendVersion(reply: FastifyReply, version: number) {
  reply.header('ETag', etagOf(version));
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_TOKEN_LENGTH } from '../../../domain/document-token';
import { notFound } from '../../app-error';
import { errorReply, sendError } from '../../plugins/errors';
import { linkRefusedPage } from '../../public-site/link-refused-page';
import { pageLanguage } from '../../public-site/page-language';
import { loadPrincipal } from '../../services/auth/principal';
import { attachmentDisposition } from '../../services/documents/content-disposition';
import { checkDocumentLink, DOCUMENT_LANGUAGES, PRINTED_KINDS, type DocumentLanguage, type PrintedKind } from '../../services/documents/document-links';
import { clearancePdf } from '../../services/documents/clearance-pdf';
import { receiptPdf } from '../../services/documents/receipt-pdf';
import { summonsPdf } from '../../services/documents/summons-pdf';
import { publishedKeys } from '../../services/documents/signing-keys';
import { taxNotePdf } from '../../services/documents/tax-note-pdf';
import { verifyDocument } from '../../services/documents/verify-document';
import { nonEmpty, object, str } from '../body-schemas';
import { closedObject, flag, ok, openObject, text } from '../response-schemas';

const tags = ['Documents'];
const integer = { type: 'integer' } as const;
const money = closedObject({ amount: integer, currency: text });

/** Where the QR code of a document points: the configured public address, else the one the request came to. */
export const publicOrigin = (request: FastifyRequest) => process.env.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;

const factsSchema = closedObject({
  kind: text,
  reference: text,
  taxpayerName: text,
  amount: integer,
  currency: text,
  paidState: text,
  issuedOn: text,
  keyId: text,
});
const currentSchema = closedObject({
  paidState: text,
  lifecycle: text,
  amount: money,
  paidAmount: money,
  remaining: money,
  reversed: flag,
  amended: flag,
  clearance: closedObject({ state: text, validUntil: text, revokedAt: text, revokeReason: text }),
  summons: closedObject({ noteReference: text, deadline: text }),
  death: closedObject({ deceased: text, dateOfDeath: text, hospitalName: text, approvedOn: text }),
});

/** The signed-in staff member behind a check, when a valid session token came with it (never required). */
async function staffUserKey(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  try {
    const claims = app.jwt.verify<{ sub?: unknown; sid?: unknown }>(header.slice(7));
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
    return (await loadPrincipal(app.db, claims.sub, claims.sid))?.userKey ?? null;
  } catch {
    return null;
  }
}

type DocumentQuery = { lang: DocumentLanguage; expires: number; signature: string; project?: string };

/** Refusals of a download link that a citizen's browser may meet: damaged (400), expired or altered (403), gone (404). */
const LINK_REFUSALS = new Set([400, 403, 404]);

/**
 * A citizen's browser that opened a refused link gets a page in its language with the way back
 * to a fresh search, not raw JSON or a broken .json download; an API client (no text/html in its
 * Accept) keeps the JSON error.
 */
function linkRefused(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status } = errorReply(error, request);
  if (!LINK_REFUSALS.has(status) || !/text\/html/.test(request.headers.accept ?? '')) return sendError(error, request, reply);
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'private, no-store')
    .send(linkRefusedPage(pageLanguage(request)));
}

/** What anyone may reach without signing in: the public keys, signed downloads, and the document check. */
export async function openDocumentRoutes(app: FastifyInstance) {
  app.get(
    '/api/open/keys',
    {
      schema: {
        tags,
        description: 'The public keys that verify document QR codes (base64url raw Ed25519, by key id)',
        response: ok(closedObject({ keys: { type: 'object', additionalProperties: text } })),
      },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      // Revalidated every time: a key signs its first document at any moment (a first clearance), and a
      // device that kept an hour-old copy would call that genuine document invalid. The list is tiny.
      reply.header('Cache-Control', 'public, no-cache');
      return { error: false, data: { keys: await publishedKeys(app.db) } };
    },
  );

  app.get<{ Params: { kind: PrintedKind; key: string }; Querystring: DocumentQuery }>(
    '/api/open/documents/:kind/:key',
    {
      schema: {
        tags,
        description: 'Download a printed tax note, receipt, clearance or summons through a signed link (300 seconds)',
        params: object({ kind: { type: 'string', enum: [...PRINTED_KINDS] }, key: nonEmpty(64) }, ['kind', 'key']),
        querystring: object(
          {
            lang: { type: 'string', enum: [...DOCUMENT_LANGUAGES] },
            expires: { type: 'integer', minimum: 0 },
            signature: nonEmpty(100),
            project: nonEmpty(64),
          },
          ['lang', 'expires', 'signature'],
        ),
      },
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      errorHandler: linkRefused,
    },
    async (request, reply) => {
      const { kind, key } = request.params;
      const { lang: language, expires, signature, project } = request.query;
      await checkDocumentLink(app.db, { kind, key, language, projectKey: project, expires, signature });
      const options = { language, origin: publicOrigin(request) };
      let printed;
      if (kind === 'taxNote') {
        printed = await taxNotePdf(app.db, key, { ...options, projectKey: project });
      } else if (!project) {
        // A receipt number is unique only within its project, so the other kinds' links always name it.
        printed = null;
      } else {
        const print = { receipt: receiptPdf, clearance: clearancePdf, summons: summonsPdf }[kind];
        printed = await print(app.db, project, key, options);
      }
      if (!printed) throw notFound();
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', attachmentDisposition(printed.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(printed.bytes);
    },
  );

  app.post<{ Body: { token: string; latitude?: number; longitude?: number } }>(
    '/api/open/verify',
    {
      schema: {
        tags,
        description: "Check a document's QR token and read the document's current state (every check is logged)",
        body: object(
          {
            token: str(MAX_TOKEN_LENGTH, 1),
            latitude: { type: 'number', minimum: -90, maximum: 90 },
            longitude: { type: 'number', minimum: -180, maximum: 180 },
          },
          ['token'],
        ),
        response: ok({ ...openObject, additionalProperties: false, properties: { genuine: flag, facts: factsSchema, current: currentSchema } }),
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      error: false,
      data: await verifyDocument(app.db, { ...request.body, userKey: await staffUserKey(app, request) }),
    }),
  );
}

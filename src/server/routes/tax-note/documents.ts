import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../app-error';
import { payments, taxNotes } from '../../db/schema';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { assertReceiptReadable } from '../../services/payments/read-payments';
import { openDocumentLink, DOCUMENT_LANGUAGES, type DocumentLanguage } from '../../services/documents/document-links';
import { listQrLogs } from '../../services/documents/qr-logs';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { languageFrom } from '../../../i18n/translate';
import { keyParams, nonEmpty, object } from '../body-schemas';
import { closedObject, flag, instant, ok, okList, text } from '../response-schemas';

const tags = ['Documents'];
const link = ok(closedObject({ url: text, expiresAt: text }));
const langQuery = object({ lang: { type: 'string', enum: [...DOCUMENT_LANGUAGES] } });
const nullableNumber = { type: ['number', 'null'] } as const;
const qrLogRow = closedObject({
  _key: text,
  checkedAt: instant,
  kind: text,
  reference: text,
  genuine: flag,
  latitude: nullableNumber,
  longitude: nullableNumber,
  userName: text,
});

/** The language asked for, else the one the browser prefers. */
const languageOf = (request: FastifyRequest<{ Querystring: { lang?: DocumentLanguage } }>) =>
  request.query.lang ?? languageFrom(request.headers['accept-language']);

/** Staff downloads of printed notes and receipts (signed links), and the list of document checks. */
export async function taxNoteDocumentRoutes(app: FastifyInstance) {
  const read = { access: { area: 'Tax Note', action: 'read' }, project: true } as const;

  app.get<{ Params: { key: string }; Querystring: { lang?: DocumentLanguage } }>(
    '/api/taxNote/:key/document-link',
    {
      schema: { tags, description: "A signed link to the note's PDF, valid 300 seconds", params: keyParams, querystring: langQuery, response: link },
      config: read,
    },
    async (request) => {
      const projectKey = currentProject(request);
      const [note] = await app.db
        .select({ key: taxNotes.key })
        .from(taxNotes)
        .where(and(eq(taxNotes.projectKey, projectKey), eq(taxNotes.key, request.params.key)));
      if (!note) throw notFound();
      return { error: false, data: await openDocumentLink(app.db, { kind: 'taxNote', key: note.key, language: languageOf(request), projectKey }) };
    },
  );

  app.get<{ Params: { receiptNumber: string }; Querystring: { lang?: DocumentLanguage } }>(
    '/api/payment/receipts/:receiptNumber/document-link',
    {
      schema: {
        tags,
        description: "A signed link to the receipt's PDF, valid 300 seconds",
        params: object({ receiptNumber: nonEmpty(40) }, ['receiptNumber']),
        querystring: langQuery,
        response: link,
      },
      // A receipt is a payment document: read under Payment, like the receipt it prints.
      config: { access: { area: 'Payment', action: 'read' }, project: true },
    },
    async (request) => {
      const projectKey = currentProject(request);
      const { receiptNumber } = request.params;
      const rows = await app.db
        .select({ method: payments.method, bankKey: payments.bankKey })
        .from(payments)
        .where(and(eq(payments.projectKey, projectKey), eq(payments.receiptNumber, receiptNumber), eq(payments.kind, 'payment')));
      assertReceiptReadable(currentPrincipal(request), rows);
      return { error: false, data: await openDocumentLink(app.db, { kind: 'receipt', key: receiptNumber, language: languageOf(request), projectKey }) };
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/taxNote/qr-logs',
    {
      schema: {
        tags,
        description: 'Document checks, newest first (filters: genuine, kind, reference, checkedAt_gte, checkedAt_lte, q)',
        querystring: listQuerySchema,
        response: okList(qrLogRow),
      },
      // The check log names the staff who checked and where: the QR Code area's, not every note reader's.
      config: { access: { area: 'QR Code', action: 'read' }, project: true },
    },
    async (request, reply) => {
      const { rows, total, offset } = await listQrLogs(app.db, currentProject(request), request.query);
      return sendList(reply, 'qrLogs', offset, rows, total);
    },
  );
}

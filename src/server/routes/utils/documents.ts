import type { FastifyInstance } from 'fastify';
import { currentPrincipal } from '../../plugins/access';
import { documentLink, openDocument, uploadDocument, type UploadInput } from '../../services/documents/documents';
import { attachmentDisposition } from '../../services/documents/content-disposition';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '../../../domain/documents';
import { keyParams, nonEmpty, object } from '../body-schemas';
import { closedObject, ok, text } from '../response-schemas';

const tags = ['Documents'];
const uploaded = ok(closedObject({ _key: text, fileName: text, contentType: text, size: { type: 'integer' } }));
const link = ok(closedObject({ url: text, expiresAt: text }));
const base64Limit = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 4;

export async function documentRoutes(app: FastifyInstance) {
  app.post<{ Body: UploadInput }>(
    '/api/utils/documents',
    {
      schema: {
        tags,
        description: 'Upload a photo or a scan (base64, 5 MB at most)',
        body: object(
          {
            fileName: nonEmpty(200),
            contentType: { type: 'string', enum: [...DOCUMENT_TYPES] },
            dataBase64: { type: 'string', minLength: 1, maxLength: base64Limit, pattern: '^[A-Za-z0-9+/=\\s]+$' },
          },
          ['fileName', 'contentType', 'dataBase64'],
        ),
        response: uploaded,
      },
      bodyLimit: base64Limit + 4096,
      config: { access: { area: 'Dashboard', action: 'create' }, auditAction: 'document uploaded' },
    },
    async (request) => ({
      error: false,
      data: await uploadDocument(app.db, request.body, { principal: currentPrincipal(request), projectKey: request.projectKey }),
    }),
  );

  app.get<{ Params: { key: string } }>(
    '/api/utils/documents/:key/link',
    {
      schema: { tags, description: 'A signed download link, valid 300 seconds', params: keyParams, response: link },
      config: { access: { area: 'Dashboard', action: 'read' } },
    },
    async (request) => ({ error: false, data: await documentLink(app.db, request.params.key, currentPrincipal(request)) }),
  );

  app.get<{ Params: { key: string }; Querystring: { expires: number; signature: string } }>(
    '/api/open/documents/:key',
    {
      schema: {
        tags,
        description: 'Open a document through a signed link',
        params: keyParams,
        querystring: object({ expires: { type: 'integer', minimum: 0 }, signature: nonEmpty(100) }, ['expires', 'signature']),
      },
      config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const document = await openDocument(app.db, request.params.key, request.query.expires, request.query.signature);
      // Served as a download in a sandbox of its own, never as a page of this origin (an <img> still shows it).
      return reply
        .type(document.contentType)
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', attachmentDisposition(document.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(document.content);
    },
  );
}

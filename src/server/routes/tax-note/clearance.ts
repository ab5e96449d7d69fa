import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../app-error';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { DOCUMENT_LANGUAGES, openDocumentLink, type DocumentLanguage } from '../../services/documents/document-links';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { getClearance, listClearances, requestClearance, revokeClearance, type ClearanceRequest } from '../../services/recovery/clearances';
import { languageFrom } from '../../../i18n/translate';
import { key, keyParams, nonEmpty, object } from '../body-schemas';
import { closedObject, ok, okList, text } from '../response-schemas';

const tags = ['Clearance'];
const integer = { type: 'integer' } as const;
const clearance = closedObject({
  _key: text,
  number: text,
  taxpayerKind: text,
  taxpayerKey: text,
  taxpayerName: text,
  status: text,
  state: text,
  unpaidNotes: { type: 'array', items: closedObject({ reference: text, remaining: integer, currency: text }) },
  validUntil: text,
  requestedAt: text,
  requestedByName: text,
  issuedAt: text,
  issuedByName: text,
  revokedAt: text,
  revokedByName: text,
  revokeReason: text,
  version: integer,
});

const languageOf = (request: FastifyRequest<{ Querystring: { lang?: DocumentLanguage } }>) =>
  request.query.lang ?? languageFrom(request.headers['accept-language']);

/**
 * Clearance certificates, whose status staff may update (issued, revoked). A request is answered
 * with the recorded clearance: `issued` with its number, or `refused` with the unpaid notes, a
 * 200 either way, since a refusal is a result the screen shows, not a failed request.
 */
export async function clearanceRoutes(app: FastifyInstance) {
  const read = { access: { area: 'Clearance', action: 'read' }, project: true } as const;

  app.get<{ Querystring: ListQuery }>(
    '/api/taxNote/clearances',
    {
      schema: {
        tags,
        description: 'Clearance requests, newest first (filters: status, taxpayerKey, taxpayerKind, requestedAt_gte, requestedAt_lte, q)',
        querystring: listQuerySchema,
        response: okList(clearance),
      },
      config: read,
    },
    async (request, reply) => {
      const { rows, total, offset } = await listClearances(app.db, currentProject(request), request.query, new Date());
      return sendList(reply, 'clearances', offset, rows, total);
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/taxNote/clearances/:key',
    { schema: { tags, description: 'A clearance request and its certificate state', params: keyParams, response: ok(clearance) }, config: read },
    async (request) => ({ error: false, data: await getClearance(app.db, currentProject(request), request.params.key, new Date()) }),
  );

  app.post<{ Body: ClearanceRequest }>(
    '/api/taxNote/clearances',
    {
      schema: {
        tags,
        description: 'Request a clearance: issued when the taxpayer owes nothing in the project, else refused with the unpaid notes',
        body: object({ taxpayerKind: { type: 'string', enum: ['citizen', 'organization'] }, taxpayerKey: key() }, ['taxpayerKind', 'taxpayerKey']),
        response: ok(clearance),
      },
      config: { access: { area: 'Clearance', action: 'create' }, project: true, auditAction: 'clearance requested' },
    },
    async (request) => ({
      error: false,
      data: await requestClearance({
        db: app.db,
        projectKey: currentProject(request),
        principal: currentPrincipal(request),
        input: request.body,
        now: new Date(),
      }),
    }),
  );

  app.post<{ Params: { key: string }; Body: { reason: string } }>(
    '/api/taxNote/clearances/:key/revoke',
    {
      schema: {
        tags,
        description: 'Revoke an issued clearance, with the reason',
        params: keyParams,
        body: object({ reason: nonEmpty(500) }, ['reason']),
        response: ok(clearance),
      },
      config: { access: { area: 'Clearance', action: 'update' }, project: true, auditAction: 'clearance revoked' },
    },
    async (request) => ({
      error: false,
      data: await revokeClearance({
        db: app.db,
        projectKey: currentProject(request),
        principal: currentPrincipal(request),
        key: request.params.key,
        reason: request.body.reason,
        now: new Date(),
      }),
    }),
  );

  app.get<{ Params: { key: string }; Querystring: { lang?: DocumentLanguage } }>(
    '/api/taxNote/clearances/:key/document-link',
    {
      schema: {
        tags,
        description: "A signed link to the certificate's PDF, valid 300 seconds (issued or revoked certificates only)",
        params: keyParams,
        querystring: object({ lang: { type: 'string', enum: [...DOCUMENT_LANGUAGES] } }),
        response: ok(closedObject({ url: text, expiresAt: text })),
      },
      config: read,
    },
    async (request) => {
      const projectKey = currentProject(request);
      const found = await getClearance(app.db, projectKey, request.params.key, new Date());
      if (!found.number) throw notFound();
      return { error: false, data: await openDocumentLink(app.db, { kind: 'clearance', key: found._key, language: languageOf(request), projectKey }) };
    },
  );
}

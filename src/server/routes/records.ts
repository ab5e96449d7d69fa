import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EntityMeta } from '../../domain/entity-meta';
import { languageFrom } from '../../i18n/translate';
import { currentPrincipal } from '../plugins/access';
import { listQuerySchema, sendList, type ListQuery } from '../services/list-query';
import { loadEntities } from '../services/records/entity-registry';
import { listRecords } from '../services/records/list-records';
import { createRecord, deleteRecord, getRecord, updateRecord } from '../services/records/write-records';
import { toApiRecord, type RecordContext } from '../services/records/record-scope';
import { normalizeBody } from './entity-bodies';
import { keyParams } from './body-schemas';
import { registryTag } from './api-document';
import { requiredVersion, sendVersion } from '../services/row-version';
import { recordListResponse, recordResponse } from './record-response';

/** Documents If-Match in OpenAPI; its absence is answered by the handler (428), not by validation (400). */
const ifMatchHeaders = {
  type: 'object',
  properties: { 'if-match': { type: 'string', maxLength: 100, description: 'The ETag of the record as read: "<version>"' } },
} as const;

/** A record in the envelope, its version also as the ETag the next change must send back. */
function answer(reply: FastifyReply, record: ReturnType<typeof toApiRecord>) {
  sendVersion(reply, record.version);
  return { error: false, data: record };
}

/**
 * CRUD routes for every entity of schemas/ kept in the generic record store: a plain entity
 * needs its schema and nothing else here. Reads need the entity's read area (see describeEntity),
 * writes its access area.
 */
export async function recordRoutes(app: FastifyInstance) {
  for (const entity of loadEntities().filter((e) => !e.bespoke)) registerEntity(app, entity);
}

function registerEntity(app: FastifyInstance, entity: EntityMeta) {
  const base = `/api/${entity.route}`;
  const tags = [registryTag(entity)];
  const what = registryTag(entity).toLowerCase();
  const where = entity.projectScoped ? ' of the project' : '';
  const config = (action: 'read' | 'create' | 'update' | 'delete') => ({
    access: { area: action === 'read' ? entity.readAccess : entity.access, action },
    project: entity.projectScoped,
    auditAction: `${entity.resource} ${action}`,
  });
  const context = (request: FastifyRequest): RecordContext => ({
    db: app.db,
    entity,
    projectKey: request.projectKey,
    principal: currentPrincipal(request),
    language: languageFrom(request.headers['accept-language']),
  });
  const body = entity.inlined;
  const one = recordResponse(entity);

  app.get<{ Querystring: ListQuery }>(
    base,
    {
      schema: {
        tags,
        description: `List the ${what} records${where}: filtered, sorted, one page at a time`,
        querystring: listQuerySchema,
        response: recordListResponse(entity),
      },
      config: config('read'),
    },
    async (request, reply) => {
      const { rows, total, offset } = await listRecords(context(request), request.query);
      return sendList(reply, entity.resource, offset, rows, total);
    },
  );
  app.get<{ Params: { key: string } }>(
    `${base}/:key`,
    { schema: { tags, description: `Read one ${what} record, its version as the ETag`, params: keyParams, response: one }, config: config('read') },
    async (request, reply) => answer(reply, toApiRecord(await getRecord(context(request), request.params.key))),
  );
  app.post<{ Body: Record<string, unknown> }>(
    base,
    { schema: { tags, description: `Create a ${what} record`, body, response: one }, config: config('create'), preValidation: normalizeBody },
    async (request, reply) => answer(reply, await createRecord(context(request), request.body)),
  );
  // A change names the version it replaces (If-Match): 428 without it, 412 when it is not the stored one.
  app.put<{ Params: { key: string }; Body: Record<string, unknown> }>(
    `${base}/:key`,
    {
      schema: {
        tags,
        description: `Change a ${what} record; If-Match names the version it replaces`,
        params: keyParams,
        body,
        headers: ifMatchHeaders,
        response: one,
      },
      config: config('update'),
      preValidation: normalizeBody,
    },
    async (request, reply) => answer(reply, await updateRecord(context(request), request.params.key, request.body, requiredVersion(request))),
  );
  app.delete<{ Params: { key: string } }>(
    `${base}/:key`,
    {
      schema: {
        tags,
        description: `Delete a ${what} record; If-Match names the version it removes`,
        params: keyParams,
        headers: ifMatchHeaders,
        response: one,
      },
      config: config('delete'),
    },
    async (request) => ({ error: false, data: await deleteRecord(context(request), request.params.key, requiredVersion(request)) }),
  );
}

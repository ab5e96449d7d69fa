import type { FastifyInstance } from 'fastify';
import { MAX_RECOVERMENT_BATCH } from '../../../domain/recoverment';
import { languageFrom } from '../../../i18n/translate';
import { notFound } from '../../app-error';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { openDocumentLink, DOCUMENT_LANGUAGES, type DocumentLanguage } from '../../services/documents/document-links';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { enforceNotes } from '../../services/recovery/enforce-notes';
import { countRecovermentStages, listRecoverment } from '../../services/recovery/recoverment-list';
import { findSummons, listSummonses, requestSummonses } from '../../services/recovery/summonses';
import { key, keyParams, object } from '../body-schemas';
import { closedObject, flag, instant, ok, okList, text, nullableText } from '../response-schemas';
import { taskSchema, taskView } from './tasks';

const tags = ['Recoverment'];
const integer = { type: 'integer' } as const;
const noteKeysBody = object({ noteKeys: { type: 'array', minItems: 1, maxItems: MAX_RECOVERMENT_BATCH, uniqueItems: true, items: key() } }, ['noteKeys']);
const recovermentRow = closedObject({
  _key: text,
  reference: text,
  taxpayerName: text,
  taxType: text,
  dueDate: text,
  daysOverdue: integer,
  currency: text,
  amount: integer,
  paidAmount: integer,
  remaining: integer,
  stage: text,
  zone: nullableText,
  summonsKey: nullableText,
  summonsNumber: nullableText,
});
const summonsRow = closedObject({
  _key: text,
  number: text,
  noteKey: text,
  reference: text,
  taxpayerName: text,
  amountDue: integer,
  currency: text,
  issuedBy: text,
  issuedAt: instant,
});
const enforcementAnswer = ok(
  closedObject({
    moved: { type: 'array', items: text },
    skipped: { type: 'array', items: closedObject({ key: text, reason: text }) },
  }),
);

/** The receveur's overdue notes, their summonses (a background task) and the hand-over to enforcement. */
export async function recovermentRoutes(app: FastifyInstance) {
  const read = { access: { area: 'Recoverment', action: 'read' }, project: true } as const;
  const act = (auditAction: string) => ({ access: { area: 'Recoverment', action: 'update' }, project: true, auditAction }) as const;

  app.get<{ Querystring: ListQuery }>(
    '/api/taxNote/recoverment',
    {
      schema: {
        tags,
        description:
          'Overdue notes (filters: stage, zone, taxType, q, remaining_gte/lte, daysOverdue_gte/lte, dueDate_gte/lte; sort: dueDate, remaining, daysOverdue, reference, taxpayerName)',
        querystring: listQuerySchema,
        response: okList(recovermentRow),
      },
      config: read,
    },
    async (request, reply) => {
      const { rows, total, offset } = await listRecoverment(app.db, currentProject(request), request.query);
      return sendList(reply, 'recoverment', offset, rows, total);
    },
  );

  app.get<{ Querystring: Pick<ListQuery, 'filter'> }>(
    '/api/taxNote/recoverment/stage-counts',
    {
      schema: {
        tags,
        description: 'How many overdue notes each stage holds under the same filters (the stage filter aside)',
        // The list's filter only: counts have no page nor order.
        querystring: object({ filter: listQuerySchema.properties.filter }),
        response: ok({ type: 'object', additionalProperties: integer }),
      },
      config: read,
    },
    async (request) => ({ error: false, data: await countRecovermentStages(app.db, currentProject(request), request.query) }),
  );

  app.post<{ Body: { noteKeys: string[] } }>(
    '/api/taxNote/recoverment/enforcement',
    {
      schema: { tags, description: 'Move overdue notes to enforcement, in one transaction', body: noteKeysBody, response: enforcementAnswer },
      config: act('notes moved to enforcement'),
    },
    async (request) => ({ error: false, data: await enforceNotes(app.db, currentProject(request), currentPrincipal(request), request.body.noteKeys) }),
  );

  app.post<{ Body: { noteKeys: string[] } }>(
    '/api/taxNote/summons',
    {
      schema: {
        tags,
        description: 'Start issuing summonses for these notes (a background task; the same notes again answer the same task)',
        body: noteKeysBody,
        // The task as GET /api/taxNote/tasks/:key answers it.
        response: { 202: closedObject({ error: flag, data: taskSchema }) },
      },
      config: act('summons requested'),
    },
    async (request, reply) => {
      const { task } = await requestSummonses(app.db, currentProject(request), currentPrincipal(request), request.body.noteKeys);
      reply.code(202);
      return { error: false, data: taskView(task) };
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/taxNote/summons',
    {
      schema: {
        tags,
        description: 'Summonses, newest first (filters: number, noteKey, taskKey, issuedAt_gte/lte, q)',
        querystring: listQuerySchema,
        response: okList(summonsRow),
      },
      config: read,
    },
    async (request, reply) => {
      const { rows, total, offset } = await listSummonses(app.db, currentProject(request), request.query);
      return sendList(reply, 'summonses', offset, rows, total);
    },
  );

  app.get<{ Params: { key: string }; Querystring: { lang?: DocumentLanguage } }>(
    '/api/taxNote/summons/:key/document-link',
    {
      schema: {
        tags,
        description: "A signed link to the summons's PDF, valid 300 seconds",
        params: keyParams,
        querystring: object({ lang: { type: 'string', enum: [...DOCUMENT_LANGUAGES] } }),
        response: ok(closedObject({ url: text, expiresAt: text })),
      },
      config: read,
    },
    async (request) => {
      const projectKey = currentProject(request);
      const summons = await findSummons(app.db, projectKey, request.params.key);
      if (!summons) throw notFound();
      const language = request.query.lang ?? languageFrom(request.headers['accept-language']);
      return { error: false, data: await openDocumentLink(app.db, { kind: 'summons', key: summons.key, language, projectKey }) };
    },
  );
}

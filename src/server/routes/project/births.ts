import type { FastifyInstance } from 'fastify';
import type { BirthDeclaration } from '../../../domain/health-birth-rules';
import { languageFrom } from '../../../i18n/translate';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { birthExport } from '../../services/births/birth-export';
import { correctBirth, decideBirth } from '../../services/births/change-birth';
import { declareBirth } from '../../services/births/declare-birth';
import { approvalQueueScope, getBirth, listBirths } from '../../services/births/list-births';
import { exportQuerySchema, type ExportQuery } from '../../services/exports/list-export';
import { sendXlsx } from '../../services/exports/send-xlsx';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { requiredVersion, sendVersion } from '../../services/row-version';
import { keyParams } from '../body-schemas';
import { birthListResponse, birthResponse, correctionBody, decisionBody, declarationBody, idempotencyHeaders } from './birth-schemas';

const tags = ['Births'];
const BASE = '/api/project/births';

/**
 * Birth declarations of a health project. The registrar declares and corrects (Birth), the
 * supervisor reads the approval queue and decides (Health Approver); whether the declaration's
 * state allows the action is the service's decision, under the row's lock.
 */
export async function birthRoutes(app: FastifyInstance) {
  const read = { access: { area: 'Birth', action: 'read' }, project: true } as const;
  const decide = (decision: 'approve' | 'reject') =>
    ({ access: { area: 'Health Approver', action: 'update' }, project: true, auditAction: `birth ${decision}` }) as const;

  app.get<{ Querystring: ListQuery }>(
    BASE,
    {
      schema: { tags, description: 'Birth declarations of the project, filtered, sorted and paged', querystring: listQuerySchema, response: birthListResponse },
      config: read,
    },
    async (request, reply) => {
      const { rows, total, offset } = await listBirths(app.db, currentProject(request), request.query);
      return sendList(reply, 'births', offset, rows, total);
    },
  );

  app.get<{ Querystring: ListQuery }>(
    `${BASE}/approval-queue`,
    {
      schema: {
        tags,
        description: 'Declarations waiting for a decision, marked with their probable duplicates',
        querystring: listQuerySchema,
        response: birthListResponse,
      },
      config: { access: { area: 'Health Approver', action: 'read' }, project: true },
    },
    async (request, reply) => {
      const { rows, total, offset } = await listBirths(app.db, currentProject(request), request.query, approvalQueueScope());
      return sendList(reply, 'births', offset, rows, total);
    },
  );

  app.get<{ Querystring: ExportQuery }>(
    `${BASE}/export`,
    {
      schema: {
        tags,
        description: 'The birth list as an .xlsx, with the list filters and order (columns among the list columns)',
        querystring: exportQuerySchema,
      },
      config: read,
    },
    async (request, reply) => {
      const sheet = birthExport(app.db, currentProject(request), request.query, languageFrom(request.headers['accept-language']));
      return sendXlsx(reply, { fileName: 'births', ...sheet });
    },
  );

  app.get<{ Params: { key: string } }>(
    `${BASE}/:key`,
    {
      schema: { tags, description: 'A birth declaration with its sync state and probable duplicates', params: keyParams, response: birthResponse },
      config: read,
    },
    async (request, reply) => {
      const birth = await getBirth(app.db, currentProject(request), request.params.key, currentPrincipal(request).roleList);
      sendVersion(reply, birth.version);
      return { error: false, data: birth };
    },
  );

  app.post<{ Body: BirthDeclaration & { idempotencyKey?: string }; Headers: { 'idempotency-key'?: string } }>(
    BASE,
    {
      schema: {
        tags,
        description: 'Declare a birth, once per idempotency key (an offline outbox may send it again)',
        headers: idempotencyHeaders,
        body: declarationBody,
        response: birthResponse,
      },
      config: { access: { area: 'Birth', action: 'create' }, project: true, auditAction: 'birth declared' },
    },
    async (request, reply) => {
      const { idempotencyKey, ...draft } = request.body;
      const { birth } = await declareBirth({
        db: app.db,
        projectKey: currentProject(request),
        principal: currentPrincipal(request),
        draft,
        idempotencyKey: request.headers['idempotency-key'] ?? idempotencyKey,
        now: new Date(),
      });
      sendVersion(reply, birth.version);
      return { error: false, data: birth };
    },
  );

  app.put<{ Params: { key: string }; Body: BirthDeclaration }>(
    `${BASE}/:key`,
    {
      schema: { tags, description: 'Correct a declaration that is not yet approved', params: keyParams, body: correctionBody, response: birthResponse },
      config: { access: { area: 'Birth', action: 'update' }, project: true, auditAction: 'birth corrected' },
    },
    async (request, reply) => {
      const version = requiredVersion(request);
      const birth = await correctBirth({
        db: app.db,
        projectKey: currentProject(request),
        key: request.params.key,
        principal: currentPrincipal(request),
        draft: request.body,
        version,
        now: new Date(),
      });
      sendVersion(reply, birth.version);
      return { error: false, data: birth };
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post<{ Params: { key: string }; Body: { reason?: string; version?: number } }>(
      `${BASE}/:key/${decision}`,
      {
        schema: {
          tags,
          description: decision === 'approve' ? 'Approve a birth declaration' : 'Reject a birth declaration, with a reason',
          params: keyParams,
          body: decisionBody,
          response: birthResponse,
        },
        config: decide(decision),
      },
      async (request, reply) => {
        const birth = await decideBirth({
          db: app.db,
          projectKey: currentProject(request),
          key: request.params.key,
          principal: currentPrincipal(request),
          decision,
          reason: request.body?.reason,
          version: request.body?.version,
          now: new Date(),
        });
        sendVersion(reply, birth.version);
        return { error: false, data: birth };
      },
    );
  }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GbvAction } from '../../../domain/gbv-case';
import { languageFrom } from '../../../i18n/translate';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { sendXlsx } from '../../services/exports/send-xlsx';
import { assignGbvCase, transitionGbvCase, updateGbvCase } from '../../services/gbv/change-gbv-case';
import { createGbvCase, type NewGbvCase } from '../../services/gbv/create-gbv-case';
import type { GbvCaseBody } from '../../services/gbv/gbv-case-input';
import { gbvCasesExport } from '../../services/gbv/gbv-export';
import { getGbvCase, type GbvCaseDetail } from '../../services/gbv/get-gbv-case';
import { listGbvCases } from '../../services/gbv/list-gbv-cases';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { exportQuerySchema, type ExportQuery } from '../../services/exports/list-export';
import { requiredVersion, sendVersion } from '../../services/row-version';
import { keyParams } from '../body-schemas';
import {
  assignCaseBody,
  caseDetailResponse,
  caseListResponse,
  closeCaseBody,
  createCaseBody,
  ifMatchHeaders,
  reopenCaseBody,
  updateCaseBody,
} from './gbv-case-schemas';

const tags = ['GBV cases'];

/** A case in the envelope, its version also as the ETag the next change sends back in If-Match. */
function answer(reply: FastifyReply, gbvCase: GbvCaseDetail) {
  sendVersion(reply, gbvCase.version);
  return { error: false as const, data: gbvCase };
}
const URL = '/api/project/gbv-cases';

/**
 * The GBV case register of a health project (access label GBV). Need-to-know lives in the
 * services: lists and exports carry coded cases only; a case's identifying details come to its
 * case worker and to GBV supervisors; every look is appended to gbv_case_views.
 */
export async function gbvCaseRoutes(app: FastifyInstance) {
  const read = { access: { area: 'GBV', action: 'read' }, project: true } as const;
  const update = (auditAction: string) => ({ access: { area: 'GBV', action: 'update' }, project: true, auditAction }) as const;

  app.get<{ Querystring: ListQuery }>(
    URL,
    {
      schema: { tags, description: 'GBV cases, identities shown only to those who may see them', querystring: listQuerySchema, response: caseListResponse },
      config: read,
    },
    async (request, reply) => {
      const { rows, total, offset } = await listGbvCases(app.db, currentProject(request), currentPrincipal(request), request.query);
      return sendList(reply, 'gbvCases', offset, rows, total);
    },
  );

  app.get<{ Querystring: ExportQuery }>(
    `${URL}/export`,
    { schema: { tags, description: 'The list as an .xlsx file (same sort and filters), coded fields only', querystring: exportQuerySchema }, config: read },
    async (request, reply) => {
      const language = languageFrom(request.headers['accept-language']);
      const sheet = await gbvCasesExport(app.db, currentProject(request), currentPrincipal(request), request.query, language);
      return sendXlsx(reply, sheet);
    },
  );

  app.get<{ Params: { key: string } }>(
    `${URL}/:key`,
    {
      schema: { tags, description: 'A GBV case, its identity shown only to its case worker and supervisors', params: keyParams, response: caseDetailResponse },
      config: read,
    },
    async (request, reply) => answer(reply, await getGbvCase(app.db, currentProject(request), request.params.key, currentPrincipal(request))),
  );

  app.post<{ Body: NewGbvCase }>(
    URL,
    {
      schema: { tags, description: 'Open a GBV case', body: createCaseBody, response: caseDetailResponse },
      config: { access: { area: 'GBV', action: 'create' }, project: true, auditAction: 'gbv case created' },
    },
    async (request, reply) => answer(reply, await createGbvCase(app.db, currentProject(request), currentPrincipal(request), request.body)),
  );

  /** A change names the version it replaces (If-Match): 428 without it, 412 when it is stale. */
  const change = (request: FastifyRequest<{ Params: { key: string } }>) => ({
    db: app.db,
    projectKey: currentProject(request),
    caseKey: request.params.key,
    principal: currentPrincipal(request),
    version: requiredVersion(request),
  });

  app.put<{ Params: { key: string }; Body: GbvCaseBody }>(
    `${URL}/:key`,
    {
      schema: {
        tags,
        description: 'Change a GBV case; If-Match names the version edited',
        params: keyParams,
        headers: ifMatchHeaders,
        body: updateCaseBody,
        response: caseDetailResponse,
      },
      config: update('gbv case updated'),
    },
    async (request, reply) => answer(reply, await updateGbvCase(change(request), request.body)),
  );

  for (const [action, body] of [
    ['close', closeCaseBody],
    ['reopen', reopenCaseBody],
  ] as [GbvAction, typeof closeCaseBody | typeof reopenCaseBody][]) {
    app.post<{ Params: { key: string }; Body: { closureDate?: string } | undefined }>(
      `${URL}/:key/${action}`,
      {
        schema: {
          tags,
          description: action === 'close' ? 'Close a GBV case on its closure date' : 'Reopen a closed GBV case',
          params: keyParams,
          headers: ifMatchHeaders,
          body,
          response: caseDetailResponse,
        },
        config: update(`gbv case ${action}`),
      },
      async (request, reply) => answer(reply, await transitionGbvCase(change(request), action, request.body?.closureDate)),
    );
  }

  app.post<{ Params: { key: string }; Body: { caseWorkerKey: string } }>(
    `${URL}/:key/assign`,
    {
      schema: {
        tags,
        description: 'Give a GBV case to another case worker',
        params: keyParams,
        headers: ifMatchHeaders,
        body: assignCaseBody,
        response: caseDetailResponse,
      },
      config: update('gbv case assigned'),
    },
    async (request, reply) => answer(reply, await assignGbvCase(change(request), request.body.caseWorkerKey)),
  );
}

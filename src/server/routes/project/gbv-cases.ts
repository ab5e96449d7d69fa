import type { FastifyInstance } from 'fastify';
import type { GbvAction } from '../../../domain/gbv-case';
import { languageFrom } from '../../../i18n/translate';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { sendXlsx } from '../../services/exports/send-xlsx';
import { assignGbvCase, transitionGbvCase, updateGbvCase } from '../../services/gbv/change-gbv-case';
import { createGbvCase, type NewGbvCase } from '../../services/gbv/create-gbv-case';
import type { GbvCaseBody } from '../../services/gbv/gbv-case-input';
import { gbvCasesExport } from '../../services/gbv/gbv-export';
import { getGbvCase } from '../../services/gbv/get-gbv-case';
import { listGbvCases } from '../../services/gbv/list-gbv-cases';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { exportQuerySchema, type ExportQuery } from '../../services/exports/list-export';
import { keyParams } from '../body-schemas';
import { assignCaseBody, caseDetailResponse, caseListResponse, closeCaseBody, createCaseBody, reopenCaseBody, updateCaseBody } from './gbv-case-schemas';

const tags = ['GBV cases'];
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
    { schema: { tags, querystring: listQuerySchema, response: caseListResponse }, config: read },
    async (request, reply) => {
      const { rows, total, offset } = await listGbvCases(app.db, currentProject(request), currentPrincipal(request), request.query);
      return sendList(reply, 'gbvCases', offset, rows, total);
    },
  );

  app.get<{ Querystring: ExportQuery }>(
    `${URL}/export`,
    { schema: { tags, summary: 'The list as an .xlsx file (same sort and filters), coded fields only', querystring: exportQuerySchema }, config: read },
    async (request, reply) => {
      const language = languageFrom(request.headers['accept-language']);
      const sheet = await gbvCasesExport(app.db, currentProject(request), currentPrincipal(request), request.query, language);
      return sendXlsx(reply, sheet);
    },
  );

  app.get<{ Params: { key: string } }>(`${URL}/:key`, { schema: { tags, params: keyParams, response: caseDetailResponse }, config: read }, async (request) => ({
    error: false,
    data: await getGbvCase(app.db, currentProject(request), request.params.key, currentPrincipal(request)),
  }));

  app.post<{ Body: NewGbvCase }>(
    URL,
    {
      schema: { tags, body: createCaseBody, response: caseDetailResponse },
      config: { access: { area: 'GBV', action: 'create' }, project: true, auditAction: 'gbv case created' },
    },
    async (request) => ({ error: false, data: await createGbvCase(app.db, currentProject(request), currentPrincipal(request), request.body) }),
  );

  const change = (request: { params: { key: string }; body: { rowVersion: number } }, projectKey: string, principal: ReturnType<typeof currentPrincipal>) => ({
    db: app.db,
    projectKey,
    caseKey: request.params.key,
    principal,
    rowVersion: request.body.rowVersion,
  });

  app.put<{ Params: { key: string }; Body: GbvCaseBody & { rowVersion: number } }>(
    `${URL}/:key`,
    { schema: { tags, params: keyParams, body: updateCaseBody, response: caseDetailResponse }, config: update('gbv case updated') },
    async (request) => ({ error: false, data: await updateGbvCase(change(request, currentProject(request), currentPrincipal(request)), request.body) }),
  );

  for (const [action, body] of [
    ['close', closeCaseBody],
    ['reopen', reopenCaseBody],
  ] as [GbvAction, typeof closeCaseBody | typeof reopenCaseBody][]) {
    app.post<{ Params: { key: string }; Body: { rowVersion: number; closureDate?: string } }>(
      `${URL}/:key/${action}`,
      { schema: { tags, params: keyParams, body, response: caseDetailResponse }, config: update(`gbv case ${action}`) },
      async (request) => ({
        error: false,
        data: await transitionGbvCase(change(request, currentProject(request), currentPrincipal(request)), action, request.body.closureDate),
      }),
    );
  }

  app.post<{ Params: { key: string }; Body: { rowVersion: number; caseWorkerKey: string } }>(
    `${URL}/:key/assign`,
    { schema: { tags, params: keyParams, body: assignCaseBody, response: caseDetailResponse }, config: update('gbv case assigned') },
    async (request) => ({
      error: false,
      data: await assignGbvCase(change(request, currentProject(request), currentPrincipal(request)), request.body.caseWorkerKey),
    }),
  );
}

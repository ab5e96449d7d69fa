import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEATH_PLACE_KINDS, DEATH_SEXES, DEATH_STATES, DECLARANT_RELATIONS, ICD10_PATTERN, MAX_AGE_YEARS } from '../../../domain/health-deaths';
import { COUNTRY_CODE_PATTERN, PHONE_NUMBER_PATTERN } from '../../../domain/phone';
import { languageFrom } from '../../../i18n/translate';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { deaths } from '../../db/schema';
import { attachmentDisposition } from '../../services/documents/content-disposition';
import { deathCertificatePdf } from '../../services/documents/death-certificate-pdf';
import { correctDeath } from '../../services/deaths/correct-death';
import { certificateNotApproved } from '../../services/deaths/death-errors';
import type { DeathDeclaration } from '../../services/deaths/death-declaration';
import { declareDeath } from '../../services/deaths/declare-death';
import { decideDeath } from '../../services/deaths/decide-death';
import { findDeath, getDeath, type ApiDeath } from '../../services/deaths/death-view';
import { deathExport } from '../../services/deaths/export-deaths';
import { approvalQueueScope, listDeaths } from '../../services/deaths/list-deaths';
import { exportQuerySchema, type ExportQuery } from '../../services/exports/list-export';
import { sendXlsx } from '../../services/exports/send-xlsx';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { requiredVersion, sendVersion } from '../../services/row-version';
import { key, keyParams, nonEmpty, object, str } from '../body-schemas';
import { publicOrigin } from '../open/documents';
import { ok, okList, rowSchema, text } from '../response-schemas';

const tags = ['Deaths'];
const day = { type: 'string', format: 'date', maxLength: 10 } as const;
const nameText = nonEmpty(100);

/** What a registrar declares and corrects: the form's fields, each bounded. */
const declarationBody = object(
  {
    deceasedFirstName: nameText,
    deceasedMiddleName: str(100),
    deceasedLastName: nameText,
    sex: { type: 'string', enum: [...DEATH_SEXES] },
    dateOfBirth: day,
    ageYears: { type: 'integer', minimum: 0, maximum: MAX_AGE_YEARS },
    citizenKey: key(),
    dateOfDeath: day,
    hospitalKey: key(),
    placeKind: { type: 'string', enum: [...DEATH_PLACE_KINDS] },
    placeText: str(300),
    immediateCause: nonEmpty(500),
    icd10Code: { type: 'string', maxLength: 8, pattern: ICD10_PATTERN },
    declarantName: nonEmpty(200),
    declarantRelation: { type: 'string', enum: [...DECLARANT_RELATIONS] },
    declarantCountryCode: { type: 'string', maxLength: 4, pattern: COUNTRY_CODE_PATTERN },
    declarantMobile: { type: 'string', maxLength: 15, pattern: PHONE_NUMBER_PATTERN },
    zone: str(100),
  },
  [
    'deceasedFirstName',
    'deceasedLastName',
    'sex',
    'dateOfDeath',
    'hospitalKey',
    'placeKind',
    'immediateCause',
    'declarantName',
    'declarantRelation',
    'declarantCountryCode',
    'declarantMobile',
  ],
);
const reasonBody = object({ reason: str(500) });
const emptyBody = object({});

/** If-Match names the version acted on; its absence is the handler's 428, not a validation 400. */
const ifMatchHeaders = { type: 'object', properties: { 'if-match': { type: 'string', maxLength: 100 } } } as const;
/** One declaration per key: the offline outbox resends with the same key. */
const declareHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

const deathSchema = rowSchema(deaths, {
  extra: { deceasedName: text, actions: { type: 'array', items: { type: 'string', enum: ['correct', 'approve', 'reject'] } } },
});
const deathResponse = ok(deathSchema);

/** A declaration in the envelope, its version also as the ETag the next action sends back. */
function answer(reply: FastifyReply, death: ApiDeath) {
  sendVersion(reply, death.version);
  return { error: false as const, data: death };
}

/**
 * Death declarations of a health project. The vital-events area (Birth) declares, reads and
 * corrects; a health approver decides. The certificate exists only for an approved declaration.
 */
export async function deathRoutes(app: FastifyInstance) {
  const read = { access: { area: 'Birth', action: 'read' }, project: true } as const;
  const decide = (decision: 'approve' | 'reject') =>
    ({ access: { area: 'Health Approver', action: 'update' }, project: true, auditAction: `death ${decision}d` }) as const;

  app.get<{ Querystring: ListQuery }>(
    '/api/project/deaths',
    {
      schema: {
        tags,
        description: `Death declarations (filters: hospitalKey, state (${DEATH_STATES.join(', ')}), zone, dateOfDeath_gte/_lte, q)`,
        querystring: listQuerySchema,
        response: okList(deathSchema),
      },
      config: read,
    },
    async (request, reply) => {
      const { rows, total, offset } = await listDeaths(app.db, currentProject(request), request.query);
      return sendList(reply, 'deaths', offset, rows, total);
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/project/deaths/approval-queue',
    {
      schema: {
        tags,
        description: 'Declarations waiting for a health approver (same list parameters)',
        querystring: listQuerySchema,
        response: okList(deathSchema),
      },
      config: { access: { area: 'Health Approver', action: 'read' }, project: true },
    },
    async (request, reply) => {
      const { rows, total, offset } = await listDeaths(app.db, currentProject(request), request.query, approvalQueueScope());
      return sendList(reply, 'deaths', offset, rows, total);
    },
  );

  app.get<{ Querystring: ExportQuery }>(
    '/api/project/deaths/export',
    {
      schema: {
        tags,
        description: 'The death list as a streamed .xlsx (same sort and filter; columns among the list columns)',
        querystring: exportQuerySchema,
      },
      config: read,
    },
    async (request, reply) => sendXlsx(reply, deathExport(app.db, currentProject(request), request.query, languageFrom(request.headers['accept-language']))),
  );

  app.get<{ Params: { key: string } }>(
    '/api/project/deaths/:key',
    {
      schema: { tags, description: 'A death declaration with its state and the actions the caller may take', params: keyParams, response: deathResponse },
      config: read,
    },
    async (request, reply) => answer(reply, await getDeath(app.db, currentProject(request), request.params.key, currentPrincipal(request))),
  );

  app.post<{ Body: DeathDeclaration; Headers: { 'idempotency-key'?: string } }>(
    '/api/project/deaths',
    {
      schema: { tags, description: 'Declare a death; it then waits for approval', headers: declareHeaders, body: declarationBody, response: deathResponse },
      config: { access: { area: 'Birth', action: 'create' }, project: true, auditAction: 'death declared' },
    },
    async (request, reply) => {
      const { death } = await declareDeath({
        db: app.db,
        projectKey: currentProject(request),
        principal: currentPrincipal(request),
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        now: new Date(),
      });
      return answer(reply, death);
    },
  );

  app.put<{ Params: { key: string }; Body: DeathDeclaration }>(
    '/api/project/deaths/:key',
    {
      schema: {
        tags,
        description: 'Correct a death declaration; If-Match names the version edited',
        params: keyParams,
        headers: ifMatchHeaders,
        body: declarationBody,
        response: deathResponse,
      },
      config: { access: { area: 'Birth', action: 'update' }, project: true, auditAction: 'death corrected' },
    },
    async (request, reply) =>
      answer(
        reply,
        await correctDeath({
          db: app.db,
          projectKey: currentProject(request),
          key: request.params.key,
          principal: currentPrincipal(request),
          body: request.body,
          version: requiredVersion(request),
          now: new Date(),
        }),
      ),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post<{ Params: { key: string }; Body: { reason?: string } }>(
      `/api/project/deaths/:key/${decision}`,
      {
        schema: {
          tags,
          description:
            decision === 'approve' ? 'Approve a death declaration: its certificate can then be printed' : 'Reject a death declaration, with a reason',
          params: keyParams,
          headers: ifMatchHeaders,
          body: decision === 'reject' ? reasonBody : emptyBody,
          response: deathResponse,
        },
        config: decide(decision),
      },
      async (request, reply) =>
        answer(
          reply,
          await decideDeath({
            db: app.db,
            projectKey: currentProject(request),
            key: request.params.key,
            principal: currentPrincipal(request),
            decision,
            version: requiredVersion(request),
            reason: request.body?.reason,
            now: new Date(),
          }),
        ),
    );
  }

  app.get<{ Params: { key: string } }>(
    '/api/project/deaths/:key/certificate.pdf',
    { schema: { tags, description: "The death certificate (approved declarations only), in the caller's language", params: keyParams }, config: read },
    async (request, reply) => {
      const death = await findDeath(app.db, currentProject(request), request.params.key);
      if (death.state !== 'approved') throw certificateNotApproved();
      const printed = await deathCertificatePdf(app.db, death, {
        language: languageFrom(request.headers['accept-language']),
        origin: publicOrigin(request),
      });
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', attachmentDisposition(printed.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .send(printed.bytes);
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageFrom } from '../../../i18n/translate';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { entityOf } from '../../services/records/entity-registry';
import { decideCitizen } from '../../services/citizens/decide-citizen';
import { citizenFamily } from '../../services/citizens/citizen-family';
import { searchPeople } from '../../services/citizens/search-people';
import type { RecordContext } from '../../services/records/record-scope';
import type { CitizenDecision } from '../../../domain/citizen-status';
import { key, keyParams, object, str } from '../body-schemas';
import { sendVersion } from '../../services/row-version';

const tags = ['citizens'];

/** The citizen approver's queue actions, the family tab, and the user dialog's people search. */
export async function citizenRoutes(app: FastifyInstance) {
  const citizens = entityOf('citizens');
  if (!citizens) return;
  const context = (request: FastifyRequest): RecordContext => ({
    db: app.db,
    entity: citizens,
    projectKey: currentProject(request),
    principal: currentPrincipal(request),
    language: languageFrom(request.headers['accept-language']),
  });

  const decisions: [CitizenDecision, object][] = [
    ['approve', object({})],
    ['reject', object({ reason: str(500) })],
    ['merge', object({ intoKey: key() }, ['intoKey'])],
  ];
  for (const [decision, body] of decisions) {
    app.post<{ Params: { key: string }; Body: { intoKey?: string; reason?: string } }>(
      `/api/account/citizens/:key/${decision}`,
      {
        schema: { tags, summary: `Citizen approver: ${decision}`, params: keyParams, body },
        config: { access: { area: 'Citizen Approver', action: 'update' }, project: true, auditAction: `citizen ${decision}` },
      },
      async (request, reply) => {
        // Decided with the row locked: the answer carries the new version, as any other write does.
        const data = await decideCitizen(context(request), request.params.key, decision, request.body ?? {});
        sendVersion(reply, data.version);
        return { error: false, data };
      },
    );
  }

  app.get<{ Params: { key: string } }>(
    '/api/account/citizens/:key/family',
    {
      schema: { tags, summary: 'Parents, spouse, children and siblings of a citizen', params: keyParams },
      config: { access: { area: 'Citizen', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await citizenFamily(context(request), request.params.key) }),
  );

  app.get<{ Params: { text: string } }>(
    '/api/utils/user-and-citizen/:text',
    {
      schema: { tags: ['Users'], summary: 'Citizens and users matching a text (4 characters at least)', params: object({ text: str(100) }, ['text']) },
      config: { access: { area: 'User', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await searchPeople(app.db, currentProject(request), request.params.text) }),
  );
}

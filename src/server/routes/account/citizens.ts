import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageFrom } from '../../../i18n/translate';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { entityOf } from '../../services/records/entity-registry';
import { decideCitizen } from '../../services/citizens/decide-citizen';
import { citizenFamily } from '../../services/citizens/citizen-family';
import { searchPeople } from '../../services/citizens/search-people';
import { canPerform } from '../../../domain/permissions';
import type { RecordContext } from '../../services/records/record-scope';
import type { CitizenDecision } from '../../../domain/citizen-status';
import { key, keyParams, object, str } from '../body-schemas';
import { sendVersion } from '../../services/row-version';
import { recordSchema } from '../record-response';
import { closedObject, flag, nullableText, ok, okList } from '../response-schemas';

const tags = ['Citizen'];

/** The citizen approver's queue actions, the family tab, and the user dialog's people search. */
export async function citizenRoutes(app: FastifyInstance) {
  const citizens = entityOf('citizens');
  if (!citizens) return;
  const citizen = recordSchema(citizens);
  // Nullable by type, not anyOf: anyOf would check the stamps (Date objects) against their string schema.
  const relative = { ...citizen, type: ['object', 'null'] };
  const family = closedObject({
    citizen,
    father: relative,
    mother: relative,
    spouse: relative,
    children: { type: 'array', items: citizen },
    siblings: { type: 'array', items: citizen },
  });
  // The user dialog's search result: a citizen or a user in one shape.
  const person = closedObject({
    ...Object.fromEntries(
      ['_key', 'firstName', 'middleName', 'lastName', 'contactPhone1', 'contactPhone1CountryCode', 'userName', 'userKey', 'roleName', 'phoneNumber'].map(
        (f) => [f, nullableText],
      ),
    ),
    documentKeyList: { type: 'array', items: closedObject({ documentS3Key1: nullableText }) },
    isUser: flag,
    isExternal: flag,
    inProject: flag,
  });
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
        schema: { tags, description: `Citizen approver: ${decision}`, params: keyParams, body, response: ok(citizen) },
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
      schema: { tags, description: 'Parents, spouse, children and siblings of a citizen', params: keyParams, response: ok(family) },
      config: { access: { area: 'Citizen', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await citizenFamily(context(request), request.params.key) }),
  );

  app.get<{ Params: { text: string } }>(
    '/api/utils/user-and-citizen/:text',
    {
      schema: {
        tags: ['Users'],
        description: 'Citizens and users matching a text (4 characters at least)',
        params: object({ text: str(100) }, ['text']),
        response: okList(person),
      },
      config: { access: { area: 'User', action: 'read' }, project: true },
    },
    async (request) => {
      const principal = currentPrincipal(request);
      const mayReadCitizens = canPerform(principal.roleList, 'Citizen', 'read');
      return { error: false, data: await searchPeople(app.db, currentProject(request), request.params.text, mayReadCitizens, principal.isSuperAdmin) };
    },
  );
}

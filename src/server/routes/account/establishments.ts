import type { FastifyInstance } from 'fastify';
import { currentProject, currentPrincipal } from '../../plugins/access';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { establishmentTree, getEstablishment, listEstablishments } from '../../services/establishments';
import { forbidden } from '../../app-error';
import { key, keyParams, object } from '../body-schemas';

export async function establishmentRoutes(app: FastifyInstance) {
  const read = { access: { area: 'Organization', action: 'read' }, project: true } as const;

  app.get<{ Querystring: ListQuery }>('/api/account/establishments', { schema: { tags: ['Establishments'], querystring: listQuerySchema }, config: read }, async (request, reply) => {
    const { rows, total, offset } = await listEstablishments(app.db, currentProject(request), request.query);
    return sendList(reply, 'establishments', offset, rows, total);
  });

  app.get<{ Params: { key: string } }>('/api/account/establishments/:key', { schema: { tags: ['Establishments'], params: keyParams }, config: read },
    async (request) => ({ error: false, data: await getEstablishment(app.db, currentProject(request), request.params.key) }));

  app.post<{ Body: { projectKey: string; objectName: string; typeKey: string[]; isDropdown?: boolean } }>('/api/project/project-by-key-and-object', {
    schema: {
      tags: ['Establishments'], summary: "A project's organizations ('EA', type '2') or banks ('B', type '3') as a tree",
      body: object({
        projectKey: key(), objectName: { type: 'string', enum: ['EA', 'B'] },
        typeKey: { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['2', '3'] } }, isDropdown: { type: 'boolean' },
      }, ['projectKey', 'objectName', 'typeKey']),
    },
    config: { access: { area: 'User', action: 'read' }, project: true },
  }, async (request) => {
    if (request.body.projectKey !== currentProject(request) && !currentPrincipal(request).projectKeys.includes(request.body.projectKey)) throw forbidden('PROJECT_FORBIDDEN', 'projectForbidden');
    return { error: false, data: await establishmentTree(app.db, request.body.projectKey, request.body.typeKey) };
  });
}

import type { FastifyInstance } from 'fastify';
import { currentPrincipal } from '../../plugins/access';
import { establishmentTree } from '../../services/establishments';
import { forbidden } from '../../app-error';
import { key, object } from '../body-schemas';

/** 'project-by-key-and-object': a project's organizations ('EA') or banks ('B') as a tree. */
export async function establishmentRoutes(app: FastifyInstance) {
  app.post<{ Body: { projectKey: string; objectName: string; typeKey: string[]; isDropdown?: boolean } }>(
    '/api/project/project-by-key-and-object',
    {
      schema: {
        tags: ['Establishment'],
        description: "A project's organizations ('EA', type '2') or banks ('B', type '3') as a tree",
        body: object(
          {
            projectKey: key(),
            objectName: { type: 'string', enum: ['EA', 'B'] },
            typeKey: { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['2', '3'] } },
            isDropdown: { type: 'boolean' },
          },
          ['projectKey', 'objectName', 'typeKey'],
        ),
      },
      // A POST only because the client sends its query as a body: a read, not audited as a change.
      config: { access: { area: 'User', action: 'read' }, readOnly: true },
    },
    async (request) => {
      if (!currentPrincipal(request).projectKeys.includes(request.body.projectKey)) throw forbidden('PROJECT_FORBIDDEN', 'projectForbidden');
      return { error: false, data: await establishmentTree(app.db, request.body.projectKey, request.body.typeKey) };
    },
  );
}

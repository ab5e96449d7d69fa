import type { FastifyInstance } from 'fastify';
import { currentPrincipal } from '../../plugins/access';
import { CHAIN_KINDS, latestChainHeads } from '../../services/audit-chain/chain-heads';
import { getProject } from '../../services/projects/projects';
import { keyParams } from '../body-schemas';
import { closedObject, nullableText, ok } from '../response-schemas';

const nullableInteger = { type: ['integer', 'null'] } as const;

const headsResponse = ok({
  type: 'array',
  items: closedObject({
    kind: { type: 'string', enum: [...CHAIN_KINDS] },
    lastId: nullableInteger,
    lastSeq: nullableInteger,
    rowHash: nullableText,
    recordedAt: nullableText,
  }),
});

/** The latest recorded heads of the project's audit chains (the overview's seal), for whoever may read the project. */
export async function chainHeadsRoutes(app: FastifyInstance) {
  app.get<{ Params: { key: string } }>(
    '/api/project/projects/:key/chain-heads',
    {
      schema: {
        tags: ['Projects'],
        description: 'The latest heads of the project’s audit-trail hash chains as the daily job recorded them: last row id, position, SHA-256, when',
        params: keyParams,
        response: headsResponse,
      },
      config: { access: { area: 'Project', action: 'read' } },
    },
    async (request) => {
      // The same visibility as the project itself: a project the caller may not see is a 404.
      const project = await getProject(app.db, currentPrincipal(request), request.params.key);
      return { error: false, data: await latestChainHeads(app.db, project.projectKey, project.projectType) };
    },
  );
}

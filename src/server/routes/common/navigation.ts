import type { FastifyInstance } from 'fastify';
import { currentPrincipal } from '../../plugins/access';
import { navigationFor, navigationVariants } from '../../../domain/navigation';

export async function navigationRoutes(app: FastifyInstance) {
  app.get(
    '/api/common/navigation',
    {
      schema: { tags: ['Navigation'], summary: "The side menu, filtered by the caller's role" },
      config: { access: { area: 'Dashboard', action: 'read' } },
    },
    async (request) => ({ error: false, data: navigationVariants(navigationFor(currentPrincipal(request).roleList)) }),
  );
}

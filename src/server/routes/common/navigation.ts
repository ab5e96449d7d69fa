import type { FastifyInstance } from 'fastify';
import { currentPrincipal } from '../../plugins/access';
import { navigationFor, navigationVariants } from '../../../domain/navigation';
import { ok, openObject } from '../response-schemas';

export async function navigationRoutes(app: FastifyInstance) {
  app.get(
    '/api/common/navigation',
    {
      // The menu items are a recursive, open tree (src/domain/navigation.ts): written as they are.
      schema: { tags: ['Navigation'], description: "The side menu, filtered by the caller's role", response: ok(openObject) },
      config: { access: { area: 'Dashboard', action: 'read' } },
    },
    async (request) => ({ error: false, data: navigationVariants(navigationFor(currentPrincipal(request).roleList)) }),
  );
}

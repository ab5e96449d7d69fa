import type { Db } from './db/open-db';
import type { AccessTokenSigner } from './services/auth/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The JWT signer services receive, so they need not know Fastify. */
    signAccessToken: AccessTokenSigner;
  }
}

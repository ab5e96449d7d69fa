import type { Db } from './db/open-db';
import type { AccessTokenSigner } from './services/auth/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Reports, exports and dashboards read here: a replica when READ_DATABASE_URL is set (may lag slightly), else db. */
    readDb: Db;
    /** The JWT signer services receive, so they need not know Fastify. */
    signAccessToken: AccessTokenSigner;
  }
}

import type { Db } from './db/open-db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

import { resolve } from 'node:path';

/** Everything the server reads from the environment, in one place. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    demo: env.DEMO_SEED !== 'false',
    clientDir: resolve(env.CLIENT_DIR ?? './dist'),
    logger: env.LOG !== 'false',
  };
}

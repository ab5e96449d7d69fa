import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/open-db';
import { DEMO_PASSWORD, TAX_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { openTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Signs a demo user in; answers the session user (token, refreshToken, …). */
  login: (userName: string, password?: string) => Promise<SessionUser>;
  /** Headers of a signed-in request in the demo tax project. */
  headersFor: (session: SessionUser, extra?: Record<string, string>) => Record<string, string>;
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

export type SessionUser = {
  _key: string;
  token: string;
  refreshToken: string;
  userName: string;
  role: { name: string };
  projectList: { _key: string; projectName: string }[];
};

/** Options of buildApp a test may set (a log stream, who may read /metrics, …). */
export type TestAppOptions = Omit<AppOptions, 'database'>;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return testAppOver(await openTestDatabase(), options);
}

/** The test app over a database the test opened itself (a restored copy, a data directory on disk); close() closes it too. */
export async function testAppOver(database: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const app = await buildApp({ ...options, database, authRequestsPerMinute: options.authRequestsPerMinute ?? 10_000 });
  await app.ready();
  const login = async (userName: string, password = DEMO_PASSWORD) => {
    const response = await app.inject({ method: 'POST', url: '/api/Authentication/login', payload: { userName, password } });
    if (response.statusCode !== 200) throw new Error(`login ${userName}: ${response.statusCode} ${response.body}`);
    return response.json().data as SessionUser;
  };
  const headersFor = (session: SessionUser, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${session.token}`,
    'project-key': TAX_PROJECT_KEY,
    ...extra,
  });
  return {
    app,
    database,
    login,
    headersFor,
    request: (options) => app.inject(options),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

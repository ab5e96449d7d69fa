import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { jobRuns, roles, users } from '../../src/server/db/schema';
import { HEALTH_PROJECT_KEY, TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { permissionEntry } from '../../src/domain/permissions';

/** GET /api/project/projects/:key/scheduler-logs: who may read a project's job runs, and what they see. */
let t: TestApp;
let admin: SessionUser;
const url = (projectKey: string, query = '') => `/api/project/projects/${projectKey}/scheduler-logs${query}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 8, minute));
  await t.database.db.insert(jobRuns).values([
    {
      jobName: 'autoApproval',
      projectKey: TAX_PROJECT_KEY,
      startedAt: at(0),
      endedAt: new Date(at(0).getTime() + 1200),
      outcome: 'succeeded',
      counts: { approved: 2, failed: 0 },
    },
    { jobName: 'autoApproval', projectKey: TAX_PROJECT_KEY, startedAt: at(15), endedAt: at(15), outcome: 'skipped' },
    { jobName: 'autoApproval', projectKey: TAX_PROJECT_KEY, startedAt: at(30), endedAt: at(31), outcome: 'failed', error: 'connection reset' },
    { jobName: 'autoApproval', projectKey: HEALTH_PROJECT_KEY, startedAt: at(45), endedAt: at(45), outcome: 'succeeded' },
  ]);
  // The registrar belongs to the health project only; give them a role that may read projects.
  await t.database.db.insert(roles).values({ key: 'role-project-reader', name: 'Project reader', roleList: [permissionEntry('Project', 'read')] });
  await t.database.db.update(users).set({ userRole: 'role-project-reader' }).where(eq(users.userName, 'registrar'));
});
afterAll(async () => {
  await t.close();
});

describe('the scheduler logs of a project', () => {
  it('answers 401 without a token', async () => {
    const response = await t.request({ method: 'GET', url: url(TAX_PROJECT_KEY) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(true);
  });

  it('answers 403 to a role that may not read projects', async () => {
    const taxateur = await t.login('taxateur');
    const response = await t.request({ method: 'GET', url: url(TAX_PROJECT_KEY), headers: t.headersFor(taxateur) });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for a project the caller does not belong to, and lists the one they do', async () => {
    const registrar = await t.login('registrar');
    const headers = { authorization: `Bearer ${registrar.token}`, 'project-key': HEALTH_PROJECT_KEY };
    const foreign = await t.request({ method: 'GET', url: url(TAX_PROJECT_KEY), headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('connection reset');
    const own = await t.request({ method: 'GET', url: url(HEALTH_PROJECT_KEY), headers });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.map((row: { startedAt: string }) => row.startedAt)).toEqual(['2026-03-02T08:45:00.000Z']);
  });

  it("lists the project's runs newest first with duration, outcome, counts and error", async () => {
    const response = await t.request({ method: 'GET', url: url(TAX_PROJECT_KEY), headers: t.headersFor(admin) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-range']).toBe('schedulerLogs 0-2/3');
    const rows = response.json().data;
    expect(rows.map((row: { outcome: string }) => row.outcome)).toEqual(['failed', 'skipped', 'succeeded']);
    expect(rows[0]).toMatchObject({ jobName: 'autoApproval', durationMs: 60_000, error: 'connection reset' });
    expect(rows[2]).toEqual({
      _key: expect.any(String),
      jobName: 'autoApproval',
      startedAt: '2026-03-02T08:00:00.000Z',
      endedAt: '2026-03-02T08:00:01.200Z',
      durationMs: 1200,
      outcome: 'succeeded',
      counts: { approved: 2, failed: 0 },
      error: '',
    });
  });

  it('filters by outcome, pages, and refuses a field it does not know', async () => {
    const headers = t.headersFor(admin);
    const failed = await t.request({ method: 'GET', url: url(TAX_PROJECT_KEY, `?filter=${encodeURIComponent('{"outcome":"failed"}')}`), headers });
    expect(failed.json().data.map((row: { error: string }) => row.error)).toEqual(['connection reset']);
    const page = await t.request({ method: 'GET', url: url(TAX_PROJECT_KEY, '?range=[1,1]&sort=["startedAt","ASC"]'), headers });
    expect(page.headers['content-range']).toBe('schedulerLogs 1-1/3');
    expect(page.json().data[0].outcome).toBe('skipped');
    const unknown = await t.request({ method: 'GET', url: url(TAX_PROJECT_KEY, `?filter=${encodeURIComponent('{"projectKey":"x"}')}`), headers });
    expect(unknown.statusCode).toBe(400);
  });
});

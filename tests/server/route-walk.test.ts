import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { isProtected, sampleUrl } from './support/route-samples';
import { roles, users, projectMembers } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/password-hash';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';

let t: TestApp;
let nobody: SessionUser;

beforeAll(async () => {
  t = await createTestApp();
  // A role with no flag at all: it may reach the Dashboard area and nothing else.
  await t.database.db.insert(roles).values({ key: 'role-nothing', name: 'Nothing', roleList: [] });
  await t.database.db.insert(users).values({
    key: 'user-nothing',
    userName: 'nothing',
    passwordHash: await hashPassword('Nothing@2026'),
    firstName: 'No',
    lastName: 'Access',
    userRole: 'role-nothing',
  });
  await t.database.db.insert(projectMembers).values({ projectKey: TAX_PROJECT_KEY, userKey: 'user-nothing' });
  nobody = await t.login('nothing', 'Nothing@2026');
});
afterAll(async () => {
  await t.close();
});

describe('every registered API route', () => {
  it('is known: the walk covers the routes of the foundation', () => {
    const urls = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/Authentication/login',
        'POST /api/Authentication/refreshToken',
        'GET /api/common/navigation',
        'GET /api/utils/users',
        'POST /api/utils/users',
        'GET /api/utils/roles',
        'GET /api/project/projects',
        'GET /api/project/user-activity',
        'GET /api/reports/bank-payments',
        'GET /api/reports/bank-financials',
      ]),
    );
  });

  it('answers 401 without a token on each non-public route', async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes.filter(isProtected)) {
      const response = await t.request({
        method: route.method as 'GET',
        url: sampleUrl(route),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      if (response.statusCode !== 401 || response.json().error !== true) failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a role without the area flag on each route outside the Dashboard area', async () => {
    const failures: string[] = [];
    const guarded = t.app.apiRoutes.filter((r) => typeof r.access === 'object' && r.access.area !== 'Dashboard');
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const response = await t.request({
        method: route.method as 'GET',
        url: sampleUrl(route),
        headers: t.headersFor(nobody),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      if (response.statusCode !== 403 || response.json().errorCode !== 'FORBIDDEN') failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets that role reach the Dashboard area (always allowed)', async () => {
    const navigation = await t.request({ method: 'GET', url: '/api/common/navigation', headers: t.headersFor(nobody) });
    expect(navigation.statusCode).toBe(200);
    const titles = navigation.json().data.default.map((g: { title: string }) => g.title);
    expect(titles).toEqual(['nav.dashboards']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { listActivity } from '../../src/server/services/activity/list-activity';
import { buildSessionUser } from '../../src/server/services/auth/build-session-user';
import { loadPrincipal, type Principal } from '../../src/server/services/auth/principal';
import { getProject } from '../../src/server/services/projects/projects';
import { getRole } from '../../src/server/services/roles/roles';
import { findProjectUser } from '../../src/server/services/users/list-users';
import { toApiUser } from '../../src/server/services/users/user-record';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/**
 * The 200 answers are serialised from response schemas, which drop any field they do not list.
 * Each answer must still be exactly what its service returns (as JSON), and never a secret.
 */
let t: TestApp;
let admin: SessionUser;
let principal: Principal;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const claims = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
  principal = (await loadPrincipal(t.app.db, claims.sub, claims.sid))!;
});
afterAll(async () => {
  await t.close();
});

const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const read = async (url: string) => {
  const response = await t.request({ method: 'GET', url: `/api${url}`, headers: t.headersFor(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { error: boolean; data: unknown };
};

describe('answers serialised by response schemas', () => {
  it('give the whole session user at sign-in', async () => {
    const { token, refreshToken, ...rest } = admin as SessionUser & Record<string, unknown>;
    const expected = asJson(await buildSessionUser(t.app.db, admin._key, { token, refreshToken })) as Record<string, unknown>;
    expect({ token, refreshToken, ...rest }).toEqual(expected);
    expect(Object.keys(rest)).toContain('projectList');
  });

  it('give a user every field of the service, without the password hash', async () => {
    const { data } = await read(`/utils/users/${admin._key}`);
    const row = (await findProjectUser(t.app.db, TAX_PROJECT_KEY, admin._key))!;
    expect(data).toEqual(asJson(toApiUser(row.user, row.roleName)));
    expect(data).not.toHaveProperty('passwordHash');
    const list = await read('/utils/users?range=[0,4]');
    expect((list.data as Record<string, unknown>[])[0]).toHaveProperty('roleName');
  });

  it('give a role and a project as their services return them', async () => {
    const role = (await read('/utils/roles?range=[0,0]')).data as { _key: string }[];
    expect((await read(`/utils/roles/${role[0]!._key}`)).data).toEqual(asJson(await getRole(t.app.db, principal, role[0]!._key)));
    expect((await read(`/project/projects/${TAX_PROJECT_KEY}`)).data).toEqual(asJson(await getProject(t.app.db, principal, TAX_PROJECT_KEY)));
  });

  it('give the activity rows whole, with whether each failed', async () => {
    const headers = t.headersFor(admin);
    await t.request({ method: 'POST', url: '/api/account/vehicles', headers, payload: { category: 'Car', plateNumber: '5150RS01' } });
    await t.request({ method: 'POST', url: '/api/account/vehicles', headers, payload: { category: 'Car', plateNumber: 'bad plate' } });
    const { data } = await read('/project/user-activity?range=[0,9]');
    const { rows } = await listActivity(t.app.db, TAX_PROJECT_KEY, { range: '[0,9]' });
    expect(data).toEqual(asJson(rows));
    expect((data as unknown[]).length).toBeGreaterThan(0);
  });

  it('give the navigation menus whole', async () => {
    const { data } = await read('/common/navigation');
    expect(Object.keys(data as object)).toEqual(expect.arrayContaining(['default', 'compact', 'futuristic', 'horizontal']));
  });
});

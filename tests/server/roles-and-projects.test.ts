import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

/** The ETag a GET answers: what an edit form sends back in If-Match. */
const etagOf = async (url: string) => (await t.request({ method: 'GET', url, headers: t.headersFor(admin) })).headers.etag as string;
const withVersion = async (url: string) => t.headersFor(admin, { 'if-match': await etagOf(url) });

const entry = (name: string, flags: Partial<Record<string, boolean>> = {}) => ({
  name,
  isAccess: false,
  read: false,
  create: false,
  update: false,
  delete: false,
  isPoc: false,
  ...flags,
});

describe('roles API', () => {
  it('lists roles sorted by name, Super Admin included for a Super Admin', async () => {
    const response = await t.request({ method: 'GET', url: '/api/utils/roles?range=[0,99]', headers: t.headersFor(admin) });
    const names = response.json().data.map((r: { name: string }) => r.name);
    expect(names).toContain('Super Admin');
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('requires a name, refuses a duplicate, and refuses deleting a role in use', async () => {
    const noName = await t.request({ method: 'POST', url: '/api/utils/roles', headers: t.headersFor(admin), payload: { description: 'x' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details[0].field).toBe('name');
    const duplicate = await t.request({ method: 'POST', url: '/api/utils/roles', headers: t.headersFor(admin), payload: { name: 'cashier' } });
    expect(duplicate.statusCode).toBe(409);
    const inUse = await t.request({ method: 'DELETE', url: '/api/utils/roles/role-cashier', headers: await withVersion('/api/utils/roles/role-cashier') });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().responseMessage).toBe('This role is still assigned to users.');
  });

  it('applies a changed role on the very next request of its users', async () => {
    const cashier = await t.login('cashier');
    const before = await t.request({ method: 'GET', url: '/api/utils/roles', headers: t.headersFor(cashier) });
    expect(before.statusCode).toBe(403);
    const role = (await t.request({ method: 'GET', url: '/api/utils/roles/role-cashier', headers: t.headersFor(admin) })).json().data;
    const updated = await t.request({
      method: 'PUT',
      url: '/api/utils/roles/role-cashier',
      headers: t.headersFor(admin, { 'if-match': `"${role.version}"` }),
      payload: { ...role, roleList: [...role.roleList, entry('Role', { isAccess: true, read: true })] },
    });
    expect(updated.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/utils/roles', headers: t.headersFor(cashier) })).statusCode).toBe(200);
    const navigation = await t.request({ method: 'GET', url: '/api/common/navigation', headers: t.headersFor(cashier) });
    const links = JSON.stringify(navigation.json().data.default);
    expect(links).toContain('/role');
    expect(links).not.toContain('/user"');
  });

  it('creates and deletes a role nobody holds', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/utils/roles',
      headers: t.headersFor(admin),
      payload: { name: 'Auditor', description: 'Reads reports', roleList: [entry('Accounting', { isAccess: true, read: true })] },
    });
    expect(created.statusCode).toBe(200);
    const key = created.json().data._key;
    const blind = await t.request({ method: 'DELETE', url: `/api/utils/roles/${key}`, headers: t.headersFor(admin) });
    expect(blind.statusCode).toBe(428);
    expect(blind.json().errorCode).toBe('VERSION_REQUIRED');
    expect((await t.request({ method: 'DELETE', url: `/api/utils/roles/${key}`, headers: await withVersion(`/api/utils/roles/${key}`) })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/utils/roles/${key}`, headers: t.headersFor(admin) })).statusCode).toBe(404);
  });

  it('answers an ETag and refuses a save or a delete over a newer version', async () => {
    const created = (await t.request({ method: 'POST', url: '/api/utils/roles', headers: t.headersFor(admin), payload: { name: 'Clerk' } })).json().data;
    const url = `/api/utils/roles/${created._key}`;
    const opened = await t.request({ method: 'GET', url, headers: t.headersFor(admin) });
    expect(opened.headers.etag).toBe(`"${created.version}"`);
    const listed = await t.request({ method: 'GET', url: '/api/utils/roles?filter={"q":"Clerk"}', headers: t.headersFor(admin) });
    expect(listed.json().data[0].version).toBe(created.version);
    const first = await t.request({
      method: 'PUT',
      url,
      headers: t.headersFor(admin, { 'if-match': opened.headers.etag as string }),
      payload: { description: 'first' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(`"${created.version + 1}"`);
    for (const method of ['PUT', 'DELETE'] as const) {
      const stale = await t.request({
        method,
        url,
        headers: t.headersFor(admin, { 'if-match': opened.headers.etag as string }),
        payload: method === 'PUT' ? { description: 'second' } : undefined,
      });
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toMatchObject({ errorCode: 'STALE_RECORD', responseMessage: expect.stringContaining('reload') });
    }
    expect((await t.request({ method: 'GET', url, headers: t.headersFor(admin) })).json().data.description).toBe('first');
  });
});

describe('projects API', () => {
  it('creates a project of each type, its creator a member, with the revenue split as a percentage', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/project/projects',
      headers: t.headersFor(admin),
      payload: { projectName: 'Lualaba Revenue', projectType: '1', provinceKey: 'prov-lualaba', revenueSplit: 12.5, sendSms: true },
    });
    expect(created.statusCode).toBe(200);
    const project = created.json().data;
    expect(project).toMatchObject({ projectName: 'Lualaba Revenue', projectType: '1', status: 'enabled', revenueSplit: 12.5, sendSms: true });
    const members = await t.request({ method: 'GET', url: `/api/project/projects/${project._key}/members`, headers: t.headersFor(admin) });
    expect(members.json().data.map((m: { userName: string }) => m.userName)).toEqual(['admin']);
    const health = await t.request({
      method: 'POST',
      url: '/api/project/projects',
      headers: t.headersFor(admin),
      payload: { projectName: 'Lualaba Health', projectType: '2' },
    });
    expect(health.json().data.projectType).toBe('2');
  });

  it('refuses a revenue split outside 0–100 and an unknown project type', async () => {
    for (const payload of [
      { projectName: 'X', projectType: '1', revenueSplit: 101 },
      { projectName: 'X', projectType: '1', revenueSplit: -1 },
      { projectName: 'X', projectType: '9' },
    ]) {
      expect((await t.request({ method: 'POST', url: '/api/project/projects', headers: t.headersFor(admin), payload })).statusCode).toBe(400);
    }
  });

  it('disables a project and manages its membership', async () => {
    const disabled = await t.request({
      method: 'PUT',
      url: '/api/project/projects/proj-hk-health',
      headers: await withVersion('/api/project/projects/proj-hk-health'),
      payload: { status: 'disabled' },
    });
    expect(disabled.json().data.status).toBe('disabled');
    const added = await t.request({
      method: 'POST',
      url: '/api/project/projects/proj-hk-health/members',
      headers: t.headersFor(admin),
      payload: { userKeys: ['user-cashier'] },
    });
    expect(added.json().data.map((m: { userName: string }) => m.userName)).toContain('cashier');
    const removed = await t.request({ method: 'DELETE', url: '/api/project/projects/proj-hk-health/members/user-cashier', headers: t.headersFor(admin) });
    expect(removed.statusCode).toBe(200);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/project/projects/proj-hk-health/members',
      headers: t.headersFor(admin),
      payload: { userKeys: ['user-ghost'] },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers an ETag, requires If-Match and refuses a stale save', async () => {
    const url = '/api/project/projects/proj-hk-tax';
    const opened = await t.request({ method: 'GET', url, headers: t.headersFor(admin) });
    const project = opened.json().data;
    expect(opened.headers.etag).toBe(`"${project.version}"`);
    const listed = await t.request({ method: 'GET', url: '/api/project/projects?range=[0,99]', headers: t.headersFor(admin) });
    expect(listed.json().data.find((p: { _key: string }) => p._key === 'proj-hk-tax').version).toBe(project.version);
    const blind = await t.request({ method: 'PUT', url, headers: t.headersFor(admin), payload: { dueDateDays: 45 } });
    expect(blind.statusCode).toBe(428);
    const saved = await t.request({
      method: 'PUT',
      url,
      headers: t.headersFor(admin, { 'if-match': opened.headers.etag as string }),
      payload: { dueDateDays: 45 },
    });
    expect(saved.json().data).toMatchObject({ dueDateDays: 45, version: project.version + 1 });
    const stale = await t.request({
      method: 'PUT',
      url,
      headers: t.headersFor(admin, { 'if-match': opened.headers.etag as string }),
      payload: { dueDateDays: 60 },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().errorCode).toBe('STALE_RECORD');
    expect((await t.request({ method: 'GET', url, headers: t.headersFor(admin) })).json().data.dueDateDays).toBe(45);
  });

  it('shows a member only their own projects', async () => {
    const taxateur = await t.login('taxateur');
    const roleWithProject = await t.request({ method: 'GET', url: '/api/project/projects', headers: t.headersFor(taxateur) });
    expect(roleWithProject.statusCode).toBe(403);
    const registrarView = await t.request({ method: 'GET', url: '/api/project/projects/proj-hk-tax', headers: t.headersFor(admin) });
    expect(registrarView.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { HEALTH_PROJECT_KEY, TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';

let t: TestApp;
let admin: SessionUser;
let taxateur: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  taxateur = await t.login('taxateur');
});
afterAll(async () => {
  await t.close();
});

describe('project scoping', () => {
  it('answers 404 for an establishment of another project', async () => {
    const own = await t.request({ method: 'GET', url: '/api/account/establishments/est-dgrhkat', headers: t.headersFor(admin) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.establishmentName).toBe('Direction Générale des Recettes du Haut-Katanga');
    const other = await t.request({ method: 'GET', url: '/api/account/establishments/est-sendwe', headers: t.headersFor(admin) });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: true, errorCode: 'NOT_FOUND' });
    const inItsProject = await t.request({
      method: 'GET',
      url: '/api/account/establishments/est-sendwe',
      headers: t.headersFor(admin, { 'project-key': HEALTH_PROJECT_KEY }),
    });
    expect(inItsProject.statusCode).toBe(200);
  });

  it('answers 404 for a user who is not in the current project', async () => {
    const response = await t.request({ method: 'GET', url: '/api/utils/users/user-registrar', headers: t.headersFor(admin) });
    expect(response.statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: '/api/utils/users?range=[0,99]', headers: t.headersFor(admin) });
    expect(list.json().data.map((u: { userName: string }) => u.userName)).not.toContain('registrar');
  });

  it('lists only the establishments of the current project', async () => {
    const list = await t.request({ method: 'GET', url: '/api/account/establishments?range=[0,99]', headers: t.headersFor(taxateur) });
    expect(list.statusCode).toBe(200);
    const names = list.json().data.map((e: { establishmentName: string }) => e.establishmentName);
    expect(names).toContain('Rawbank Lubumbashi');
    expect(names).not.toContain('Hôpital Jason Sendwe');
    expect(list.headers['content-range']).toBe(`establishments 0-${names.length - 1}/${names.length}`);
  });

  it('refuses a Project-Key the caller is not a member of, and requires one on project routes', async () => {
    const foreign = await t.request({
      method: 'GET',
      url: '/api/account/establishments',
      headers: t.headersFor(taxateur, { 'project-key': HEALTH_PROJECT_KEY }),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errorCode).toBe('PROJECT_FORBIDDEN');
    const missing = await t.request({ method: 'GET', url: '/api/account/establishments', headers: { authorization: `Bearer ${taxateur.token}` } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('PROJECT_REQUIRED');
  });

  it('keeps the audit trail of one project out of another', async () => {
    const tax = await t.request({ method: 'GET', url: '/api/project/user-activity?range=[0,499]', headers: t.headersFor(admin) });
    const health = await t.request({
      method: 'GET',
      url: '/api/project/user-activity?range=[0,499]',
      headers: t.headersFor(admin, { 'project-key': HEALTH_PROJECT_KEY }),
    });
    expect(tax.statusCode).toBe(200);
    expect(tax.json().data.every((row: { projectKey: string }) => row.projectKey === TAX_PROJECT_KEY)).toBe(true);
    expect(health.json().data.every((row: { projectKey: string }) => row.projectKey === HEALTH_PROJECT_KEY)).toBe(true);
  });
});

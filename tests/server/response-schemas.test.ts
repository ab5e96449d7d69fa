import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { listActivity } from '../../src/server/services/activity/list-activity';
import { buildSessionUser } from '../../src/server/services/auth/build-session-user';
import { loadPrincipal, type Principal } from '../../src/server/services/auth/principal';
import { getProject } from '../../src/server/services/projects/projects';
import { getRole } from '../../src/server/services/roles/roles';
import { findProjectUser } from '../../src/server/services/users/list-users';
import { toApiUser } from '../../src/server/services/users/user-record';
import { citizenFamily } from '../../src/server/services/citizens/citizen-family';
import { searchPeople } from '../../src/server/services/citizens/search-people';
import { entityOf, loadEntities } from '../../src/server/services/records/entity-registry';
import { listRecords } from '../../src/server/services/records/list-records';
import { toApiRecord, type RecordContext } from '../../src/server/services/records/record-scope';
import { getRecord } from '../../src/server/services/records/write-records';
import { getProfile } from '../../src/server/services/users/update-profile';
import type { EntityMeta } from '../../src/domain/entity-meta';
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
const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
  const response = await t.request({ method, url: `/api${url}`, headers: t.headersFor(admin, headers), payload: payload as Record<string, unknown> });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json() as { error: boolean; data: unknown };
};
const read = (url: string) => send('GET', url);
const contextOf = (entity: EntityMeta): RecordContext => ({ db: t.app.db, entity, projectKey: TAX_PROJECT_KEY, principal, language: 'en' });
const citizens = () => contextOf(entityOf('citizens')!);
const stored = async (context: RecordContext, key: string) => asJson(toApiRecord(await getRecord(context, key)));

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

  it('give every record-store entity its rows whole, workflow fields and stamps included', async () => {
    let compared = 0;
    for (const entity of loadEntities().filter((e) => !e.bespoke)) {
      const { data } = await read(`/${entity.route}?range=[0,24]`);
      const { rows } = await listRecords(contextOf(entity), { range: '[0,24]' });
      expect(data, entity.resource).toEqual(asJson(rows));
      const first = rows[0];
      if (!first) continue;
      expect((await read(`/${entity.route}/${first._key}`)).data, entity.resource).toEqual(asJson(first));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('give a record as created, updated and deleted, with the fields a workflow adds', async () => {
    const body = { firstName: 'Mwamba', lastName: 'Kalenga', gender: 'Female', contactPhone1CountryCode: '243', contactPhone1: '975550101' };
    const created = (await send('POST', '/account/citizens', body)).data as { _key: string; version: number };
    expect(created).toEqual(await stored(citizens(), created._key));
    const updated = (await send('PUT', `/account/citizens/${created._key}`, { ...body, lastName: 'Kalenga Ilunga' }, { 'if-match': `"${created.version}"` }))
      .data as { version: number };
    expect(updated).toEqual(await stored(citizens(), created._key));
    const rejected = (await send('POST', `/account/citizens/${created._key}/reject`, { reason: 'Duplicate identity card' })).data;
    expect(rejected).toEqual(await stored(citizens(), created._key));
    expect(rejected).toMatchObject({ status: expect.any(String), rejectionReason: 'Duplicate identity card' });
    const last = await stored(citizens(), created._key);
    const deleted = await send('DELETE', `/account/citizens/${created._key}`, undefined, { 'if-match': `"${(last as { version: number }).version}"` });
    expect(deleted.data).toEqual(last);
  });

  it('give a citizen family and the people search as their services return them', async () => {
    const base = { lastName: 'Tshibangu', gender: 'Male', contactPhone1CountryCode: '243', contactPhone1: '975550202' };
    const father = ((await send('POST', '/account/citizens', { ...base, firstName: 'Pierre' })).data as { _key: string })._key;
    const child = ((await send('POST', '/account/citizens', { ...base, firstName: 'Paul', fatherKey: father })).data as { _key: string })._key;
    await send('POST', '/account/citizens', { ...base, firstName: 'Jacques', fatherKey: father });
    const family = (await read(`/account/citizens/${child}/family`)).data as { siblings: unknown[]; father: unknown; mother: unknown };
    expect(family).toEqual(asJson(await citizenFamily(citizens(), child)));
    expect(family.siblings).toHaveLength(1);
    expect(family.mother).toBeNull();
    const people = (await read('/utils/user-and-citizen/tshibangu')).data as unknown[];
    expect(people).toEqual(asJson(await searchPeople(t.app.db, TAX_PROJECT_KEY, 'tshibangu', true)));
    expect(people.length).toBeGreaterThanOrEqual(3);
    expect((await read('/utils/user-and-citizen/admin')).data).toEqual(asJson(await searchPeople(t.app.db, TAX_PROJECT_KEY, 'admin', true)));
  });

  it('give the profile, as read and as saved, without any secret', async () => {
    const profile = (await read('/account/me')).data;
    expect(profile).toEqual(asJson(await getProfile(t.app.db, admin._key)));
    expect(profile).not.toHaveProperty('passwordHash');
    const saved = (await send('PUT', '/account/me', { firstName: 'Admin', middleName: 'Mapato' })).data;
    expect(saved).toEqual(asJson(await getProfile(t.app.db, admin._key)));
    expect(saved).toMatchObject({ middleName: 'Mapato' });
  });

  it('give an uploaded document and a link that opens it', async () => {
    const content = Buffer.from('%PDF-1.4 scan');
    const uploaded = (await send('POST', '/utils/documents', { fileName: 'scan.pdf', contentType: 'application/pdf', dataBase64: content.toString('base64') }))
      .data as { _key: string };
    expect(uploaded).toEqual({ _key: expect.any(String), fileName: 'scan.pdf', contentType: 'application/pdf', size: content.length });
    const link = (await read(`/utils/documents/${uploaded._key}/link`)).data as { url: string; expiresAt: string };
    expect(Object.keys(link).sort()).toEqual(['expiresAt', 'url']);
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now());
    const opened = await t.request({ method: 'GET', url: link.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(content)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { insertRecords } from '../../src/server/services/records/insert-records';
import { COUNT_CAP } from '../../src/server/services/list-query';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { loadEntities } from '../../src/server/services/records/entity-registry';

let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const list = (url: string) => t.request({ method: 'GET', url, headers: t.headersFor(admin) });
const query = (filter: object, extra = '') => `filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

describe('one list engine for dedicated tables and the record store', () => {
  it('accepts every filter the projects schema offers, provinceKey included', async () => {
    const projects = loadEntities().find((e) => e.resource === 'projects')!;
    expect(projects.views.filter).toContain('provinceKey');
    const response = await list(`/api/project/projects?${query({ provinceKey: 'prov-haut-katanga' })}`);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .data.map((p: { projectName: string }) => p.projectName)
        .sort(),
    ).toEqual(['Haut-Katanga Revenue', 'Haut-Katanga Santé']);
    const elsewhere = await list(`/api/project/projects?${query({ provinceKey: 'prov-kinshasa' })}`);
    expect(elsewhere.json().data).toEqual([]);
  });

  it('filters a dedicated table on a range, as the record store does', async () => {
    const future = await list(`/api/project/projects?${query({ createdAt_gte: '2999-01-01' })}`);
    expect(future.statusCode).toBe(200);
    expect(future.json().data).toEqual([]);
    const past = await list(`/api/project/projects?${query({ createdAt_lte: '2999-01-01' })}`);
    expect(past.json().data.length).toBeGreaterThanOrEqual(2);
    const wrong = await list(`/api/project/projects?${query({ createdAt_gte: 12 })}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('INVALID_QUERY');
  });

  it('does not count past the cap: the total of a huge list is sent as unknown', async () => {
    const small = await list('/api/account/citizens?range=[0,4]');
    expect(small.headers['content-range']).toMatch(/^citizens 0-4\/\d+$/);
    const rows = Array.from({ length: COUNT_CAP + 1 }, (_, i) => ({
      resource: 'citizens',
      key: `capped-${i}`,
      projectKey: TAX_PROJECT_KEY,
      data: { firstName: 'Cap', lastName: `Count ${i}`, gender: 'Male', contactPhone1CountryCode: '243', contactPhone1: '812345678', status: 'approved' },
    }));
    await insertRecords(t.database.db, rows, 2000);
    const huge = await list('/api/account/citizens?range=[0,24]');
    expect(huge.statusCode).toBe(200);
    expect(huge.json().data).toHaveLength(25);
    expect(huge.headers['content-range']).toBe('citizens 0-24/*');
    const filtered = await list(`/api/account/citizens?${query({ q: 'count 1234' })}&range=[0,24]`);
    expect(filtered.headers['content-range']).toMatch(/\/\d+$/);
  });
});

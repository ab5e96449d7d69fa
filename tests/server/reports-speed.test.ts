import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodRowsOf, rowsOf } from '../../src/server/services/reports/money-report-sql';
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

type Settings = { jit: string; memory: string; sorting: string };
const SETTINGS = sql`select current_setting('jit') as jit, current_setting('work_mem') as memory, current_setting('enable_sort') as sorting`;

describe('the planner settings of a period report', () => {
  it('hold for the report statement and leave the connection as it was', async () => {
    const db = t.database.db;
    const [before] = await rowsOf<Settings>(db, SETTINGS);
    expect(await periodRowsOf<Settings>(db, SETTINGS, { hashGroups: true })).toEqual([{ jit: 'off', memory: '128MB', sorting: 'off' }]);
    expect(await periodRowsOf<Settings>(db, SETTINGS)).toEqual([{ jit: 'off', memory: '128MB', sorting: 'on' }]);
    for (const path of ['mitigation', 'accounting', 'vehicle-registrations']) {
      const response = await t.request({ method: 'GET', url: `/api/reports/${path}?from=2026-01-01&to=2026-06-30`, headers: t.headersFor(admin) });
      expect(response.statusCode, response.body).toBe(200);
    }
    // Every connection of the pool gets its turn: none kept a report's settings.
    const after = await Promise.all(Array.from({ length: 12 }, () => rowsOf<Settings>(db, SETTINGS)));
    for (const [settings] of after) expect(settings).toEqual(before);
  });
});

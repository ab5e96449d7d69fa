import { and, asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gbvCases, gbvCaseViews, records } from '../../../src/server/db/schema';
import { HEALTH_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { createTestApp, type SessionUser, type TestApp } from '../support/test-app';

/**
 * Need-to-know on the GBV register (issue 22, item 6): every answer that carries a survivor's
 * identity leaves an 'identity' row in gbv_case_views, written with the answer. The test walks
 * every GBV route as each health role and compares, per user, the rows written with the answers
 * that actually carried a case or an identity.
 */
let t: TestApp;
let zone = '';
const sessions: Record<string, SessionUser> = {};
const ROLES = ['registrar', 'caseworker', 'otherworker', 'gbvsupervisor', 'supervisor', 'admin'] as const;
type Role = (typeof ROLES)[number];

const URL = '/api/project/gbv-cases';
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const headers = (session: SessionUser, extra: Record<string, string> = {}) => t.headersFor(session, { 'project-key': HEALTH_PROJECT_KEY, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  sessions.admin = await t.login('admin');
  const created = await t.request({
    method: 'POST',
    url: '/api/utils/users',
    headers: headers(sessions.admin),
    payload: {
      userName: 'otherworker',
      password: 'Kitoko@2026',
      confirmPassword: 'Kitoko@2026',
      firstName: 'Autre',
      lastName: 'Intervenante',
      contactPhone1CountryCode: '243',
      phoneNumber: '991234599',
      userRole: 'role-gbv-case-worker',
      type: '2',
      establishmentKey: 'est-sendwe',
      applicationAccess: '2',
      isExternal: false,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  for (const name of ['registrar', 'caseworker', 'gbvsupervisor', 'supervisor'] as const) sessions[name] = await t.login(name);
  sessions.otherworker = await t.login('otherworker', 'Kitoko@2026');
  const [first] = await t.database.db
    .select({ key: records.key })
    .from(records)
    .where(and(eq(records.resource, 'zones'), sql`${records.key} like 'zone-lubumbashi-%'`))
    .orderBy(asc(records.key))
    .limit(1);
  zone = first.key;
});
afterAll(async () => {
  await t.close();
});

const coded = () => ({ sex: 'female', incidentType: 'sexualAssault', incidentDate: day(10), reportDate: day(8), zone, ageGroup: '61+' });

const viewCounts = async (userKey: string) => {
  const rows = await t.database.db
    .select({ view: gbvCaseViews.view, total: sql<number>`count(*)::int` })
    .from(gbvCaseViews)
    .where(eq(gbvCaseViews.userKey, userKey))
    .groupBy(gbvCaseViews.view);
  return Object.fromEntries(rows.map((row) => [row.view, Number(row.total)])) as Record<string, number>;
};

const versionOf = async (caseKey: string) =>
  (await t.database.db.select({ version: gbvCases.rowVersion }).from(gbvCases).where(eq(gbvCases.key, caseKey)))[0].version;

type Answer = { role: Role; route: string; response: LightMyRequestResponse };

/** What one answer showed: a case (detail) and whether it carried the survivor's identity. */
function shown(response: LightMyRequestResponse) {
  if (response.statusCode !== 200 || !String(response.headers['content-type']).includes('json')) return { detail: false, identity: false };
  const data = response.json().data;
  const isCase = data && !Array.isArray(data) && typeof data === 'object' && 'identityShown' in data;
  return { detail: Boolean(isCase), identity: Boolean(isCase && data.identity) };
}

describe('GBV need-to-know: every identity answered is logged', () => {
  it('walks every GBV route as each role and counts one identity row per answer that carried one', async () => {
    const names: string[] = [];
    const answers: Answer[] = [];
    const before = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await viewCounts(sessions[role]._key)])));

    const send = async (role: Role, route: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, ifMatch?: number) => {
      const extra: Record<string, string> = ifMatch === undefined ? {} : { 'if-match': `"${ifMatch}"` };
      const response = await t.request({ method, url, headers: headers(sessions[role], extra), payload });
      answers.push({ role, route, response });
      return response;
    };

    // Each case worker role opens a case of their own: the creation answer echoes the identity.
    const caseOf: Partial<Record<Role, string>> = {};
    for (const role of ROLES) {
      const survivorName = `Survivante Need${role}`;
      names.push(survivorName);
      const response = await send(role, 'create', 'POST', URL, { ...coded(), survivorName, contact: '+243 810000009', address: 'Avenue 1' });
      if (response.statusCode === 200) caseOf[role] = response.json().data._key;
    }
    expect(Object.keys(caseOf).sort()).toEqual(['admin', 'caseworker', 'gbvsupervisor', 'otherworker', 'registrar']);
    const target = caseOf.caseworker!;

    for (const role of ROLES) {
      await send(role, 'list', 'GET', URL);
      await send(role, 'export', 'GET', `${URL}/export`);
      await send(role, 'case workers', 'GET', `${URL}/case-workers`);
      await send(role, 'report', 'GET', `/api/reports/gbv-registrations?from=${day(60)}&to=${day(0)}`);
      await send(role, 'report export', 'GET', `/api/reports/gbv-registrations/export?from=${day(60)}&to=${day(0)}`);
      for (const key of Object.values(caseOf)) await send(role, 'detail', 'GET', `${URL}/${key}`);
      await send(role, 'update', 'PUT', `${URL}/${target}`, coded(), await versionOf(target));
      await send(role, 'close', 'POST', `${URL}/${target}/close`, { closureDate: day(0) }, await versionOf(target));
      await send(role, 'reopen', 'POST', `${URL}/${target}/reopen`, {}, await versionOf(target));
      await send(role, 'assign', 'POST', `${URL}/${target}/assign`, { caseWorkerKey: sessions.caseworker._key }, await versionOf(target));
    }

    // Every route answered at least once with the identity, so each is proven to log it.
    const identityRoutes = new Set(answers.filter((a) => shown(a.response).identity).map((a) => a.route));
    expect([...identityRoutes].sort()).toEqual(['assign', 'close', 'create', 'detail', 'reopen', 'update']);

    for (const role of ROLES) {
      const mine = answers.filter((a) => a.role === role);
      const after = await viewCounts(sessions[role]._key);
      const delta = (view: string) => (after[view] ?? 0) - (before[role][view] ?? 0);
      const ok = (route: string) => mine.filter((a) => a.route === route && a.response.statusCode === 200).length;
      expect(delta('identity'), `${role}: identity rows`).toBe(mine.filter((a) => shown(a.response).identity).length);
      expect(delta('detail'), `${role}: detail rows`).toBe(mine.filter((a) => shown(a.response).detail).length);
      expect(delta('list'), `${role}: list rows`).toBe(ok('list'));
      expect(delta('export'), `${role}: export rows`).toBe(ok('export'));
      // No list, export or report answer carries a survivor's name, whoever asks.
      for (const answer of mine.filter((a) => !shown(a.response).identity)) {
        for (const name of names) expect(answer.response.body, `${role} ${answer.route}`).not.toContain(name);
      }
    }

    // The health supervisor holds no GBV right: every route refused, nothing logged in their name.
    expect(answers.filter((a) => a.role === 'supervisor').every((a) => a.response.statusCode === 403)).toBe(true);
    // Another case worker, or the registrar, reads the coded case without its identity.
    const strangerReads = answers.filter((a) => ['otherworker', 'registrar'].includes(a.role) && a.route === 'detail').map((a) => a.response.json().data);
    expect(strangerReads.find((data) => data._key === target)).toMatchObject({ identityShown: false, identity: null });
  });
});

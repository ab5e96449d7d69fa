import ExcelJS from 'exceljs';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gbvCaseViews, records } from '../../src/server/db/schema';
import { HEALTH_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

let t: TestApp;
let caseworker: SessionUser;
let supervisor: SessionUser;
let registrar: SessionUser;
let taxateur: SessionUser;
let zone = '';

beforeAll(async () => {
  t = await createTestApp();
  [caseworker, supervisor, registrar, taxateur] = await Promise.all(['caseworker', 'gbvsupervisor', 'registrar', 'taxateur'].map((name) => t.login(name)));
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

const URL = '/api/project/gbv-cases';
const headers = (session: SessionUser, language = 'en') => t.headersFor(session, { 'project-key': HEALTH_PROJECT_KEY, 'accept-language': language });
const api = (session: SessionUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, language = 'en') =>
  t.request({ method, url, headers: headers(session, language), payload });
/** A change names the version it replaces in If-Match, as the ETag of the case read. */
const change = (session: SessionUser, version: number | null, method: 'POST' | 'PUT', url: string, payload: object = {}, language = 'en') =>
  t.request({ method, url, headers: { ...headers(session, language), ...(version === null ? {} : { 'if-match': `"${version}"` }) }, payload });
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

let serial = 0;
/** A survivor's name no demo case has, so finding it anywhere is a leak. */
const uniqueName = () => `Survivante Zyxwvu${++serial}`;

const draft = (extra: object = {}) => ({
  survivorAge: 16,
  sex: 'female',
  incidentType: 'sexualAssault',
  incidentDate: day(10),
  reportDate: day(8),
  zone,
  services: { health: 'provided', psychosocial: 'provided' },
  survivorName: uniqueName(),
  contact: '+243 810000001',
  address: 'Avenue Kasaï 12, Lubumbashi',
  ...extra,
});

async function createCase(session = caseworker, extra: object = {}) {
  const body = draft(extra);
  const response = await api(session, 'POST', URL, body);
  expect(response.statusCode, response.body).toBe(200);
  return { body, data: response.json().data };
}

const viewsOf = async (userKey: string) =>
  t.database.db
    .select({ view: gbvCaseViews.view, caseKey: gbvCaseViews.caseKey })
    .from(gbvCaseViews)
    .where(eq(gbvCaseViews.userKey, userKey))
    .orderBy(asc(gbvCaseViews.id));

async function sheetText(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const values: unknown[] = [];
  workbook.worksheets[0].eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return { text: JSON.stringify(values), rows: values.length - 1, header: values[0] as unknown[] };
}

describe('GBV case creation', () => {
  it('codes the case per project and year without gaps, the creator as case worker, the age kept only as its group', async () => {
    const first = await createCase();
    const second = await createCase();
    const year = new Date().getUTCFullYear();
    expect(first.data.code).toMatch(new RegExp(`^GBV-${year}-\\d{6}$`));
    expect(Number(second.data.code.slice(-6))).toBe(Number(first.data.code.slice(-6)) + 1);
    expect(first.data).toMatchObject({
      ageGroup: '12-17',
      caseWorkerKey: caseworker._key,
      status: 'open',
      version: 1,
      services: { health: 'provided', psychosocial: 'provided', legal: 'none', safety: 'none' },
      identityShown: true,
      identity: { survivorName: first.body.survivorName },
    });
    expect(first.data).not.toHaveProperty('survivorAge');
  });

  it('refuses a referral without the survivor’s consent, in both languages, and takes it with consent', async () => {
    const refused = await api(caseworker, 'POST', URL, draft({ services: { legal: 'referred' } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'GBV_CONSENT_REQUIRED',
      responseMessage: expect.stringContaining('consent'),
      details: [{ field: 'services.legal' }],
    });
    const french = await api(caseworker, 'POST', URL, draft({ services: { safety: 'referred' } }), 'fr');
    expect(french.json().responseMessage).toContain('consentement');
    const accepted = await api(caseworker, 'POST', URL, draft({ services: { legal: 'referred' }, referralConsent: true }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.services.legal).toBe('referred');
  });

  it('refuses a report before the incident, a future date, an unknown zone and a missing age, with 4xx', async () => {
    const cases: [object, string][] = [
      [{ incidentDate: day(3), reportDate: day(5) }, 'GBV_REPORT_BEFORE_INCIDENT'],
      [{ incidentDate: day(-3), reportDate: day(-3) }, 'GBV_DATE_IN_FUTURE'],
      [{ zone: 'zone-nowhere' }, 'GBV_ZONE_UNKNOWN'],
      [{ survivorAge: undefined }, 'GBV_AGE_REQUIRED'],
    ];
    for (const [extra, code] of cases) {
      const response = await api(caseworker, 'POST', URL, draft(extra));
      expect(response.statusCode, code).toBe(400);
      expect(response.json().errorCode).toBe(code);
    }
    const byGroup = await api(caseworker, 'POST', URL, draft({ survivorAge: undefined, ageGroup: '61+' }));
    expect(byGroup.json().data.ageGroup).toBe('61+');
  });

  it('lets only a supervisor name another case worker, and only one who may record GBV cases', async () => {
    const byWorker = await api(caseworker, 'POST', URL, draft({ caseWorkerKey: registrar._key }));
    expect(byWorker.statusCode).toBe(403);
    expect(byWorker.json().errorCode).toBe('GBV_SUPERVISOR_ONLY');
    const notWorker = await api(supervisor, 'POST', URL, draft({ caseWorkerKey: taxateur._key }));
    expect(notWorker.statusCode).toBe(400);
    expect(notWorker.json().errorCode).toBe('GBV_CASE_WORKER_INVALID');
    const assigned = await api(supervisor, 'POST', URL, draft({ caseWorkerKey: registrar._key }));
    expect(assigned.json().data.caseWorkerKey).toBe(registrar._key);
  });

  it('is closed to a role without the GBV area', async () => {
    for (const url of [URL, `${URL}/export`, `${URL}/gbv-demo-001`, `/api/reports/gbv-registrations?from=${day(30)}&to=${day(0)}`]) {
      const response = await api(taxateur, 'GET', url);
      expect(response.statusCode, url).toBe(403);
    }
    expect((await api(taxateur, 'POST', URL, draft())).statusCode).toBe(403);
  });
});

describe('need-to-know: identifying details', () => {
  it('go to the case worker and a supervisor only; never in a list, an export or a report', async () => {
    const { data, body } = await createCase();
    const name = body.survivorName;

    const own = await api(caseworker, 'GET', `${URL}/${data._key}`);
    expect(own.json().data).toMatchObject({ identityShown: true, identity: { survivorName: name, address: body.address } });
    const supervised = await api(supervisor, 'GET', `${URL}/${data._key}`);
    expect(supervised.json().data.identity.survivorName).toBe(name);

    const other = await api(registrar, 'GET', `${URL}/${data._key}`);
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toMatchObject({ code: data.code, identityShown: false, identity: null });
    for (const text of [other.body, other.payload]) {
      expect(text).not.toContain(name);
      expect(text).not.toContain(body.contact);
      expect(text).not.toContain('Avenue Kasaï');
    }

    for (const session of [caseworker, supervisor, registrar]) {
      const list = await api(session, 'GET', `${URL}?range=${encodeURIComponent('[0,499]')}`);
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain(data.code);
      expect(list.body).not.toContain(name);
      expect(list.body).not.toContain(body.contact);
      expect(Object.keys(list.json().data[0])).not.toEqual(expect.arrayContaining(['survivorName']));

      const exported = await api(session, 'GET', `${URL}/export`);
      expect(exported.statusCode).toBe(200);
      expect(String(exported.headers['content-disposition'])).toMatch(/filename="gbv-cases-\d{8}-\d{6}\.xlsx"/);
      const sheet = await sheetText(exported.rawPayload);
      expect(sheet.text).toContain(data.code);
      expect(sheet.text).not.toContain(name);
      expect(sheet.text).not.toContain(body.contact);
      expect(sheet.header).not.toContain("Survivor's name");

      const report = await api(session, 'GET', `/api/reports/gbv-registrations?from=${day(365)}&to=${day(0)}`);
      expect(report.statusCode).toBe(200);
      expect(report.body).not.toContain(name);
    }
  });

  it('cannot be asked for as an export column', async () => {
    const chosen = await api(supervisor, 'GET', `${URL}/export?columns=code,zone`);
    expect(chosen.statusCode).toBe(200);
    expect((await sheetText(chosen.rawPayload)).header).toEqual(['Case code', 'Zone']);
    for (const column of ['survivorName', 'contact', 'address', 'identity']) {
      const refused = await api(supervisor, 'GET', `${URL}/export?columns=code,${column}`);
      expect(refused.statusCode, column).toBe(400);
      expect(refused.json().errorCode).toBe('EXPORT_UNKNOWN_COLUMN');
    }
  });

  it('follow a reassignment: the new case worker sees them, the former one no longer does', async () => {
    const { data, body } = await createCase();
    const moved = await change(supervisor, 1, 'POST', `${URL}/${data._key}/assign`, { caseWorkerKey: registrar._key });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await api(registrar, 'GET', `${URL}/${data._key}`)).json().data.identity.survivorName).toBe(body.survivorName);
    const former = await api(caseworker, 'GET', `${URL}/${data._key}`);
    expect(former.json().data.identity).toBeNull();
    expect(former.body).not.toContain(body.survivorName);
  });
});

describe('the view log', () => {
  it('appends one row per list, detail, identity and export, in an append-only table', async () => {
    const { data } = await createCase();
    const before = (await viewsOf(registrar._key)).length;
    await api(registrar, 'GET', URL);
    await api(registrar, 'GET', `${URL}/${data._key}`);
    await api(registrar, 'GET', `${URL}/export`);
    expect((await viewsOf(registrar._key)).slice(before)).toEqual([
      { view: 'list', caseKey: null },
      { view: 'detail', caseKey: data._key },
      { view: 'export', caseKey: null },
    ]);

    const workerBefore = (await viewsOf(caseworker._key)).length;
    await api(caseworker, 'GET', `${URL}/${data._key}`);
    expect((await viewsOf(caseworker._key)).slice(workerBefore)).toEqual([
      { view: 'detail', caseKey: data._key },
      { view: 'identity', caseKey: data._key },
    ]);

    const missing = await api(caseworker, 'GET', `${URL}/no-such-case`);
    expect(missing.statusCode).toBe(404);
    expect(await viewsOf(caseworker._key)).toHaveLength(workerBefore + 2);

    await expect(t.database.db.update(gbvCaseViews).set({ view: 'list' })).rejects.toThrow();
    await expect(t.database.db.delete(gbvCaseViews)).rejects.toThrow();
  });
});

describe('status transitions by role', () => {
  it('closes with a closure day by the case worker, reopens by a supervisor only', async () => {
    const { data } = await createCase();
    const path = `${URL}/${data._key}`;
    const byOther = await change(registrar, 1, 'POST', `${path}/close`, { closureDate: day(1) });
    expect(byOther.statusCode).toBe(403);
    const noDay = await change(caseworker, 1, 'POST', `${path}/close`, {});
    expect(noDay.statusCode).toBe(400);
    const early = await change(caseworker, 1, 'POST', `${path}/close`, { closureDate: day(20) });
    expect(early.json().errorCode).toBe('GBV_CLOSURE_BEFORE_REPORT');
    const closed = await change(caseworker, 1, 'POST', `${path}/close`, { closureDate: day(1) });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', closureDate: day(1), version: 2 });
    const again = await change(caseworker, 2, 'POST', `${path}/close`, { closureDate: day(1) });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('GBV_CASE_STATE');

    const workerReopens = await change(caseworker, 2, 'POST', `${path}/reopen`, {});
    expect(workerReopens.statusCode).toBe(403);
    expect(workerReopens.json().errorCode).toBe('GBV_SUPERVISOR_ONLY');
    const reopened = await change(supervisor, 2, 'POST', `${path}/reopen`, {});
    expect(reopened.json().data).toMatchObject({ status: 'open', closureDate: null, version: 3 });
    const reopenOpen = await change(supervisor, 3, 'POST', `${path}/reopen`, {});
    expect(reopenOpen.statusCode).toBe(409);
  });

  it('lets only the case worker or a supervisor correct a case, and only a supervisor reassign it', async () => {
    const { data, body } = await createCase();
    const path = `${URL}/${data._key}`;
    const { survivorName: _name, ...coded } = body;
    const byOther = await change(registrar, 1, 'PUT', path, { ...coded, incidentType: 'rape' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().errorCode).toBe('GBV_NOT_CASE_WORKER');
    const assignByWorker = await change(caseworker, 1, 'POST', `${path}/assign`, { caseWorkerKey: registrar._key });
    expect(assignByWorker.statusCode).toBe(403);
    const corrected = await change(caseworker, 1, 'PUT', path, { ...coded, incidentType: 'rape', survivorName: 'Nom Corrigé Qwerty' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({ incidentType: 'rape', version: 2, identity: { survivorName: 'Nom Corrigé Qwerty' } });
    const noConsent = await change(caseworker, 2, 'PUT', path, { ...coded, services: { health: 'referred' } });
    expect(noConsent.json().errorCode).toBe('GBV_CONSENT_REQUIRED');
  });
});

describe('concurrent changes', () => {
  it('answer the version as an ETag and refuse a change without If-Match (428), translated', async () => {
    const { data } = await createCase();
    const path = `${URL}/${data._key}`;
    const read = await api(caseworker, 'GET', path);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json().data.version).toBe(1);
    for (const [method, url, payload] of [
      ['PUT', path, {}],
      ['POST', `${path}/close`, { closureDate: day(1) }],
      ['POST', `${path}/reopen`, {}],
      ['POST', `${path}/assign`, { caseWorkerKey: registrar._key }],
    ] as const) {
      const missing = await change(supervisor, null, method, url, method === 'PUT' ? { ...draft(), survivorName: undefined } : payload, 'fr');
      expect(missing.statusCode, url).toBe(428);
      expect(missing.json()).toMatchObject({ errorCode: 'VERSION_REQUIRED', responseMessage: expect.stringMatching(/version/i) });
    }
    const stillOne = await api(caseworker, 'GET', path);
    expect(stillOne.json().data).toMatchObject({ version: 1, status: 'open', caseWorkerKey: caseworker._key });
  });

  it('let exactly one of two simultaneous saves win; the other gets a translated 412', async () => {
    const { data, body } = await createCase();
    const { survivorName: _name, ...coded } = body;
    const path = `${URL}/${data._key}`;
    const results = await Promise.all([
      change(caseworker, 1, 'PUT', path, { ...coded, incidentType: 'rape' }),
      change(supervisor, 1, 'PUT', path, { ...coded, incidentType: 'physicalAssault' }, 'fr'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 412]);
    const won = results.find((r) => r.statusCode === 200)!;
    expect(won.headers.etag).toBe('"2"');
    const lost = results.find((r) => r.statusCode === 412)!;
    expect(lost.json().errorCode).toBe('STALE_RECORD');
    expect(lost.json().responseMessage).toMatch(/reload|recharge/i);
    const stale = await change(caseworker, 1, 'POST', `${path}/close`, { closureDate: day(1) });
    expect(stale.statusCode).toBe(412);
    const after = await api(caseworker, 'GET', path);
    expect(after.headers.etag).toBe('"2"');
    expect(after.json().data).toMatchObject({ version: 2, status: 'open' });
  });
});

describe('the GBV registration report', () => {
  it('counts the period’s cases by incident type, zone, age group, sex, month and service, zero included', async () => {
    // Thirteen months back nobody else recorded a case, and five is the smallest count the report publishes.
    const period = `from=${day(400)}&to=${day(390)}&zone=${zone}`;
    const empty = (await api(supervisor, 'GET', `/api/reports/gbv-registrations?${period}`)).json().data;
    expect(empty.totals.cases).toBe(0);
    for (let i = 0; i < 5; i += 1) {
      await createCase(caseworker, {
        survivorAge: 30,
        sex: 'male',
        incidentType: 'forcedMarriage',
        incidentDate: day(396),
        reportDate: day(395),
        services: { legal: 'referred' },
        referralConsent: true,
      });
    }
    const response = await api(supervisor, 'GET', `/api/reports/gbv-registrations?${period}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    const cases = (list: { key: string; cases: number | null }[], key: string) => list.find((row) => row.key === key)?.cases;
    expect(data.totals.cases).toBe(5);
    expect(cases(data.byIncidentType, 'forcedMarriage')).toBe(5);
    expect(cases(data.byIncidentType, 'sexualAssault')).toBe(0);
    expect(cases(data.byAgeGroup, '26-40')).toBe(5);
    expect(cases(data.bySex, 'male')).toBe(5);
    expect(data.byIncidentType.map((row: { key: string }) => row.key)).toHaveLength(6);
    expect(data.byAgeGroup.map((row: { key: string }) => row.key)).toEqual(['0-11', '12-17', '18-25', '26-40', '41-60', '61+']);
    expect(data.byZone.every((row: { key: string }) => row.key === zone)).toBe(true);
    expect(data.services.find((row: { service: string }) => row.service === 'legal').referred).toBe(5);
    expect(data.byMonth.length).toBeGreaterThanOrEqual(1);

    const reversed = await api(supervisor, 'GET', `/api/reports/gbv-registrations?from=${day(0)}&to=${day(30)}`);
    expect(reversed.statusCode).toBe(400);
  });

  it('shows a year of demo cases, some closed, over several zones', async () => {
    const response = await api(supervisor, 'GET', `/api/reports/gbv-registrations?from=${day(365)}&to=${day(0)}`);
    const data = response.json().data;
    expect(data.totals.cases).toBeGreaterThanOrEqual(40);
    expect(data.totals.closed).toBeGreaterThan(5);
    expect(data.byZone.length).toBeGreaterThan(3);
    const [{ value }] = await t.database.db.select({ value: count() }).from(gbvCaseViews).where(eq(gbvCaseViews.view, 'report'));
    expect(value).toBeGreaterThan(0);
  });
});

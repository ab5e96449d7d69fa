import ExcelJS from 'exceljs';
import { and, between, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GBV_INCIDENT_TYPES } from '../../src/domain/gbv-case';
import { births, gbvCaseIdentities, gbvCases, gbvCaseViews } from '../../src/server/db/schema';
import { HEALTH_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

let t: TestApp;
let registrar: SessionUser;
let supervisor: SessionUser;
let gbvSupervisor: SessionUser;
let taxateur: SessionUser;
let admin: SessionUser;

beforeAll(async () => {
  t = await createTestApp();
  [registrar, supervisor, gbvSupervisor, taxateur, admin] = await Promise.all(
    ['registrar', 'supervisor', 'gbvsupervisor', 'taxateur', 'admin'].map((name) => t.login(name)),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (session: SessionUser, url: string) => t.request({ method: 'GET', url, headers: t.headersFor(session, { 'project-key': HEALTH_PROJECT_KEY }) });
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const YEAR = { from: day(364), to: day(0) };
const birthReport = (session: SessionUser, query = '') => get(session, `/api/reports/birth-registrations?from=${YEAR.from}&to=${YEAR.to}${query}`);

/** An export as its user sees it: the header row, then each row's cells (an empty cell as undefined). */
async function sheetOf(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1))));
  return rows;
}
const download = (session: SessionUser, url: string, language = 'en') =>
  t.request({ method: 'GET', url, headers: t.headersFor(session, { 'project-key': HEALTH_PROJECT_KEY, 'accept-language': language }) });
/** The [value, count] rows of one group of a health report's sheet. */
const groupOf = (sheet: unknown[][], group: string, column = 2) => sheet.filter((row) => row[0] === group).map((row) => [row[1], row[column]]);

const EN_MONTH = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;
const FR_MONTH = /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/;
/** Every row of a month group but its total names a month of the language. */
const monthsAre = (rows: unknown[][], pattern: RegExp) => rows.slice(0, -1).every(([month]) => pattern.test(String(month)));

/** The demo births of the period counted straight from the table, one facet at a time. */
async function countBirths(facet: SQLWrapper | null, where?: SQL) {
  const scope = and(eq(births.projectKey, HEALTH_PROJECT_KEY), between(births.dateOfBirth, YEAR.from, YEAR.to), where);
  const rows = await t.database.db
    .select({ key: facet ? sql`${facet}` : sql`'all'`, births: count() })
    .from(births)
    .where(scope)
    .groupBy(sql`1`);
  return Object.fromEntries(rows.map((row) => [String(row.key), Number(row.births)]));
}

describe('the birth registration report', () => {
  it('gives figures equal to an independent count of the demo declarations', async () => {
    const response = await birthReport(registrar);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    const all = await countBirths(null);
    expect(all.all).toBeGreaterThan(1000);
    expect(data.totals.births).toBe(all.all);

    const states = await countBirths(births.syncState);
    expect(data.totals.synced).toBe(states.synced);
    expect(data.totals.rejected).toBe(states.rejected);
    const approvedWaiting = await countBirths(null, and(eq(births.syncState, 'waitingForApproval'), sql`${births.approvedAt} is not null`));
    expect(data.totals.approved).toBe(approvedWaiting.all ?? 0);
    expect(data.totals.waitingForApproval + data.totals.approved).toBe(states.waitingForApproval);
    const duplicates = await countBirths(null, sql`cardinality(${births.duplicateOf}) > 0`);
    expect(data.totals.duplicates).toBe(duplicates.all);
    expect(data.totals.duplicates).toBeGreaterThanOrEqual(2);

    const byKey = (rows: { key: string; births: number }[]) => Object.fromEntries(rows.filter((r) => r.births > 0).map((r) => [r.key, r.births]));
    expect(byKey(data.byHospital)).toEqual(await countBirths(births.hospitalKey));
    expect(byKey(data.byDeliveryType)).toEqual(await countBirths(births.deliveryType));
    expect(byKey(data.byGender)).toEqual(await countBirths(births.gender));
    const months = await countBirths(sql`to_char(${births.dateOfBirth}, 'YYYY-MM')`);
    expect(
      Object.fromEntries(data.byMonth.filter((m: { births: number }) => m.births > 0).map((m: { month: string; births: number }) => [m.month, m.births])),
    ).toEqual(months);
    expect(data.byMonth.length).toBeGreaterThanOrEqual(12);
    const cells = data.byMonthAndHospital.reduce((sum: number, cell: { births: number }) => sum + cell.births, 0);
    expect(cells).toBe(all.all);
    expect(data.byHospital[0]).toMatchObject({ key: 'est-sendwe', name: 'Hôpital Jason Sendwe' });
  });

  it('carries no name of a child or a parent', async () => {
    const [row] = await t.database.db.select({ child: births.childLastName, mother: births.motherFirstName }).from(births).limit(1);
    const body = (await birthReport(registrar)).body;
    expect(body).not.toContain(row.child);
    expect(body).not.toContain(row.mother);
  });

  it('filters by hospital, zone and a month', async () => {
    const sendwe = (await birthReport(registrar, '&hospital=est-sendwe')).json().data;
    expect(sendwe.hospital).toBe('est-sendwe');
    expect(sendwe.byHospital.map((h: { key: string }) => h.key)).toEqual(['est-sendwe']);
    expect(sendwe.totals.births).toBe((await countBirths(null, eq(births.hospitalKey, 'est-sendwe'))).all);

    const likasi = (await birthReport(registrar, '&zone=Likasi')).json().data;
    expect(likasi.totals.births).toBe((await countBirths(null, eq(births.zone, 'Likasi'))).all);
    expect(likasi.byHospital.map((h: { key: string }) => h.key)).toEqual(['est-hgr-likasi']);

    const month = day(40).slice(0, 7);
    const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const one = (await get(registrar, `/api/reports/birth-registrations?from=${month}-01&to=${lastDay}`)).json().data;
    expect(one.byMonth.map((m: { month: string }) => m.month)).toEqual([month]);
    expect(one.totals.births).toBe(one.byMonth[0].births);
    expect(one.totals.births).toBeGreaterThan(0);
  });

  it('exports the figures the screen shows, each group closed by its total, in English and in French', async () => {
    const data = (await birthReport(registrar)).json().data;
    const file = await download(registrar, `/api/reports/birth-registrations/export?from=${YEAR.from}&to=${YEAR.to}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(String(file.headers['content-disposition'])).toMatch(/filename="birth-registrations-\d{8}-\d{6}\.xlsx"/);
    const sheet = await sheetOf(file.rawPayload);
    expect(sheet[0]).toEqual(['Group', 'Value', 'Births']);
    const total = ['Total', data.totals.births];
    expect(groupOf(sheet, 'Totals')).toEqual([
      ['Births', data.totals.births],
      ['Probable duplicates', data.totals.duplicates],
    ]);
    expect(groupOf(sheet, 'Hospital')).toEqual([...data.byHospital.map((h: { name: string; births: number }) => [h.name, h.births]), total]);
    expect(groupOf(sheet, 'Month').map((row) => row[1])).toEqual([...data.byMonth.map((m: { births: number }) => m.births), data.totals.births]);
    expect(monthsAre(groupOf(sheet, 'Month'), EN_MONTH)).toBe(true);
    expect(groupOf(sheet, 'Delivery type')).toEqual([
      ...data.byDeliveryType.map((row: { key: string; births: number }) => [
        { vaginal: 'Vaginal', assisted: 'Assisted (forceps or vacuum)', caesarean: 'Caesarean' }[row.key],
        row.births,
      ]),
      total,
    ]);
    expect(groupOf(sheet, 'Gender')).toEqual([...data.byGender.map((row: { key: string; births: number }) => [row.key, row.births]), total]);
    expect(groupOf(sheet, 'Stage')).toEqual([
      ['Waiting for approval', data.totals.waitingForApproval],
      ['Approved', data.totals.approved],
      ['Synced', data.totals.synced],
      ['Rejected', data.totals.rejected],
      total,
    ]);
    // The month × hospital map, every cell the screen draws, adding up to the births.
    const cells = groupOf(sheet, 'Month and hospital');
    expect(cells.length).toBe(data.byMonth.length * data.byHospital.length + 1);
    expect(cells.slice(0, -1).reduce((sum, [, births]) => sum + Number(births), 0)).toBe(data.totals.births);
    expect(cells.at(-1)).toEqual(total);
    expect(sheet.filter((row) => row[1] === 'Total').every((row) => row[2] === data.totals.births)).toBe(true);
    const [row] = await t.database.db.select({ child: births.childLastName, mother: births.motherFirstName }).from(births).limit(1);
    expect(JSON.stringify(sheet)).not.toContain(row.child);
    expect(JSON.stringify(sheet)).not.toContain(row.mother);

    const french = await sheetOf((await download(registrar, `/api/reports/birth-registrations/export?from=${YEAR.from}&to=${YEAR.to}`, 'fr')).rawPayload);
    expect(french[0]).toEqual(['Groupe', 'Valeur', 'Naissances']);
    expect(groupOf(french, 'Type d’accouchement').map((r) => r[0])).toEqual(['Voie basse', 'Assisté (forceps ou ventouse)', 'Césarienne', 'Total']);
    expect(groupOf(french, 'Étape').map((r) => r[0])).toEqual(['En attente d’approbation', 'Approuvées', 'Synchronisées', 'Rejetées', 'Total']);
    expect(monthsAre(groupOf(french, 'Mois'), FR_MONTH)).toBe(true);
  });

  it('exports under the report’s filters and access: a hospital’s births only, 403 without the birth register', async () => {
    const url = `/api/reports/birth-registrations/export?from=${YEAR.from}&to=${YEAR.to}&hospital=est-sendwe`;
    const sendwe = (await birthReport(registrar, '&hospital=est-sendwe')).json().data;
    const sheet = await sheetOf((await download(registrar, url)).rawPayload);
    expect(groupOf(sheet, 'Hospital')).toEqual([
      ['Hôpital Jason Sendwe', sendwe.totals.births],
      ['Total', sendwe.totals.births],
    ]);
    expect((await download(taxateur, url)).statusCode).toBe(403);
  });

  it('is for the birth register’s readers only, and refuses a bad period with a translated 400', async () => {
    expect((await birthReport(supervisor)).statusCode).toBe(200);
    expect((await birthReport(taxateur)).statusCode).toBe(403);
    const reversed = await t.request({
      method: 'GET',
      url: `/api/reports/birth-registrations?from=${day(0)}&to=${day(30)}`,
      headers: t.headersFor(registrar, { 'project-key': HEALTH_PROJECT_KEY, 'accept-language': 'fr' }),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().responseMessage).toMatch(/période|date/i);
  });
});

/** Cases written straight into a zone no demo case uses, so the counts are known exactly. */
async function seedZone(zone: string, counts: Partial<Record<(typeof GBV_INCIDENT_TYPES)[number], number>>) {
  let sequence = 0;
  const rows = Object.entries(counts).flatMap(([incidentType, n]) =>
    Array.from({ length: n }, () => {
      sequence += 1;
      return {
        key: `${zone}-case-${sequence}`,
        projectKey: HEALTH_PROJECT_KEY,
        code: `${zone.toUpperCase()}-${sequence}`,
        codeYear: 2000,
        codeSequence: sequence,
        ageGroup: '18-25',
        sex: 'female',
        incidentType,
        incidentDate: day(3),
        reportDate: day(2),
        zone,
        services: { health: 'provided', psychosocial: 'none', legal: 'none', safety: 'none' } as const,
        caseWorkerKey: 'user-caseworker',
        createdBy: 'user-caseworker',
      };
    }),
  );
  await t.database.db.insert(gbvCases).values(rows);
}

const gbvReport = (session: SessionUser, query: string) => get(session, `/api/reports/gbv-registrations?${query}`);
const casesOf = (rows: { key: string; cases: number | null }[], key: string) => rows.find((row) => row.key === key)?.cases;

describe('the GBV registration report: small counts', () => {
  it('sends a count from 1 to 4 as null, never its number, and hides a second cell so the first cannot be subtracted', async () => {
    await seedZone('zone-hd-small', { rape: 3, physicalAssault: 6, sexualAssault: 7 });
    const response = await gbvReport(gbvSupervisor, `from=${day(30)}&to=${day(0)}&zone=zone-hd-small`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.totals).toEqual({ cases: 16, open: 16, closed: 0 });
    expect(casesOf(data.byIncidentType, 'rape')).toBeNull();
    // 3 hidden alone would be 16 - 6 - 7: the smallest shown cell goes with it.
    expect(casesOf(data.byIncidentType, 'physicalAssault')).toBeNull();
    expect(casesOf(data.byIncidentType, 'sexualAssault')).toBe(7);
    expect(casesOf(data.byIncidentType, 'forcedMarriage')).toBe(0);
    expect(data.byZone).toEqual([{ key: 'zone-hd-small', name: null, cases: 16 }]);
    expect(data.services.find((s: { service: string }) => s.service === 'health')).toMatchObject({ provided: 16, referred: 0 });
    expect(response.body).not.toMatch(/"cases":[1-4][,}]/);
  });

  it('hides a small total too', async () => {
    await seedZone('zone-hd-tiny', { forcedMarriage: 2 });
    const data = (await gbvReport(gbvSupervisor, `from=${day(30)}&to=${day(0)}&zone=zone-hd-tiny`)).json().data;
    expect(data.totals).toEqual({ cases: null, open: null, closed: 0 });
    expect(casesOf(data.byIncidentType, 'forcedMarriage')).toBeNull();
    expect(casesOf(data.byAgeGroup, '18-25')).toBeNull();
    expect(data.byMonth.some((m: { cases: number | null }) => m.cases === null)).toBe(true);
    expect(data.services.find((s: { service: string }) => s.service === 'health').provided).toBeNull();
  });

  it('adds up a year of demo cases as the table does, each published count either 0, 5 and more, or hidden', async () => {
    const data = (await gbvReport(gbvSupervisor, `from=${day(364)}&to=${day(0)}`)).json().data;
    const [{ all }] = await t.database.db
      .select({ all: count() })
      .from(gbvCases)
      .where(and(eq(gbvCases.projectKey, HEALTH_PROJECT_KEY), between(gbvCases.reportDate, day(364), day(0))));
    expect(data.totals.cases).toBe(Number(all));
    const cells = [data.byIncidentType, data.byAgeGroup, data.bySex, data.byMonth, data.byZone].flat().map((row: { cases: number | null }) => row.cases);
    expect(cells.every((cases) => cases === null || cases === 0 || cases >= 5)).toBe(true);
    const shown = data.byIncidentType.filter((row: { cases: number | null }) => row.cases !== null);
    expect(shown.length).toBeGreaterThan(0);
  });

  it('filters by a zone’s name as the shared zone picker sends it', async () => {
    const byKey = (await gbvReport(gbvSupervisor, `from=${day(364)}&to=${day(0)}&zone=zone-hd-small`)).json().data;
    expect(byKey.totals.cases).toBe(16);
    const [demo] = await t.database.db
      .select({ zone: gbvCases.zone, name: sql<string>`(select data->>'name' from records where key = ${gbvCases.zone})` })
      .from(gbvCases)
      .where(eq(gbvCases.projectKey, HEALTH_PROJECT_KEY))
      .limit(1);
    const named = (await gbvReport(gbvSupervisor, `from=${day(364)}&to=${day(0)}&zone=${encodeURIComponent(demo.name)}`)).json().data;
    const keyed = (await gbvReport(gbvSupervisor, `from=${day(364)}&to=${day(0)}&zone=${demo.zone}`)).json().data;
    expect(named.byZone).toEqual(keyed.byZone);
    expect(named.byZone.map((z: { key: string }) => z.key)).toEqual([demo.zone]);
  });
});

describe('the GBV registration report export', () => {
  const exportUrl = (query: string) => `/api/reports/gbv-registrations/export?${query}`;

  it('writes the published counts, a hidden one as "<5", in English and in French', async () => {
    await seedZone('zone-hd-export', { sexualAssault: 7, rape: 6, forcedMarriage: 2 });
    const query = `from=${day(30)}&to=${day(0)}&zone=zone-hd-export`;
    const data = (await gbvReport(gbvSupervisor, query)).json().data;
    const file = await download(gbvSupervisor, exportUrl(query));
    expect(file.statusCode, file.body).toBe(200);
    expect(String(file.headers['content-disposition'])).toMatch(/filename="gbv-registrations-\d{8}-\d{6}\.xlsx"/);
    const sheet = await sheetOf(file.rawPayload);
    expect(sheet[0]).toEqual(['Group', 'Value', 'Cases', 'Provided', 'Referred', 'Declined']);
    expect(groupOf(sheet, 'Totals')).toEqual([
      ['Cases reported', 15],
      ['Open', 15],
      ['Closed', 0],
    ]);
    // 2 is hidden, and 6 with it (15 - 7 - 6 would give the 2 back): both are written "<5".
    expect(groupOf(sheet, 'Incident type')).toEqual([
      ['Rape', '<5'],
      ['Sexual assault', 7],
      ['Physical assault', 0],
      ['Forced marriage', '<5'],
      ['Denial of resources, opportunities or services', 0],
      ['Psychological or emotional abuse', 0],
      ['Total', 15],
    ]);
    expect(data.byIncidentType.map((row: { cases: number | null }) => row.cases ?? '<5')).toEqual(
      groupOf(sheet, 'Incident type')
        .slice(0, -1)
        .map((row) => row[1]),
    );
    expect(groupOf(sheet, 'Zone')).toEqual([
      ['Zone zone-hd-export', 15],
      ['Total', 15],
    ]);
    expect(groupOf(sheet, 'Age group')).toContainEqual(['18-25', 15]);
    expect(groupOf(sheet, 'Sex')).toEqual([
      ['Female', 15],
      ['Male', 0],
      ['Total', 15],
    ]);
    expect(monthsAre(groupOf(sheet, 'Month'), EN_MONTH)).toBe(true);
    const services = sheet.filter((row) => row[0] === 'Services and referrals');
    expect(services.map((row) => row.slice(1))).toEqual([
      ['Health', undefined, 15, 0, 0],
      ['Psychosocial', undefined, 0, 0, 0],
      ['Legal', undefined, 0, 0, 0],
      ['Safety', undefined, 0, 0, 0],
    ]);
    const counts = sheet.slice(1).flatMap((row) => row.slice(2));
    expect(counts.every((cell) => cell === undefined || cell === '<5' || cell === 0 || Number(cell) >= 5)).toBe(true);

    const french = await sheetOf((await download(gbvSupervisor, exportUrl(query), 'fr')).rawPayload);
    expect(french[0]).toEqual(['Groupe', 'Valeur', 'Cas', 'Fourni', 'Référé', 'Refusé']);
    expect(groupOf(french, 'Type d’incident')[0]).toEqual(['Viol', '<5']);
    expect(monthsAre(groupOf(french, 'Mois'), FR_MONTH)).toBe(true);
  });

  it('carries no survivor’s identity nor case code, and logs the read as a report view', async () => {
    const [{ before }] = await t.database.db.select({ before: count() }).from(gbvCaseViews).where(eq(gbvCaseViews.view, 'report'));
    const file = await download(gbvSupervisor, exportUrl(`from=${day(364)}&to=${day(0)}`));
    expect(file.statusCode).toBe(200);
    const [{ after }] = await t.database.db.select({ after: count() }).from(gbvCaseViews).where(eq(gbvCaseViews.view, 'report'));
    expect(Number(after)).toBe(Number(before) + 1);
    const text = JSON.stringify(await sheetOf(file.rawPayload));
    const identities = await t.database.db
      .select({ name: gbvCaseIdentities.survivorName, code: gbvCases.code })
      .from(gbvCaseIdentities)
      .innerJoin(gbvCases, eq(gbvCases.key, gbvCaseIdentities.caseKey));
    expect(identities.length).toBeGreaterThan(10);
    for (const { name, code } of identities) {
      expect(text).not.toContain(name);
      expect(text).not.toContain(code);
    }
    expect((await download(taxateur, exportUrl(`from=${day(30)}&to=${day(0)}`))).statusCode).toBe(403);
  });
});

describe('the health project overview', () => {
  it('counts the project’s hospitals, this year’s births and deaths, open GBV cases and the transmission', async () => {
    const response = await get(admin, `/api/project/projects/${HEALTH_PROJECT_KEY}/health-overview`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.year).toBe(new Date().getUTCFullYear());
    expect(data.hospitals).toBeGreaterThanOrEqual(6);
    const year = `${data.year}`;
    const [yearBirths] = await t.database.db
      .select({ all: count() })
      .from(births)
      .where(and(eq(births.projectKey, HEALTH_PROJECT_KEY), sql`to_char(${births.dateOfBirth}, 'YYYY') = ${year}`));
    expect(data.births.total).toBe(Number(yearBirths.all));
    expect(data.births.waitingForApproval + data.births.approved + data.births.synced + data.births.rejected).toBe(data.births.total);
    expect(data.deaths.total).toBeGreaterThan(0);
    expect(data.openGbvCases === null || data.openGbvCases >= 5).toBe(true);
    expect(data.transmission.failing).toBeGreaterThanOrEqual(2);
  });

  it('is a 404 for an unknown project and a 403 without the project area', async () => {
    expect((await get(admin, '/api/project/projects/no-such-project/health-overview')).statusCode).toBe(404);
    expect((await get(registrar, `/api/project/projects/${HEALTH_PROJECT_KEY}/health-overview`)).statusCode).toBe(403);
  });
});

import { dayInZone } from '../../src/domain/dated-money';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenInScan } from '../../src/domain/document-token';
import { permissionEntry } from '../../src/domain/permissions';
import { isValidReference } from '../../src/domain/tax-reference';
import { HEALTH_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { deaths, projectMembers, roles, users } from '../../src/server/db/schema';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { usingPostgres } from './support/test-database';

let t: TestApp;
let registrar: SessionUser;
let approver: SessionUser;

const work = { isAccess: true, read: true, create: true, update: true };

/** A health approver who may read declarations but not declare them: the role H4's supervisor plays. */
async function addApprover() {
  const db = t.database.db;
  await db.insert(roles).values({
    key: 'role-death-approver',
    name: 'Death approver (test)',
    roleList: [permissionEntry('Health Approver', work), permissionEntry('Birth', 'read')],
  });
  const [model] = await db.select().from(users).where(eq(users.userName, 'registrar'));
  await db
    .insert(users)
    .values({ ...model, key: 'user-death-approver', userName: 'deathapprover', userRole: 'role-death-approver', emailAddress: 'da@mapato.example' });
  await db.insert(projectMembers).values({ projectKey: HEALTH_PROJECT_KEY, userKey: 'user-death-approver' });
}

beforeAll(async () => {
  t = await createTestApp();
  await addApprover();
  registrar = await t.login('registrar');
  approver = await t.login('deathapprover');
});
afterAll(async () => {
  await t.close();
});

type Options = { headers?: Record<string, string>; language?: 'en' | 'fr' };
const api = (session: SessionUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, options: Options = {}) =>
  t.request({
    method,
    url: `/api/project${url}`,
    headers: {
      authorization: `Bearer ${session.token}`,
      'project-key': HEALTH_PROJECT_KEY,
      'accept-language': options.language ?? 'en',
      ...options.headers,
    },
    payload: payload as Record<string, unknown>,
  });
const ifMatch = (version: number) => ({ headers: { 'if-match': `"${version}"` } });

const today = dayInZone(new Date());
let serial = 0;
const declaration = (overrides: Record<string, unknown> = {}) => ({
  deceasedFirstName: 'Jean',
  deceasedLastName: `Ilunga${++serial}`,
  sex: 'male',
  dateOfBirth: '1950-02-03',
  dateOfDeath: today,
  hospitalKey: 'est-sendwe',
  placeKind: 'hospital',
  immediateCause: 'Paludisme grave',
  icd10Code: 'B50.9',
  declarantName: 'Marie Ilunga',
  declarantRelation: 'spouse',
  declarantCountryCode: '243',
  declarantMobile: '812345678',
  zone: 'Kampemba Nord',
  ...overrides,
});
type Death = { _key: string; version: number; state: string; certificateNumber: string | null; certificateSequence: number | null; actions: string[] };

async function declared(overrides: Record<string, unknown> = {}): Promise<Death> {
  const response = await api(registrar, 'POST', '/deaths', declaration(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Death;
}
async function approved(overrides: Record<string, unknown> = {}): Promise<Death> {
  const death = await declared(overrides);
  const response = await api(approver, 'POST', `/deaths/${death._key}/approve`, {}, ifMatch(death.version));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Death;
}

describe('declaring a death', () => {
  it('records it waiting for approval, with the version as ETag and what the registrar may do', async () => {
    const response = await api(registrar, 'POST', '/deaths', declaration({ deceasedMiddleName: 'Marie' }));
    expect(response.statusCode, response.body).toBe(200);
    const death = response.json().data;
    expect(death).toMatchObject({
      state: 'waitingForApproval',
      hospitalName: 'Hôpital Jason Sendwe',
      certificateNumber: null,
      actions: ['correct'],
      version: 1,
    });
    expect(death.deceasedName).toMatch(/^Jean Marie Ilunga\d+$/);
    expect(response.headers.etag).toBe('"1"');
  });

  it('writes a declaration sent twice with one Idempotency-Key once', async () => {
    const body = declaration();
    const headers = { headers: { 'idempotency-key': 'outbox-death-0001' } };
    const first = await api(registrar, 'POST', '/deaths', body, headers);
    const again = await api(registrar, 'POST', '/deaths', body, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data._key).toBe(first.json().data._key);
    const listed = await api(registrar, 'GET', `/deaths?filter=${encodeURIComponent(JSON.stringify({ q: body.deceasedLastName }))}`);
    expect(listed.json().data).toHaveLength(1);
  });

  it('refuses a death in the future or before the birth, in the caller’s language', async () => {
    const future = await api(registrar, 'POST', '/deaths', declaration({ dateOfDeath: '2999-01-01' }));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ errorCode: 'DEATH_INVALID', responseMessage: 'The date of death cannot be in the future.' });
    const beforeBirth = await api(registrar, 'POST', '/deaths', declaration({ dateOfBirth: '2020-01-02', dateOfDeath: '2020-01-01' }), { language: 'fr' });
    expect(beforeBirth.statusCode).toBe(400);
    expect(beforeBirth.json().responseMessage).toBe('La date du décès ne peut pas précéder la date de naissance.');
    expect(beforeBirth.json().details).toEqual([{ field: 'dateOfDeath', message: 'deathBeforeBirth' }]);
  });

  it('needs a hospital of the project, a birthday or an age, and a well-formed ICD-10 code', async () => {
    const taxBank = await api(registrar, 'POST', '/deaths', declaration({ hospitalKey: 'est-tmb' }));
    expect(taxBank.statusCode).toBe(400);
    expect(taxBank.json()).toMatchObject({
      errorCode: 'DEATH_HOSPITAL_UNKNOWN',
      responseMessage: 'This hospital is not an establishment of the health project.',
    });
    const noAge = await api(registrar, 'POST', '/deaths', declaration({ dateOfBirth: undefined }));
    expect(noAge.json()).toMatchObject({ errorCode: 'DEATH_INVALID', responseMessage: 'Please give the date of birth or the age of the deceased.' });
    const withAge = await api(registrar, 'POST', '/deaths', declaration({ dateOfBirth: undefined, ageYears: 64 }));
    expect(withAge.statusCode, withAge.body).toBe(200);
    const badCode = await api(registrar, 'POST', '/deaths', declaration({ icd10Code: 'malaria' }));
    expect(badCode.statusCode).toBe(400);
    const elsewhere = await api(registrar, 'POST', '/deaths', declaration({ placeKind: 'elsewhere' }));
    expect(elsewhere.json()).toMatchObject({ errorCode: 'DEATH_INVALID', responseMessage: 'Please say where the death happened.' });
  });
});

describe('who may do what', () => {
  it('lets only a health approver approve, and only the Birth area declare and correct', async () => {
    const death = await declared();
    const byRegistrar = await api(registrar, 'POST', `/deaths/${death._key}/approve`, {}, ifMatch(death.version));
    expect(byRegistrar.statusCode).toBe(403);
    const rejectByRegistrar = await api(registrar, 'POST', `/deaths/${death._key}/reject`, { reason: 'non' }, ifMatch(death.version));
    expect(rejectByRegistrar.statusCode).toBe(403);
    expect((await api(approver, 'POST', '/deaths', declaration())).statusCode).toBe(403);
    expect((await api(approver, 'PUT', `/deaths/${death._key}`, declaration(), ifMatch(death.version))).statusCode).toBe(403);
    const read = await api(approver, 'GET', `/deaths/${death._key}`);
    expect(read.json().data.actions).toEqual(['approve', 'reject']);
    const queue = await api(approver, 'GET', `/deaths/approval-queue?range=${encodeURIComponent('[0,499]')}`);
    expect(queue.statusCode, queue.body).toBe(200);
    expect((queue.json().data as Death[]).every((row) => row.state === 'waitingForApproval')).toBe(true);
    expect((queue.json().data as Death[]).some((row) => row._key === death._key)).toBe(true);
    expect((await api(registrar, 'GET', '/deaths/approval-queue')).statusCode).toBe(403);

    const done = await api(approver, 'POST', `/deaths/${death._key}/approve`, {}, ifMatch(death.version));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ state: 'approved', version: 2, actions: [] });
    expect(isValidReference(done.json().data.certificateNumber)).toBe(true);
    const lateCorrection = await api(registrar, 'PUT', `/deaths/${death._key}`, declaration(), ifMatch(2));
    expect(lateCorrection.statusCode).toBe(409);
    expect(lateCorrection.json().responseMessage).toBe('This declaration has already been decided: reload it to see its state.');
  });

  it('refuses a rejection without a reason; a corrected rejection waits again', async () => {
    const death = await declared();
    const blank = await api(approver, 'POST', `/deaths/${death._key}/reject`, { reason: '   ' }, ifMatch(death.version));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errorCode: 'REASON_REQUIRED', responseMessage: 'Please give a reason, three characters at least.' });
    // Two letters are no reason a registrar can act on, as for births (admin-health D10).
    const tooShort = await api(approver, 'POST', `/deaths/${death._key}/reject`, { reason: 'ab' }, ifMatch(death.version));
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ errorCode: 'REASON_REQUIRED', responseMessage: 'Please give a reason, three characters at least.' });
    expect((await api(approver, 'POST', `/deaths/${death._key}/reject`, {}, ifMatch(death.version))).statusCode).toBe(400);
    const rejected = await api(approver, 'POST', `/deaths/${death._key}/reject`, { reason: 'Cause à préciser' }, ifMatch(death.version));
    expect(rejected.json().data).toMatchObject({ state: 'rejected', rejectionReason: 'Cause à préciser' });

    expect((await api(registrar, 'PUT', `/deaths/${death._key}`, declaration())).statusCode).toBe(428);
    expect((await api(registrar, 'PUT', `/deaths/${death._key}`, declaration(), ifMatch(1))).statusCode).toBe(412);
    const corrected = await api(registrar, 'PUT', `/deaths/${death._key}`, declaration({ immediateCause: 'Pneumonie' }), ifMatch(2));
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({ state: 'waitingForApproval', rejectionReason: null, immediateCause: 'Pneumonie', version: 3 });
    expect((await api(approver, 'POST', `/deaths/${death._key}/approve`, {}, ifMatch(2))).statusCode).toBe(412);
  });

  it('answers 404 for a declaration of another project', async () => {
    const death = await declared();
    const admin = await t.login('admin');
    const other = await t.request({ method: 'GET', url: `/api/project/deaths/${death._key}`, headers: t.headersFor(admin) });
    expect(other.statusCode).toBe(404);
  });
});

describe('the list and its export', () => {
  it('holds the demo year and filters by hospital, state, zone and day of death', async () => {
    const page = await api(registrar, 'GET', `/deaths?range=${encodeURIComponent('[0,9]')}`);
    expect(page.statusCode, page.body).toBe(200);
    const total = Number(page.headers['content-range']?.toString().split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(300);
    const filter = { hospitalKey: 'est-cliniques-unilu', state: 'approved', dateOfDeath_gte: '2000-01-01', dateOfDeath_lte: today };
    const filtered = await api(registrar, 'GET', `/deaths?range=${encodeURIComponent('[0,499]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const rows = filtered.json().data as { hospitalKey: string; state: string; certificateNumber: string }[];
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.every((row) => row.hospitalKey === 'est-cliniques-unilu' && row.state === 'approved' && isValidReference(row.certificateNumber))).toBe(true);
    const zoned = await api(registrar, 'GET', `/deaths?filter=${encodeURIComponent(JSON.stringify({ zone: 'Kampemba Nord' }))}`);
    expect((zoned.json().data as { zone: string }[]).every((row) => row.zone === 'Kampemba Nord')).toBe(true);
    const badDay = await api(registrar, 'GET', `/deaths?filter=${encodeURIComponent(JSON.stringify({ dateOfDeath_gte: 'yesterday' }))}`);
    expect(badDay.statusCode).toBe(400);
  });

  it('exports the filtered list as a streamed .xlsx in the caller’s language', async () => {
    const filter = { state: 'rejected' };
    const response = await api(registrar, 'GET', `/deaths/export?filter=${encodeURIComponent(JSON.stringify(filter))}`, undefined, { language: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/deces-\d{8}-\d{6}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Défunt(e)');
    const states = new Set<unknown>();
    sheet.eachRow((row, index) => index > 1 && states.add(row.getCell(11).value));
    expect([...states]).toEqual(['Rejeté']);
  });

  it('exports only the columns asked for, in their order; an unknown column is a translated 400', async () => {
    const response = await api(registrar, 'GET', `/deaths/export?columns=${encodeURIComponent('state,certificateNumber')}`, undefined, { language: 'fr' });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(1).values).toEqual([undefined, 'État', 'Numéro du certificat']);
    const unknown = await api(registrar, 'GET', '/deaths/export?columns=state,declarantMobile', undefined, { language: 'fr' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorCode: 'EXPORT_UNKNOWN_COLUMN', responseMessage: expect.stringContaining('declarantMobile') });
  });
});

const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const pdfText = async (bytes: Buffer) => plain((await extractText(new Uint8Array(bytes), { mergePages: true })).text);
const tampered = (token: string, at: number) => token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);

describe('the death certificate', () => {
  it('is refused while the declaration is not approved', async () => {
    const death = await declared();
    const response = await api(registrar, 'GET', `/deaths/${death._key}/certificate.pdf`);
    expect(response.statusCode).toBe(409);
    expect(response.json().responseMessage).toBe('A death certificate is issued only once the declaration is approved.');
  });

  it('prints in the caller’s language with the number, the deceased and the cause', async () => {
    const death = await approved({ deceasedFirstName: 'Odette', sex: 'female' });
    const english = await api(registrar, 'GET', `/deaths/${death._key}/certificate.pdf`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toContain(`death-certificate-${death.certificateNumber}.pdf`);
    const text = await pdfText(english.rawPayload);
    expect(text).toContain('DEATH CERTIFICATE');
    expect(text).toContain(death.certificateNumber!);
    expect(text).toContain('Paludisme grave');
    expect(text).toContain('Hôpital Jason Sendwe');
    const french = await pdfText((await api(registrar, 'GET', `/deaths/${death._key}/certificate.pdf`, undefined, { language: 'fr' })).rawPayload);
    expect(french).toContain('CERTIFICAT DE DÉCÈS');
    expect(french).toContain('CAUSE IMMÉDIATE DU DÉCÈS');
  });

  // Lubumbashi is UTC+2: a death declared and approved at 23:30 UTC was at 01:30 the next day there.
  it('prints its declaration and approval times on the project’s clock (Africa/Lubumbashi), not the server’s UTC', async () => {
    const death = await approved();
    const lateEvening = new Date('2026-05-04T23:30:00Z');
    await t.database.db.update(deaths).set({ createdAt: lateEvening, approvedAt: lateEvening }).where(eq(deaths.key, death._key));
    const text = await pdfText((await api(registrar, 'GET', `/deaths/${death._key}/certificate.pdf`)).rawPayload);
    expect(text).toContain('05/05/2026 01:30');
    expect(text).not.toContain('04/05/2026 23:30');
  });

  it('renders a page whose QR code verifies through the public check, and a tampered one does not', async () => {
    const death = await approved({ deceasedFirstName: 'Béatrice', deceasedLastName: 'Kasongo', sex: 'female' });
    const response = await api(registrar, 'GET', `/deaths/${death._key}/certificate.pdf`);
    const folder = mkdtempSync(join(tmpdir(), 'death-certificate-'));
    try {
      writeFileSync(join(folder, 'certificate.pdf'), response.rawPayload);
      execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', join(folder, 'certificate.pdf'), join(folder, 'page')]);
      const file = join(folder, 'page-1.png');
      expect(statSync(file).size).toBeGreaterThan(10_000);
      const png = PNG.sync.read(readFileSync(file));
      // Not a blank page: a good share of the pixels are ink.
      let dark = 0;
      for (let i = 0; i < png.data.length; i += 4) if (png.data[i] < 128) dark++;
      expect(dark / (png.width * png.height)).toBeGreaterThan(0.01);
      const scanned = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      expect(scanned?.data).toMatch(/\/check\?t=/);
      const token = tokenInScan(scanned!.data)!;

      const check = await t.request({ method: 'POST', url: '/api/open/verify', payload: { token } });
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json().data).toMatchObject({
        genuine: true,
        facts: { kind: 'deathCertificate', reference: death.certificateNumber, taxpayerName: 'Béa*** Kas***' },
        current: { death: { deceased: 'Béa*** Kas***', dateOfDeath: today, hospitalName: 'Hôpital Jason Sendwe' } },
      });
      // No money part: a death certificate is not a paid paper, so no page can say "0 CDF, paid".
      for (const money of ['paidState', 'amount', 'paidAmount', 'remaining', 'lifecycle']) expect(check.json().data.current).not.toHaveProperty(money);
      const page = await t.request({ method: 'GET', url: `/check?t=${token}`, headers: { 'accept-language': 'fr' } });
      expect(page.body).toContain('Certificat de décès');
      expect(page.body).toContain('Béa*** Kas***');
      expect(page.body).not.toContain('Kasongo');
      expect(page.body).not.toMatch(/CDF|USD|Payé|Reste/);

      const forged = await t.request({ method: 'POST', url: '/api/open/verify', payload: { token: tampered(token, 12) } });
      expect(forged.json().data).toEqual({ genuine: false });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe(`approvals at the same moment (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('give each approved death its own certificate number, with no gap', async () => {
    const waiting = await Promise.all(Array.from({ length: 8 }, () => declared()));
    const answers = await Promise.all(waiting.map((death) => api(approver, 'POST', `/deaths/${death._key}/approve`, {}, ifMatch(death.version))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(waiting.map(() => 200));
    const sequences = answers.map((answer) => (answer.json().data as Death).certificateSequence!).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(8);
    expect(sequences[7] - sequences[0]).toBe(7);
  });

  it('of two approvers acting on one version, one wins and the other is answered 409', async () => {
    const death = await declared();
    const answers = await Promise.all([0, 1].map(() => api(approver, 'POST', `/deaths/${death._key}/approve`, {}, ifMatch(death.version))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ errorCode: 'DEATH_STATE', responseMessage: 'This declaration has already been decided: reload it to see its state.' });
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { birthDeclaration } from './support/birth-declaration';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/**
 * Birth declarations through the API, in the demo health project: the registrar declares and
 * corrects, the health supervisor decides, each only with their own right; a resent declaration
 * is answered, not repeated; probable duplicates are flagged; two deciders never both win.
 */
let t: TestApp;
let registrar: SessionUser;
let supervisor: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  registrar = await t.login('registrar');
  supervisor = await t.login('supervisor');
});
afterAll(async () => {
  await t.close();
});

const headers = (session: SessionUser, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${session.token}`,
  'project-key': HEALTH_PROJECT_KEY,
  ...extra,
});
const api = (session: SessionUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, extra: Record<string, string> = {}) =>
  t.request({ method, url: `/api/project/births${url}`, headers: headers(session, extra), payload: payload as Record<string, unknown> });
const query = (params: { filter?: object; sort?: [string, string]; range?: [number, number] }) =>
  '?' +
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

let serial = 0;
/** A plausible declaration; each call is born a week after the last unless told, so none repeats another. */
function declaration(over: Record<string, unknown> = {}) {
  serial += 1;
  const born = new Date(Date.UTC(2024, 0, 1) + serial * 7 * 86_400_000).toISOString().slice(0, 10);
  return birthDeclaration({ dateOfBirth: born, motherLastName: `Essai${serial}`, ...over });
}

async function declared(over: Record<string, unknown> = {}) {
  const response = await api(registrar, 'POST', '', declaration(over));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { _key: string; version: number; syncState: string; duplicateOf: string[]; actions: string[] };
}

describe('declaring a birth', () => {
  it('records it waiting for approval, with the names, mobile and actions the screens show', async () => {
    const response = await api(registrar, 'POST', '', declaration({ childMiddleName: 'Kyungu', fatherFirstName: 'Papy', fatherLastName: 'Testa' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    const birth = response.json().data;
    expect(birth).toMatchObject({
      syncState: 'waitingForApproval',
      approved: false,
      hospitalName: 'Hôpital Général de Référence de Kamalondo',
      childName: 'Merveille Kyungu Testa',
      fatherName: 'Papy Testa',
      mobile: '+243 997 123 456',
      motherPhone: '997123456',
      heightMm: 495,
      version: 1,
      actions: ['correct'],
      duplicateOf: [],
    });
    expect(birth).not.toHaveProperty('projectKey');
    const read = await api(supervisor, 'GET', `/${birth._key}`);
    expect(read.json().data.actions).toEqual(['approve', 'reject']);
  });

  it('answers a resent declaration with the first one: same key, one row (header or body field)', async () => {
    const body = declaration();
    const first = await api(registrar, 'POST', '', body, { 'idempotency-key': 'tablet-7-000123' });
    const again = await api(registrar, 'POST', '', body, { 'idempotency-key': 'tablet-7-000123' });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().data._key).toBe(first.json().data._key);
    expect(again.json().data.duplicateOf).toEqual([]);
    const viaBody = await api(registrar, 'POST', '', { ...body, idempotencyKey: 'tablet-7-000123' });
    expect(viaBody.json().data._key).toBe(first.json().data._key);
    const list = await api(registrar, 'GET', query({ filter: { q: body.motherLastName } }));
    expect(list.headers['content-range']).toBe('births 0-0/1');

    const simultaneous = await Promise.all([1, 2, 3].map(() => api(registrar, 'POST', '', { ...declaration(), idempotencyKey: 'tablet-7-000124' })));
    expect(simultaneous.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(simultaneous.map((r) => r.json().data._key)).size).toBe(1);
  });

  it('refuses an implausible declaration with each field and a translated message', async () => {
    const response = await api(registrar, 'POST', '', declaration({ dateOfBirth: '2999-01-01', weightGrams: 90 }), { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'BIRTH_INVALID',
      responseMessage: "La déclaration de naissance n'est pas complète ou pas plausible : dateOfBirth, weightGrams.",
      details: [
        { field: 'dateOfBirth', message: 'inFuture' },
        { field: 'weightGrams', message: 'outOfRange' },
      ],
    });
    const flagged = await api(registrar, 'POST', '', declaration({ congenitalAnomalies: true }));
    expect(flagged.json().details).toEqual([{ field: 'congenitalAnomaliesText', message: 'required' }]);
  });

  it("refuses a hospital that is not one of the project's establishments", async () => {
    for (const hospitalKey of ['est-dgrhkat', 'est-rawbank', 'no-such-hospital']) {
      const response = await api(registrar, 'POST', '', declaration({ hospitalKey }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'BIRTH_HOSPITAL_UNKNOWN',
        responseMessage: 'Please select the correct establishment: the hospital is not one of this project.',
      });
    }
  });

  it('flags a probable duplicate at declaration and marks both in the approval queue', async () => {
    const first = await declared({ motherFirstName: 'Solange', motherLastName: 'Doublonne', dateOfBirth: '2026-02-03' });
    const second = await declared({ motherFirstName: 'SOLANGE', motherLastName: 'Doublonné', dateOfBirth: '2026-02-03', childFirstName: 'Merveile' });
    expect(second.duplicateOf).toEqual([first._key]);
    const queue = await api(supervisor, 'GET', `/approval-queue${query({ filter: { q: 'doublon' }, sort: ['createdAt', 'ASC'] })}`);
    expect(queue.statusCode, queue.body).toBe(200);
    const rows = queue.json().data as { _key: string; probableDuplicates: string[] }[];
    expect(rows.map((row) => [row._key, row.probableDuplicates])).toEqual([
      [first._key, [second._key]],
      [second._key, [first._key]],
    ]);
  });
});

describe('who may do what', () => {
  it('denies each action to the roles without its right (403), whatever the state', async () => {
    const birth = await declared();
    expect((await api(registrar, 'POST', `/${birth._key}/approve`, {})).statusCode).toBe(403);
    expect((await api(registrar, 'POST', `/${birth._key}/reject`, { reason: 'Pas mon rôle' })).statusCode).toBe(403);
    expect((await api(registrar, 'GET', '/approval-queue')).statusCode).toBe(403);
    expect((await api(supervisor, 'POST', '', declaration())).statusCode).toBe(403);
    const correction = await api(supervisor, 'PUT', `/${birth._key}`, declaration(), { 'if-match': '"1"' });
    expect(correction.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    const taxateur = await t.login('taxateur');
    const outsider = await api(taxateur, 'GET', '');
    expect(outsider.statusCode).toBe(403);
  });

  it('approves once; an approved declaration is neither corrected nor decided again (409)', async () => {
    const birth = await declared();
    const approved = await api(supervisor, 'POST', `/${birth._key}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ syncState: 'waitingForApproval', approved: true, approvedBy: 'user-supervisor', version: 2, actions: [] });
    const again = await api(supervisor, 'POST', `/${birth._key}/reject`, { reason: 'Trop tard' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'BIRTH_STATE',
      responseMessage: 'This action is not possible on the birth declaration in its current state.',
    });
    const correction = await api(registrar, 'PUT', `/${birth._key}`, declaration(), { 'if-match': '"2"' });
    expect(correction.statusCode).toBe(409);
  });

  it('rejects only with a reason; the registrar corrects, and the declaration waits again', async () => {
    const birth = await declared({ weightGrams: 6900 });
    // 'ab' was refused as "no reason" (admin-health D10): the message says what is asked.
    for (const body of [{}, { reason: '   ' }, { reason: 'ab' }]) {
      const refused = await api(supervisor, 'POST', `/${birth._key}/reject`, body, { 'accept-language': 'fr' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errorCode: 'REASON_REQUIRED', responseMessage: 'Veuillez indiquer un motif, de trois caractères au moins.' });
    }
    const rejected = await api(supervisor, 'POST', `/${birth._key}/reject`, { reason: ' Poids à vérifier ', version: 1 });
    expect(rejected.json().data).toMatchObject({ syncState: 'rejected', rejectionReason: 'Poids à vérifier', rejectedBy: 'user-supervisor', version: 2 });
    expect((await api(supervisor, 'POST', `/${birth._key}/approve`, {})).statusCode).toBe(409);

    const body = declaration({ weightGrams: 3900 });
    expect((await api(registrar, 'PUT', `/${birth._key}`, body)).statusCode).toBe(428);
    expect((await api(registrar, 'PUT', `/${birth._key}`, body, { 'if-match': '"1"' })).statusCode).toBe(412);
    const corrected = await api(registrar, 'PUT', `/${birth._key}`, body, { 'if-match': '"2"' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.headers.etag).toBe('"3"');
    expect(corrected.json().data).toMatchObject({
      syncState: 'waitingForApproval',
      weightGrams: 3900,
      rejectionReason: null,
      version: 3,
      actions: ['correct'],
    });
    expect((await api(supervisor, 'POST', `/${birth._key}/approve`, { version: 3 })).statusCode).toBe(200);
  });

  it('of ten approvals and ten rejections at once, exactly one wins and the others are told 409', async () => {
    const birth = await declared();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? api(supervisor, 'POST', `/${birth._key}/approve`, {}) : api(supervisor, 'POST', `/${birth._key}/reject`, { reason: `Motif ${i}` }),
      ),
    );
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.json().errorCode)).toEqual(Array(19).fill('BIRTH_STATE'));
    const stored = (await api(supervisor, 'GET', `/${birth._key}`)).json().data;
    expect(stored.version).toBe(2);
    expect(stored.syncState).toBe(winners[0].json().data.syncState);
  });
});

describe('the birth list', () => {
  it('holds the demo year: mostly synced, some waiting, a few rejected with reasons, flagged duplicates', async () => {
    const count = async (filter: object) => {
      const response = await api(registrar, 'GET', query({ filter, range: [0, 0] }));
      expect(response.statusCode, response.body).toBe(200);
      return Number(response.headers['content-range']!.toString().split('/')[1]);
    };
    expect(await count({ syncState: 'synced' })).toBeGreaterThan(1000);
    expect(await count({ syncState: 'waitingForApproval' })).toBeGreaterThan(20);
    expect(await count({ syncState: 'rejected' })).toBeGreaterThan(3);
    const rejected = await api(registrar, 'GET', query({ filter: { syncState: 'rejected' }, range: [0, 4] }));
    expect(rejected.json().data.every((row: { rejectionReason: string }) => row.rejectionReason.length > 5)).toBe(true);
    const failed = await api(registrar, 'GET', query({ filter: { q: '' }, sort: ['updatedAt', 'DESC'], range: [0, 499] }));
    expect(failed.statusCode).toBe(200);
    const queue = await api(supervisor, 'GET', `/approval-queue${query({ range: [0, 499] })}`);
    expect(queue.json().data.filter((row: { probableDuplicates: string[] }) => row.probableDuplicates.length).length).toBeGreaterThanOrEqual(4);
  });

  it('filters by hospital, state, date-of-birth range, zone, gender and delivery type, and sorts', async () => {
    const filter = {
      hospitalKey: 'est-hgr-likasi',
      syncState: 'synced',
      dateOfBirth_gte: '2026-01-01',
      dateOfBirth_lte: '2026-12-31',
      gender: 'Male',
      deliveryType: ['vaginal', 'caesarean'],
      zone: ['Likasi', 'Panda', 'Kikula'],
    };
    const response = await api(registrar, 'GET', query({ filter, sort: ['dateOfBirth', 'DESC'], range: [0, 499] }));
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as { hospitalKey: string; gender: string; dateOfBirth: string; syncState: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.hospitalKey === 'est-hgr-likasi' && row.gender === 'Male' && row.syncState === 'synced')).toBe(true);
    const days = rows.map((row) => row.dateOfBirth);
    expect(days).toEqual([...days].sort().reverse());
    expect((await api(registrar, 'GET', query({ filter: { nothing: 1 } }))).statusCode).toBe(400);
    expect((await api(registrar, 'GET', query({ sort: ['motherPhone', 'ASC'] }))).statusCode).toBe(400);
  });

  it('exports as a streamed .xlsx exactly the rows of the list filter, in its order, in the reader language', async () => {
    const params = query({ filter: { hospitalKey: 'est-hgr-kipushi', syncState: 'synced' }, sort: ['dateOfBirth', 'ASC'] });
    const list = await api(registrar, 'GET', `${params}&range=${encodeURIComponent('[0,499]')}`);
    const listed = list.json().data as { childName: string; dateOfBirth: string; heightMm: number }[];
    expect(listed.length).toBeGreaterThan(10);
    const response = await api(registrar, 'GET', `/export${params}`, undefined, { 'accept-language': 'fr' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/births-\d{8}-\d{6}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values[0].slice(0, 6)).toEqual(['Hôpital', 'Enfant', 'Sexe', 'Date de naissance', 'Taille (cm)', 'Poids (g)']);
    const rows = values.slice(1);
    expect(rows.map((row) => row[1])).toEqual(listed.map((row) => row.childName));
    expect(rows[0][4]).toBe(listed[0].heightMm / 10);
    expect(rows.every((row) => row[0] === 'Hôpital Général de Référence de Kipushi' && row[15] === 'Synchronisée')).toBe(true);
  });

  it('exports only the columns asked for, in their order, with a refused transmission translated; an unknown column is a 400', async () => {
    const params = `${query({ filter: { syncState: 'waitingForApproval' } })}&columns=lastTransmissionError,childName`;
    const response = await api(registrar, 'GET', `/export${params}`, undefined, { 'accept-language': 'fr' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values[0]).toEqual(['Dernière erreur de transmission', 'Enfant']);
    expect(values.slice(1).filter((row) => row[0])).toEqual([
      ["l'état civil a refusé le lot (503: service en maintenance)", expect.any(String)],
      ["l'état civil a refusé le lot (503: service en maintenance)", expect.any(String)],
    ]);
    const unknown = await api(registrar, 'GET', `/export?columns=childName,motherPhoneSecret`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('EXPORT_UNKNOWN_COLUMN');
  });
});

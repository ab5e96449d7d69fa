import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '../../src/domain/phone';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { insertRecords } from '../../src/server/services/records/insert-records';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await insertRecords(
    t.database.db,
    ['Ngalula', 'Kabila', 'Tshala'].map((lastName, i) => ({
      resource: 'citizens',
      key: `export-${i}`,
      projectKey: TAX_PROJECT_KEY,
      data: {
        firstName: 'Exportine',
        lastName,
        gender: i === 1 ? 'Male' : 'Female',
        contactPhone1CountryCode: '243',
        contactPhone1: `81234567${i}`,
        dateOfBirth: `199${i}-03-0${i + 1}`,
        status: 'approved',
      },
    })),
  );
});
afterAll(async () => {
  await t.close();
});

type Sheet = { header: unknown[]; rows: unknown[][] };

async function sheetOf(body: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const values: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return { header: values[0], rows: values.slice(1) };
}

const get = (url: string, session: SessionUser = admin, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers: t.headersFor(session, headers) });
const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
const sort = (field: string, order: 'ASC' | 'DESC') => `sort=${encodeURIComponent(JSON.stringify([field, order]))}`;

describe('a list exported as a streamed .xlsx', () => {
  it('holds the translated header and the rows the list shows for the same filters and sort, values as the list reads them', async () => {
    const params = `${filter({ q: 'exportine' })}&${sort('lastName', 'DESC')}`;
    const list = await get(`/api/account/citizens?${params}&range=[0,99]`);
    expect(list.statusCode).toBe(200);
    const listed = list.json().data as Record<string, string>[];
    expect(listed.map((row) => row.lastName)).toEqual(['Tshala', 'Ngalula', 'Kabila']);

    const response = await get(`/api/account/citizens/export?${params}`, admin, { 'accept-language': 'fr', 'time-zone': 'Africa/Kinshasa' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(response.headers['x-export-rows']).toBe('3');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="citizen-\d{8}-\d{6}\.xlsx"/);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.header).toEqual(['Prénom', 'Postnom', 'Nom', 'Sexe', 'Téléphone', 'Date de naissance', 'Statut']);
    expect(sheet.rows.map((row) => row[2])).toEqual(listed.map((row) => row.lastName));
    const [first] = sheet.rows;
    expect(first[0]).toBe('Exportine');
    expect(first[3]).toBe('Féminin');
    expect(first[4]).toBe(formatPhone('243', '812345672'));
    // A real date (sortable in the sheet), the calendar day the record holds.
    expect(first[5]).toEqual(new Date(Date.UTC(1992, 2, 3)));
    expect(first[6]).toBe('Approuvé');
  });

  it('writes only the columns asked for, in that order, and refuses a column the list does not show', async () => {
    const response = await get(`/api/account/citizens/export?${filter({ q: 'exportine' })}&columns=lastName,firstName`);
    expect(response.statusCode).toBe(200);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.header).toEqual(['Last name', 'First name']);
    expect(sheet.rows).toHaveLength(3);
    expect(sheet.rows.every((row) => row.length === 2 && row[1] === 'Exportine')).toBe(true);

    const unknown = await get('/api/account/citizens/export?columns=lastName,nationalIdNumberSecret', admin, { 'accept-language': 'fr' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: true, errorCode: 'EXPORT_UNKNOWN_COLUMN' });
    expect(unknown.json().responseMessage).toBe('Cette liste n’a pas de colonne nationalIdNumberSecret à exporter.');
  });

  it('answers a bad filter or sort with the list’s 400, before any file is sent', async () => {
    const badFilter = await get(`/api/account/citizens/export?${filter({ noSuchField: 1 })}`);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errorCode).toBe('INVALID_QUERY');
    expect(badFilter.headers['content-type']).toContain('application/json');
    const badSort = await get(`/api/account/citizens/export?${sort('nowhere', 'ASC')}`);
    expect(badSort.statusCode).toBe(400);
  });

  it('is read with the list’s own access: a role without the area gets 403, as on the list', async () => {
    const cashier = await t.login('cashier');
    expect((await get('/api/account/citizens', cashier)).statusCode).toBe(403);
    const refused = await get('/api/account/citizens/export', cashier);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/account/citizens/export' })).statusCode).toBe(401);
  });

  it('names the file with the time on the user’s clock', async () => {
    const zone = 'Pacific/Kiritimati';
    const before = new Date();
    const response = await get(`/api/masterData/provinces/export`, admin, { 'time-zone': zone });
    expect(response.statusCode).toBe(200);
    const name = /filename="(provinces-(\d{8})-(\d{6})\.xlsx)"/.exec(String(response.headers['content-disposition']));
    expect(name).not.toBeNull();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(before).replace(/-/g, '');
    const utcDay = before.toISOString().slice(0, 10).replace(/-/g, '');
    // Kiritimati is 14 hours ahead: its day is UTC's or the next one, never UTC's when near midnight there.
    expect(name![2]).toBe(day);
    expect(day === utcDay || Number(day) > Number(utcDay) || day.slice(0, 6) !== utcDay.slice(0, 6)).toBe(true);
  });

  it('names referenced records by their label and writes money as a number beside its currency', async () => {
    const projects = await get('/api/project/projects/export?columns=projectName,provinceKey');
    expect(projects.statusCode).toBe(200);
    const projectSheet = await sheetOf(projects.rawPayload);
    const katanga = projectSheet.rows.find((row) => row[0] === 'Haut-Katanga Revenue');
    expect(katanga?.[1]).toBe('Haut-Katanga');

    const list = await get(`/api/taxNote/notes?${sort('createdAt', 'DESC')}&range=[0,499]`);
    expect(list.statusCode).toBe(200);
    const notes = list.json().data as { reference: string; amount: { amount: number; currency: string } }[];
    expect(notes.length).toBeGreaterThan(0);
    const response = await get(`/api/taxNote/notes/export?${sort('createdAt', 'DESC')}&columns=reference,amount`);
    expect(response.statusCode).toBe(200);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.header).toEqual(['Reference', 'Amount', 'Amount (currency)']);
    expect(sheet.rows.slice(0, notes.length).map((row) => row[0])).toEqual(notes.map((note) => note.reference));
    const [note] = notes;
    expect(sheet.rows[0][1]).toBe(note.amount.amount / 100);
    expect(sheet.rows[0][2]).toBe(note.amount.currency);
  });

  it('exports every page, not only the first, and the clearance list with its own columns', async () => {
    await insertRecords(
      t.database.db,
      Array.from({ length: 1203 }, (_, i) => ({
        resource: 'citizens',
        key: `bulk-${String(i).padStart(4, '0')}`,
        projectKey: TAX_PROJECT_KEY,
        data: {
          firstName: 'Bulk',
          lastName: `Row ${String(i).padStart(4, '0')}`,
          gender: 'Male',
          contactPhone1CountryCode: '243',
          contactPhone1: '812345678',
          status: 'approved',
          // Some without a birth day, many sharing one: the export's pages must neither skip nor repeat them.
          ...(i % 3 ? { dateOfBirth: `19${50 + (i % 40)}-01-01` } : {}),
        },
      })),
      2000,
    );
    const response = await get(`/api/account/citizens/export?${filter({ q: 'bulk row' })}&${sort('lastName', 'ASC')}&columns=lastName`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-export-rows']).toBe('1203');
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.rows).toHaveLength(1203);
    expect(sheet.rows[0][0]).toBe('Row 0000');
    expect(sheet.rows[1202][0]).toBe('Row 1202');
    expect(new Set(sheet.rows.map((row) => row[0])).size).toBe(1203);

    for (const order of ['ASC', 'DESC'] as const) {
      const listed: string[] = [];
      for (let offset = 0; offset < 1203; offset += 500) {
        const page = await get(`/api/account/citizens?${filter({ q: 'bulk row' })}&${sort('dateOfBirth', order)}&range=[${offset},${offset + 499}]`);
        listed.push(...(page.json().data as { lastName: string }[]).map((row) => row.lastName));
      }
      const exported = await get(`/api/account/citizens/export?${filter({ q: 'bulk row' })}&${sort('dateOfBirth', order)}&columns=lastName`);
      expect((await sheetOf(exported.rawPayload)).rows.map((row) => row[0])).toEqual(listed);
    }

    const clearances = await get('/api/taxNote/clearances/export');
    expect(clearances.statusCode).toBe(200);
    expect((await sheetOf(clearances.rawPayload)).header).toEqual(['Number', 'Taxpayer', 'State', 'Requested on', 'Valid until', 'Reason']);
  });
});

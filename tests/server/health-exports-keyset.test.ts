import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { MAX_PAGE_SIZE } from '../../src/server/services/lists/list-params';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/**
 * The births, deaths and GBV exports read page after page by keyset (issue 22, item 9): every
 * row exactly once, in the screen's order, with runs of equal sort values straddling each page
 * boundary (broken by key) and sort values a microsecond apart.
 */
const ROWS = MAX_PAGE_SIZE * 2 + 117;
const RUN = 7;

let t: TestApp;
let registrar: SessionUser;
let gbvSupervisor: SessionUser;

/** Copies of one seeded row of `table`, each with its own key and `unique` text, in runs of equal days and moments. */
const copies = (table: string, prefix: string, overrides: string) =>
  sql.raw(`
    insert into ${table}
    select (jsonb_populate_record(null::${table}, to_jsonb(seed) || jsonb_build_object(
      'key', '${prefix}-' || lpad(((n * 7919) % ${ROWS})::text, 5, '0'),
      'created_at', timestamptz '2026-01-05 08:00:00+00' + (n / ${RUN}) * interval '1 microsecond'
      ${overrides}))).*
    from (select * from ${table} where project_key = '${HEALTH_PROJECT_KEY}' limit 1) seed, generate_series(0, ${ROWS - 1}) n`);

beforeAll(async () => {
  t = await createTestApp();
  registrar = await t.login('registrar');
  gbvSupervisor = await t.login('gbvsupervisor');
  const day = `(date '2025-01-01' + ((n / ${RUN}) % 17))::text`;
  await t.database.db.execute(
    copies('births', 'ksb', `, 'child_last_name', 'ksb-' || lpad(n::text, 5, '0'), 'idempotency_key', null, 'date_of_birth', ${day}`),
  );
  await t.database.db.execute(
    copies(
      'deaths',
      'ksd',
      `, 'deceased_last_name', 'ksd-' || lpad(n::text, 5, '0'), 'idempotency_key', null, 'certificate_number', null, 'certificate_year', null, 'certificate_sequence', null, 'date_of_death', ${day}`,
    ),
  );
  await t.database.db.execute(copies('gbv_cases', 'ksg', `, 'code', 'ksg-' || lpad(n::text, 5, '0'), 'report_date', ${day}`));
  // Three thousand rows copied on a busy machine: longer than a test's default hook time.
}, 300_000);
afterAll(async () => {
  await t.close();
});

const get = (session: SessionUser, url: string) => t.request({ method: 'GET', url, headers: t.headersFor(session, { 'project-key': HEALTH_PROJECT_KEY }) });
const params = (q: string, field: string, order: string) =>
  `filter=${encodeURIComponent(JSON.stringify({ q }))}&sort=${encodeURIComponent(JSON.stringify([field, order]))}`;

async function exportedColumn(body: Buffer): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const values: unknown[] = [];
  workbook.worksheets[0].eachRow((row, number) => number > 1 && values.push(row.getCell(1).value));
  return values;
}

async function screenOrder(session: SessionUser, url: string, query: string, field: string): Promise<unknown[]> {
  const shown: unknown[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const response = await get(session, `${url}?${query}&range=${encodeURIComponent(JSON.stringify([offset, offset + MAX_PAGE_SIZE - 1]))}`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as Record<string, unknown>[];
    shown.push(...rows.map((row) => row[field]));
    if (rows.length < MAX_PAGE_SIZE) return shown;
  }
}

const lists = [
  { name: 'births', url: '/api/project/births', q: 'ksb-', column: 'childName', sorts: ['dateOfBirth', 'createdAt'], who: () => registrar },
  { name: 'deaths', url: '/api/project/deaths', q: 'ksd-', column: 'deceasedName', sorts: ['dateOfDeath', 'createdAt'], who: () => registrar },
  { name: 'GBV cases', url: '/api/project/gbv-cases', q: 'ksg-', column: 'code', sorts: ['reportDate', 'createdAt'], who: () => gbvSupervisor },
];

describe('health exports of more rows than a page, read by keyset', () => {
  for (const list of lists) {
    for (const field of list.sorts) {
      for (const order of ['ASC', 'DESC']) {
        it(`${list.name} by ${field} ${order}: every row exactly once, in the screen's order`, async () => {
          const query = params(list.q, field, order);
          const shown = await screenOrder(list.who(), list.url, query, list.column);
          expect(shown).toHaveLength(ROWS);
          const response = await get(list.who(), `${list.url}/export?${query}&columns=${list.column}`);
          expect(response.statusCode, response.body).toBe(200);
          const exported = await exportedColumn(response.rawPayload);
          expect(new Set(exported).size).toBe(ROWS);
          expect(exported).toEqual(shown);
        });
      }
    }
  }
});

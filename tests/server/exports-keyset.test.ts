import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, taxNotes } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { MAX_PAGE_SIZE } from '../../src/server/services/lists/list-params';
import { listTaxNotes } from '../../src/server/services/tax-notes/list-tax-notes';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

// More rows than two export pages, in runs of equal sort values that straddle each page boundary.
const NOTES = MAX_PAGE_SIZE * 2 + 203;
const PAYMENTS = MAX_PAGE_SIZE + 161;
const RUN = 7;
const BASE = Date.UTC(2026, 0, 5, 8, 0, 0);

let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const day = (n: number) => new Date(BASE + n * 86_400_000).toISOString().slice(0, 10);
  const notes = Array.from({ length: NOTES }, (_, i) => {
    const run = Math.floor(i / RUN);
    return {
      // Keys in an order unlike the runs', so the tie-break is what orders a run.
      key: `keyset-note-${String((i * 7919) % NOTES).padStart(5, '0')}`,
      projectKey: TAX_PROJECT_KEY,
      reference: `KEYSET-${String(i).padStart(5, '0')}`,
      referenceYear: 1999,
      referenceSequence: i + 1,
      taxType: 'propertyTax',
      taxpayerKind: 'citizen',
      taxpayerKey: `keyset-taxpayer-${run % 13}`,
      taxpayerName: `Keyset Taxpayer ${run % 13}`,
      declarantName: 'Keyset Declarant',
      responsibleName: 'Keyset Responsible',
      phoneCountryCode: '243',
      phoneNumber: '812345678',
      period: '1999',
      periodStart: '1999-01-01',
      currency: 'USD',
      amount: 1000 + i,
      computedAmount: 1000 + i,
      declaredAmount: 1000 + i,
      counterCurrency: 'CDF',
      counterAmount: 2_850_000,
      conversionRate: '2850.000000',
      lifecycle: 'approved',
      // Every fifth note has no due date: nulls sort last ascending and first descending.
      dueDate: i % 5 === 0 ? null : day(run % 17),
      // Runs a microsecond apart: a cursor must keep them, a JS Date would not.
      createdAt: sql`cast(${new Date(BASE).toISOString()} as timestamptz) + ${run} * interval '1 microsecond'`,
      createdBy: 'keyset',
    };
  });
  for (let i = 0; i < notes.length; i += 400) await t.database.db.insert(taxNotes).values(notes.slice(i, i + 400));
  const ledger = Array.from({ length: PAYMENTS }, (_, i) => {
    const run = Math.floor(i / RUN);
    return {
      key: `keyset-payment-${String((i * 7919) % PAYMENTS).padStart(5, '0')}`,
      projectKey: TAX_PROJECT_KEY,
      noteKey: notes[0].key,
      kind: 'payment',
      method: 'cash',
      paidCurrency: 'USD',
      paidAmount: 10,
      conversionRate: '2850.000000',
      settledCurrency: 'USD',
      settledAmount: 10,
      cashierName: 'Keyset Cashier',
      paymentDate: day(run % 11),
      receiptNumber: `KEYSET-R${String(run % 29).padStart(3, '0')}`,
      recordedBy: 'keyset',
      recordedByName: 'Keyset Clerk',
      createdAt: new Date(BASE + (run % 37) * 1000),
    };
  });
  for (let i = 0; i < ledger.length; i += 400) await t.database.db.insert(payments).values(ledger.slice(i, i + 400));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.request({ method: 'GET', url, headers: t.headersFor(admin) });
const listParams = (field: string, order: 'ASC' | 'DESC') =>
  `filter=${encodeURIComponent(JSON.stringify({ q: 'keyset-' }))}&sort=${encodeURIComponent(JSON.stringify([field, order]))}`;

/** The first column of the sheet, below its header. */
async function firstColumn(body: Buffer): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const values: unknown[] = [];
  workbook.worksheets[0].eachRow((row, number) => number > 1 && values.push(row.getCell(1).value));
  return values;
}

/** What the screen shows, page after page by its own range parameter. */
async function screenOrder(url: string, params: string, field: string): Promise<unknown[]> {
  const shown: unknown[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const response = await get(`${url}?${params}&range=${encodeURIComponent(JSON.stringify([offset, offset + MAX_PAGE_SIZE - 1]))}`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as Record<string, unknown>[];
    shown.push(...rows.map((row) => row[field]));
    if (rows.length < MAX_PAGE_SIZE) return shown;
  }
}

describe('exports of more rows than a page, read by keyset', () => {
  const noteSorts = ['createdAt', 'reference', 'dueDate', 'taxpayerName', 'paymentState'];
  for (const field of noteSorts) {
    for (const order of ['ASC', 'DESC'] as const) {
      it(`tax notes by ${field} ${order}: every note exactly once, in the screen's order`, async () => {
        const params = listParams(field, order);
        const shown = await screenOrder('/api/taxNote/notes', params, 'reference');
        expect(shown).toHaveLength(NOTES);
        const response = await get(`/api/taxNote/notes/export?${params}&columns=reference`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['x-export-rows']).toBe(String(NOTES));
        const exported = await firstColumn(response.rawPayload);
        expect(new Set(exported).size).toBe(NOTES);
        expect(exported).toEqual(shown);
      });
    }
  }

  const paymentSorts = ['paymentDate', 'createdAt', 'receiptNumber'];
  for (const field of paymentSorts) {
    for (const order of ['ASC', 'DESC'] as const) {
      it(`payments by ${field} ${order}: every payment exactly once, in the screen's order`, async () => {
        const params = listParams(field, order);
        const shown = await screenOrder('/api/payment/payments', params, '_key');
        expect(shown).toHaveLength(PAYMENTS);
        expect(new Set(shown).size).toBe(PAYMENTS);
        // The receipt column repeats across payments: the sheet is compared on it, the keys on the list.
        const receipts = await screenOrder('/api/payment/payments', params, 'receiptNumber');
        const response = await get(`/api/payment/payments/export?${params}&columns=receiptNumber`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['x-export-rows']).toBe(String(PAYMENTS));
        expect(await firstColumn(response.rawPayload)).toEqual(receipts);
      });
    }
  }

  it('a cursor walk reads what the offset pages read, and says where it stopped', async () => {
    const query = { filter: JSON.stringify({ q: 'keyset-' }), sort: JSON.stringify(['dueDate', 'DESC']), range: JSON.stringify([0, MAX_PAGE_SIZE - 1]) };
    const walked: string[] = [];
    let page = await listTaxNotes(t.database.db, TAX_PROJECT_KEY, query, [], { after: null, countUpTo: NOTES * 2 });
    expect(page.total).toBe(NOTES);
    for (;;) {
      walked.push(...page.rows.map((row) => row._key));
      if (page.rows.length < MAX_PAGE_SIZE) break;
      expect(page.next).toBeDefined();
      page = await listTaxNotes(t.database.db, TAX_PROJECT_KEY, query, [], { count: false, after: page.next });
    }
    const paged: string[] = [];
    for (let offset = 0; offset < NOTES; offset += MAX_PAGE_SIZE) {
      const byOffset = await listTaxNotes(t.database.db, TAX_PROJECT_KEY, { ...query, range: JSON.stringify([offset, offset + MAX_PAGE_SIZE - 1]) });
      expect(byOffset).not.toHaveProperty('next');
      paged.push(...byOffset.rows.map((row) => row._key));
    }
    expect(walked).toEqual(paged);
  });
});

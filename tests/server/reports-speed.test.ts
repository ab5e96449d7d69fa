import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageingBucket } from '../../src/domain/ageing';
import { addDays } from '../../src/domain/calendar-rules';
import { monthsOfPeriod } from '../../src/server/services/reports/mitigation-report';
import { ageingBucketSql, inList, periodInstants, periodRowsOf, periodSlices, rowsOf } from '../../src/server/services/reports/money-report-sql';
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

describe('the shortcuts a year of rows is added up with', () => {
  it('put a due date in the ageing bucket the domain gives it, around every bound', async () => {
    const day = '2026-03-31';
    const dues = Array.from({ length: 100 }, (_, i) => addDays(day, 3 - i));
    const rows = await rowsOf<{ due: string; bucket: string | null }>(
      t.database.db,
      sql`select due::text, ${ageingBucketSql(sql`due`, day)} as bucket from unnest(array[${inList(dues)}]::date[]) due`,
    );
    expect(rows.map((row) => [row.due, row.bucket])).toEqual(dues.map((due) => [due, ageingBucket(Date.parse(day) / 864e5 - Date.parse(due) / 864e5)]));
    const [none] = await rowsOf<{ bucket: string | null }>(t.database.db, sql`select ${ageingBucketSql(sql`null::date`, day)} as bucket`);
    expect(none.bucket).toBeNull();
  });

  it('cut a period into slices that hold each of its instants once, and name the months it touches', () => {
    const period = { from: '2025-11-26', to: '2026-11-25' };
    const slices = periodSlices(period, 2);
    expect(slices[0].start).toBe(periodInstants(period).start);
    expect(slices[0].end).toBe(slices[1].start);
    expect(slices[1].end).toBe(periodInstants(period).end);
    expect(monthsOfPeriod(period)).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    expect(monthsOfPeriod({ from: '2026-02-03', to: '2026-02-03' })).toEqual(['2026-02-01']);
  });
});

describe('the postings the accounting report reads', () => {
  it('spread every ledger row and every note amount exactly, and keep each item’s paid share', async () => {
    const db = t.database.db;
    const [rows] = await rowsOf<{ rows: string; unequal: string; items: string; wrongPaid: string; notes: string; wrongTaxed: string }>(
      db,
      sql`select
        (select count(*) from payments)::text as rows,
        (select count(*) from payments p where p.settled_amount <> coalesce((select sum(s.settled_share) from payment_item_shares s where s.payment_key = p.key), 0))::text as unequal,
        (select count(*) from tax_note_items)::text as items,
        (select count(*) from tax_note_items i where i.paid_share <> coalesce((select sum(s.settled_share) from payment_item_shares s where s.item_key = i.key), 0))::text as "wrongPaid",
        (select count(*) from tax_notes)::text as notes,
        (select count(*) from tax_notes n where n.amount <> (select sum(i.amount_share) from tax_note_items i where i.note_key = n.key))::text as "wrongTaxed"`,
    );
    expect(Number(rows.rows)).toBeGreaterThan(50);
    expect(Number(rows.items)).toBeGreaterThan(50);
    expect(Number(rows.notes)).toBeGreaterThan(50);
    expect({ unequal: rows.unequal, wrongPaid: rows.wrongPaid, wrongTaxed: rows.wrongTaxed }).toEqual({ unequal: '0', wrongPaid: '0', wrongTaxed: '0' });
  });
});

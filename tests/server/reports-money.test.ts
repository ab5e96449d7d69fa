import { dayInZone } from '../../src/domain/dated-money';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageingBucket, AGEING_BUCKETS } from '../../src/domain/ageing';
import { exchangeDifference } from '../../src/domain/exchange-difference';
import { allocateOverItems } from '../../src/domain/item-allocation';
import type { Currency } from '../../src/domain/money';
import type { AccountingReport, MitigationReport } from '../../src/domain/money-reports';
import { daysPast, monthOf, quarterOf, type ReportRange } from '../../src/domain/report-range';
import { callLogs, payments, records, taxNoteEvents, taxNoteItems, taxNotes } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { applyLatePenalty } from '../../src/server/services/recovery/late-penalty';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

type Note = typeof taxNotes.$inferSelect;
type Payment = typeof payments.$inferSelect;
type Item = typeof taxNoteItems.$inferSelect;

let t: TestApp;
let admin: SessionUser;
let notes: Note[];
let ledger: Payment[];
let itemsOf: Map<string, Item[]>;
let chapterOf: Map<string, string>;
let month: ReportRange;
let quarter: ReportRange;
let year: ReportRange;

// Periods are the project's days: a note taxed at 23:30 in Lubumbashi belongs to that day.
const day = (instant: Date) => dayInZone(instant);
const inRange = (value: string, range: ReportRange) => value >= range.from && value <= range.to;

/** The project's notes, ledger and items as they are now (a test that writes reads them again). */
async function loadRows() {
  const db = t.database.db;
  notes = await db.select().from(taxNotes).where(eq(taxNotes.projectKey, TAX_PROJECT_KEY));
  ledger = await db.select().from(payments).where(eq(payments.projectKey, TAX_PROJECT_KEY));
  const items = await db
    .select()
    .from(taxNoteItems)
    .where(
      inArray(
        taxNoteItems.noteKey,
        notes.map((n) => n.key),
      ),
    );
  itemsOf = new Map();
  for (const item of items.sort((a, b) => a.position - b.position || (a.key < b.key ? -1 : 1)))
    itemsOf.set(item.noteKey, [...(itemsOf.get(item.noteKey) ?? []), item]);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const db = t.database.db;
  await loadRows();
  const nomenclature = await db.select().from(records).where(eq(records.resource, 'nomenclatureItems'));
  chapterOf = new Map(nomenclature.map((r) => [r.key, String(r.data.chapter ?? '')]));
  // The busiest month of the demo ledger before the current one, its quarter and a year ending with it.
  const months = new Map<string, number>();
  const thisMonth = day(new Date()).slice(0, 7);
  for (const p of ledger) if (p.paymentDate.slice(0, 7) < thisMonth) months.set(p.paymentDate.slice(0, 7), (months.get(p.paymentDate.slice(0, 7)) ?? 0) + 1);
  const busiest = [...months.entries()].sort((a, b) => b[1] - a[1])[0][0];
  month = monthOf(`${busiest}-01`);
  quarter = quarterOf(`${busiest}-01`);
  const start = new Date(`${month.to}T00:00:00Z`);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  year = { from: day(new Date(start.getTime() + 86_400_000)), to: month.to };
});
afterAll(async () => {
  await t.close();
});

const get = (user: SessionUser, url: string, language = 'en') =>
  t.request({ method: 'GET', url, headers: t.headersFor(user, { 'accept-language': language }) });
const query = (range: ReportRange) => `from=${range.from}&to=${range.to}`;
async function report<T>(path: string, range: ReportRange): Promise<T> {
  const response = await get(admin, `/api/reports/${path}?${query(range)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

/** What the ledger had settled on a note up to the end of `to`. */
const paidBy = (note: Note, to: string) => ledger.filter((p) => p.noteKey === note.key && p.paymentDate <= to).reduce((sum, p) => sum + p.settledAmount, 0);
const taxedIn = (range: ReportRange) => notes.filter((n) => inRange(day(n.createdAt), range) && n.lifecycle !== 'rejected');
const perCurrency = <T>(rows: T[], currency: (row: T) => string, amount: (row: T) => number) =>
  Object.fromEntries((['USD', 'CDF'] as Currency[]).map((c) => [c, rows.filter((row) => currency(row) === c).reduce((sum, row) => sum + amount(row), 0)]));

/**
 * The accounting grid computed here from the raw rows with the domain's allocation rule: a note's
 * amount is spread over its items, and so is each ledger row on its own (what it settled, its
 * exchange difference); what a note still owed at the period's end is its amount's shares less
 * the shares of its rows dated by then.
 */
function expectedAccounting(range: ReportRange) {
  const figures = new Map<string, Record<string, number>>();
  const spread = (note: Note, figure: string, total: number, onlyPenalty = false) => {
    const items = itemsOf.get(note.key)!;
    const shares = allocateOverItems(
      total,
      items.map((i) => i.declaredAmount),
    );
    items.forEach((item, index) => {
      if (onlyPenalty && item.kind !== 'penalty') return;
      const id = `${item.account}|${chapterOf.get(item.nomenclatureItemKey) ?? ''}|${note.currency}`;
      const row = figures.get(id) ?? { taxed: 0, collected: 0, outstanding: 0, penalties: 0, exchangeDifference: 0 };
      row[figure] += shares[index];
      figures.set(id, row);
    });
  };
  for (const note of taxedIn(range)) {
    spread(note, 'taxed', note.amount);
    spread(note, 'penalties', note.amount, true);
    spread(note, 'outstanding', note.amount);
    for (const p of ledger) if (p.noteKey === note.key && p.paymentDate <= range.to) spread(note, 'outstanding', -p.settledAmount);
  }
  const byKey = new Map(notes.map((n) => [n.key, n]));
  for (const p of ledger.filter((row) => inRange(row.paymentDate, range))) {
    const note = byKey.get(p.noteKey)!;
    spread(note, 'collected', p.settledAmount);
    const difference = exchangeDifference(
      { paidAmount: p.paidAmount, paidCurrency: p.paidCurrency as Currency, settledAmount: p.settledAmount, settledCurrency: p.settledCurrency as Currency },
      note.conversionRate,
    );
    spread(note, 'exchangeDifference', difference);
  }
  return figures;
}

describe('the accounting report', () => {
  it('reconciles with the ledger and the notes exactly, account by account, for a month, a quarter and a year', async () => {
    for (const range of [month, quarter, year]) {
      const data = await report<AccountingReport>('accounting', range);
      const collected = perCurrency(
        ledger.filter((p) => inRange(p.paymentDate, range)),
        (p) => p.settledCurrency,
        (p) => p.settledAmount,
      );
      const taxed = perCurrency(
        taxedIn(range),
        (n) => n.currency,
        (n) => n.amount,
      );
      expect(collected.USD + collected.CDF).toBeGreaterThan(0);
      for (const total of data.totals) {
        expect([total.currency, total.collected, total.taxed]).toEqual([total.currency, collected[total.currency], taxed[total.currency]]);
      }
      const expected = expectedAccounting(range);
      const answered = new Map<string, Record<string, number>>();
      for (const total of data.byChapter) expect(total.chapter).not.toBeUndefined();
      if (range === month) {
        for (const row of data.rows!) {
          const { account, chapter, currency, ...figures } = row;
          answered.set(`${account}|${chapter}|${currency}`, figures);
        }
        expect(Object.fromEntries(answered)).toEqual(Object.fromEntries(expected));
      } else {
        expect(data.rows).toBeNull();
        const sum = (figure: string, currency: string) =>
          [...expected.entries()].filter(([id]) => id.endsWith(`|${currency}`)).reduce((total, [, row]) => total + row[figure], 0);
        for (const total of data.totals) {
          expect(total.outstanding).toBe(sum('outstanding', total.currency));
          expect(total.exchangeDifference).toBe(sum('exchangeDifference', total.currency));
          expect(total.penalties).toBe(sum('penalties', total.currency));
        }
      }
    }
  });

  it('shows exchange differences where the demo ledger has payments in the other currency', async () => {
    const data = await report<AccountingReport>('accounting', year);
    expect(ledger.some((p) => inRange(p.paymentDate, year) && p.paidCurrency !== p.settledCurrency)).toBe(true);
    expect(data.totals.some((total) => total.exchangeDifference !== 0)).toBe(true);
  });
});

describe('the mitigation report', () => {
  it('reconciles taxed, collected, outstanding, ageing, rejections, amendments and disputes with the raw rows', async () => {
    const events = await t.database.db.select().from(taxNoteEvents).where(eq(taxNoteEvents.projectKey, TAX_PROJECT_KEY));
    for (const range of [month, quarter]) {
      const data = await report<MitigationReport>('mitigation', range);
      const period = taxedIn(range);
      const inPeriod = (e: (typeof events)[number]) => inRange(day(e.createdAt), range);
      const noteOf = new Map(notes.map((n) => [n.key, n]));
      const disputedKeys = [...new Set(events.filter((e) => e.kind === 'disputed' && inPeriod(e)).map((e) => e.noteKey))];
      for (const total of data.totals) {
        const c = total.currency;
        const mine = period.filter((n) => n.currency === c);
        const rejected = notes.filter((n) => n.currency === c && n.lifecycle === 'rejected' && inRange(day(n.createdAt), range));
        const amendments = events.filter((e) => e.kind === 'amendmentApproved' && inPeriod(e) && noteOf.get(e.noteKey)!.currency === c);
        const overdue = Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0]));
        for (const note of mine) {
          const bucket = ['approved', 'issued'].includes(note.lifecycle) && note.dueDate ? ageingBucket(daysPast(note.dueDate, range.to)) : null;
          if (bucket) overdue[bucket] += note.amount - paidBy(note, range.to);
        }
        const disputed = disputedKeys.map((key) => noteOf.get(key)!).filter((n) => n.currency === c);
        expect(total).toEqual({
          currency: c,
          taxedNotes: mine.length,
          taxed: mine.reduce((sum, n) => sum + n.amount, 0),
          collected: ledger.filter((p) => p.settledCurrency === c && inRange(p.paymentDate, range)).reduce((sum, p) => sum + p.settledAmount, 0),
          outstanding: mine.reduce((sum, n) => sum + n.amount - paidBy(n, range.to), 0),
          overdue,
          amendments: amendments.length,
          amended: amendments.reduce((sum, e) => sum + Number(e.data.previousAmount) - Number(e.data.amount), 0),
          rejectedNotes: rejected.length,
          rejected: rejected.reduce((sum, n) => sum + n.amount, 0),
          disputedNotes: disputed.length,
          disputed: disputed.reduce((sum, n) => sum + n.amount, 0),
          brokenPromises: 0,
          brokenPromised: 0,
        });
      }
      // Each grouping adds up to the totals.
      for (const groups of [data.byTaxType, data.byZone, data.byMonth]) {
        for (const total of data.totals) {
          const mine = groups.filter((g) => g.currency === total.currency);
          expect(mine.reduce((sum, g) => sum + g.taxed, 0)).toBe(total.taxed);
          expect(mine.reduce((sum, g) => sum + g.collected, 0)).toBe(total.collected);
        }
      }
      expect(data.byZone.filter((g) => g.key !== '').every((g) => typeof g.label === 'string')).toBe(true);
    }
  });

  it('lists the notes at risk for a month and leaves them out for a quarter', async () => {
    const monthly = await report<MitigationReport>('mitigation', month);
    const atRisk = taxedIn(month).filter((n) => n.amount - paidBy(n, month.to) > 0);
    expect(monthly.gridShown).toBe(true);
    expect(monthly.rowsTotal).toBe(atRisk.length);
    expect(monthly.rows!.length).toBe(Math.min(atRisk.length, 1000));
    const first = monthly.rows![0];
    const note = notes.find((n) => n.key === first._key)!;
    expect(first).toMatchObject({ reference: note.reference, amount: note.amount, remaining: note.amount - paidBy(note, month.to) });
    const quarterly = await report<MitigationReport>('mitigation', quarter);
    expect([quarterly.gridShown, quarterly.rows, quarterly.rowsTotal]).toEqual([false, null, null]);
    expect(quarterly.totals.some((total) => total.taxed > 0)).toBe(true);
  });

  it('counts a promise to pay that fell due in the period unpaid as broken', async () => {
    const note = taxedIn(month).find((n) => n.lifecycle === 'issued' || n.lifecycle === 'approved')!;
    const promiseDate = month.to;
    const paidMeanwhile = ledger
      .filter((p) => p.noteKey === note.key && p.paymentDate >= month.from && p.paymentDate <= promiseDate)
      .reduce((s, p) => s + p.settledAmount, 0);
    await t.database.db.insert(callLogs).values({
      key: 'log-broken-promise',
      projectKey: TAX_PROJECT_KEY,
      noteKey: note.key,
      reminderType: 'call',
      reminderDate: month.from,
      callStatus: 'promiseToPay',
      promiseDate,
      promiseAmount: paidMeanwhile + 100,
      calledAt: new Date(`${month.from}T09:00:00Z`),
      userKey: admin._key,
      userName: 'admin',
    });
    const data = await report<MitigationReport>('mitigation', month);
    const total = data.totals.find((t) => t.currency === note.currency)!;
    expect([total.brokenPromises, total.brokenPromised]).toEqual([1, paidMeanwhile + 100]);
    const byMonth = data.byMonth.find((g) => g.currency === note.currency && g.key === month.from.slice(0, 7))!;
    expect(byMonth.brokenPromises).toBe(1);
  });
});

/** The accounting grid of a range as the report answers it, by account, chapter and currency. */
async function accountingGrid(range: ReportRange) {
  const data = await report<AccountingReport>('accounting', range);
  return Object.fromEntries(data.rows!.map(({ account, chapter, currency, ...figures }) => [`${account}|${chapter}|${currency}`, figures]));
}

describe('the facts the money reports read off the rows as they are written', () => {
  it("gives a note's items their weights again when a late penalty is added, and the month still reconciles", async () => {
    const note = taxedIn(month).find(
      (n) => ['approved', 'issued'].includes(n.lifecycle) && !n.disputed && n.amount > n.paidAmount && itemsOf.get(n.key)!.every((i) => i.kind === 'tax'),
    )!;
    expect(await applyLatePenalty(t.database.db, TAX_PROJECT_KEY, note.key, new Date())).toBe('penalised');
    await loadRows();
    const items = itemsOf.get(note.key)!;
    expect(items.map((i) => i.kind).at(-1)).toBe('penalty');
    const total = items.reduce((sum, i) => sum + i.declaredAmount, 0);
    let running = 0;
    expect(items.map((i) => [i.declaredRunning, i.declaredTotal, i.itemNumber, i.itemCount])).toEqual(
      items.map((i, index) => [(running += i.declaredAmount), total, index + 1, items.length]),
    );
    const grid = await accountingGrid(month);
    expect(Object.values(grid).some((figures) => figures.penalties > 0)).toBe(true);
    expect(grid).toEqual(Object.fromEntries(expectedAccounting(month)));
  });

  it("copies the note's tax type, zone and rate onto a ledger row, whatever the writer sent, and filters by them", async () => {
    const note = notes.find((n) => n.zone && ledger.some((p) => p.noteKey === n.key && inRange(p.paymentDate, month)))!;
    const [row] = await t.database.db
      .insert(payments)
      .values({
        ...ledger.find((p) => p.noteKey === note.key)!,
        key: 'pay-copied-facts',
        kind: 'payment',
        reversesKey: null,
        paidAmount: 0,
        settledAmount: 0,
        noteTaxType: 'other',
        noteZone: 'elsewhere',
        noteConversionRate: '1',
      })
      .returning();
    expect([row.noteTaxType, row.noteZone, Number(row.noteConversionRate)]).toEqual([note.taxType, note.zone, Number(note.conversionRate)]);
    const response = await get(admin, `/api/reports/mitigation?${query(month)}&zone=${encodeURIComponent(note.zone!)}&taxType=${note.taxType}`);
    const data = response.json().data as MitigationReport;
    const ofNote = (p: Payment) => notes.find((n) => n.key === p.noteKey)!;
    const collected = ledger
      .filter((p) => inRange(p.paymentDate, month) && ofNote(p).zone === note.zone && ofNote(p).taxType === note.taxType)
      .filter((p) => p.settledCurrency === note.currency)
      .reduce((sum, p) => sum + p.settledAmount, 0);
    expect(data.totals.find((total) => total.currency === note.currency)!.collected).toBe(collected);
  });
});

describe('the money report exports', () => {
  it('stream the grid rows for a month and the groups for a quarter', async () => {
    const monthly = await report<MitigationReport>('mitigation', month);
    const sheet = await get(admin, `/api/reports/mitigation/export?${query(month)}`);
    expect([sheet.statusCode, sheet.headers['content-type'], sheet.headers['x-export-rows']]).toEqual([
      200,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      String(monthly.rows!.length),
    ]);
    const accounting = await report<AccountingReport>('accounting', quarter);
    const chapters = await get(admin, `/api/reports/accounting/export?${query(quarter)}`);
    expect([chapters.statusCode, chapters.headers['x-export-rows']]).toEqual([200, String(accounting.byChapter.length)]);
    const reversed = await get(admin, '/api/reports/accounting/export?from=2026-03-10&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
  });
});

describe('the money reports refuse', () => {
  it('a reversed, too long or malformed period with a translated 400', async () => {
    for (const [path, message] of [
      ['mitigation?from=2026-03-10&to=2026-03-01', 'La fin de la période précède son début.'],
      ['accounting?from=2022-01-01&to=2026-01-01', 'Un rapport couvre au plus 732 jours : veuillez choisir une période plus courte.'],
      ['accounting?from=2026-02-30&to=2026-03-01', 'Veuillez indiquer la période par deux jours, du et au (AAAA-MM-JJ).'],
    ]) {
      const response = await get(admin, `/api/reports/${path}`, 'fr');
      expect([response.statusCode, response.json().responseMessage]).toEqual([400, message]);
    }
    const missing = await get(admin, '/api/reports/mitigation?from=2026-03-01');
    expect(missing.statusCode).toBe(400);
  });

  it('a project the caller does not belong to, and a role without the area', async () => {
    const foreign = await get(admin, `/api/reports/mitigation?${query(month)}&projectKeys=${TAX_PROJECT_KEY},proj-elsewhere`);
    expect([foreign.statusCode, foreign.json().errorCode]).toEqual([403, 'PROJECT_FORBIDDEN']);
    const cashier = await t.login('cashier');
    for (const path of ['mitigation', 'accounting']) {
      const response = await get(cashier, `/api/reports/${path}?${query(month)}`);
      expect(response.statusCode).toBe(403);
    }
  });
});

import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf, quarterOf, type ReportRange } from '../../src/domain/report-range';
import { permissionEntry } from '../../src/domain/permissions';
import { payments, revenueShares, roles, settlements, taxNotes } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

type Payment = typeof payments.$inferSelect;
type Share = typeof revenueShares.$inferSelect;
type Settlement = typeof settlements.$inferSelect;

let t: TestApp;
let admin: SessionUser;
let ledger: Payment[];
let shares: Share[];
let transfers: Settlement[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const db = t.database.db;
  ledger = await db.select().from(payments).where(eq(payments.projectKey, TAX_PROJECT_KEY));
  shares = await db.select().from(revenueShares).where(eq(revenueShares.projectKey, TAX_PROJECT_KEY));
  transfers = await db.select().from(settlements).where(eq(settlements.projectKey, TAX_PROJECT_KEY));
});
afterAll(async () => {
  await t.close();
});

const get = (session: SessionUser, url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/reports/${url}`, headers: t.headersFor(session, headers) });
const query = (range: ReportRange, extra = '') => `from=${range.from}&to=${range.to}${extra}`;
const within = (day: string, range: ReportRange) => day >= range.from && day <= range.to;
const sum = <T>(rows: T[], amount: (row: T) => number) => rows.reduce((total, row) => total + amount(row), 0);

/** The demo ledger runs up to today: a month and a quarter well inside it. */
const lastPayment = () =>
  ledger
    .map((p) => p.paymentDate)
    .sort()
    .at(-1)!;
function aMonth(): ReportRange {
  const day = new Date(`${lastPayment().slice(0, 7)}-01T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() - 1);
  return monthOf(day.toISOString().slice(0, 10));
}
const aQuarter = () => quarterOf(aMonth().from);

/** Totals per paid currency computed straight from the ledger rows. */
function expectedTotals(rows: Payment[]) {
  return ['USD', 'CDF'].map((currency) => ({
    currency,
    payments: rows.filter((p) => p.paidCurrency === currency && p.kind === 'payment').length,
    reversals: rows.filter((p) => p.paidCurrency === currency && p.kind === 'reversal').length,
    paidAmount: sum(
      rows.filter((p) => p.paidCurrency === currency),
      (p) => p.paidAmount,
    ),
    settledAmount: sum(
      rows.filter((p) => p.settledCurrency === currency),
      (p) => p.settledAmount,
    ),
  }));
}

describe('the bank payments report', () => {
  it('adds up the ledger of a month exactly, reversals netted, and lists its rows', async () => {
    const month = aMonth();
    const response = await get(admin, `bank-payments?${query(month)}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    const rows = ledger.filter((p) => within(p.paymentDate, month));
    expect(rows.some((p) => p.kind === 'reversal') || rows.length > 20).toBe(true);
    expect(report.totals).toEqual(expectedTotals(rows));
    expect(report.rowCount).toBe(rows.length);
    expect(report.rows.map((r: { _key: string }) => r._key).sort()).toEqual(rows.map((p) => p.key).sort());
    const bankRow = report.rows.find((r: { method: string }) => r.method === 'bank');
    const original = rows.find((p) => p.key === bankRow._key)!;
    expect(bankRow).toMatchObject({ bankSlipNumber: original.bankSlipNumber, receiptNumber: original.receiptNumber, paidAmount: original.paidAmount });
    expect(bankRow.bankName).toMatch(/Rawbank|Equity|Trust Merchant/);
    expect(bankRow.reference).toMatch(/^[A-Z]+-\d{4}-/);
    // The chart's days and the groups hold the same money as the totals.
    for (const currency of ['USD', 'CDF']) {
      const expected = report.totals.find((x: { currency: string }) => x.currency === currency).paidAmount;
      expect(
        sum(
          report.daily.filter((d: { currency: string }) => d.currency === currency),
          (d: { paidAmount: number }) => d.paidAmount,
        ),
      ).toBe(expected);
      expect(
        sum(
          report.groups.filter((g: { currency: string }) => g.currency === currency),
          (g: { paidAmount: number }) => g.paidAmount,
        ),
      ).toBe(expected);
    }
  });

  it('leaves the rows out for a quarter and keeps its totals, filtered by bank and method', async () => {
    const quarter = aQuarter();
    const report = (await get(admin, `bank-payments?${query(quarter)}`)).json().data;
    expect(report.rows).toBeNull();
    expect(report.totals).toEqual(expectedTotals(ledger.filter((p) => within(p.paymentDate, quarter))));
    const tmb = (await get(admin, `bank-payments?${query(quarter, '&bankKey=est-tmb')}`)).json().data;
    expect(tmb.totals).toEqual(expectedTotals(ledger.filter((p) => within(p.paymentDate, quarter) && p.bankKey === 'est-tmb')));
    expect(new Set(tmb.groups.map((g: { bankName: string }) => g.bankName))).toEqual(new Set(['Trust Merchant Bank']));
    const cash = (await get(admin, `bank-payments?${query(quarter, '&method=cash')}`)).json().data;
    expect(cash.totals).toEqual(expectedTotals(ledger.filter((p) => within(p.paymentDate, quarter) && p.method === 'cash')));
  });

  it('shows a bank agent only the payments of their bank, and refuses another bank', async () => {
    const bank = await t.login('bank');
    const month = aMonth();
    const response = await get(bank, `bank-payments?${query(month)}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    const rawbank = ledger.filter((p) => within(p.paymentDate, month) && p.bankKey === 'est-rawbank');
    expect(report.totals).toEqual(expectedTotals(rawbank));
    expect(new Set(report.rows.map((r: { bankName: string }) => r.bankName))).toEqual(new Set(rawbank.length ? ['Rawbank Lubumbashi'] : []));
    // Cash and collection point are never a bank agent's: asked for, they are refused, not shown empty.
    const cash = await get(bank, `bank-payments?${query(month, '&method=cash')}`);
    expect(cash.statusCode).toBe(403);
    expect(cash.json().errorCode).toBe('REPORT_BANK_FORBIDDEN');
    expect((await get(bank, `bank-payments?${query(month, '&bankKey=est-rawbank')}`)).statusCode).toBe(200);
    const other = await get(bank, `bank-payments?${query(month, '&bankKey=est-tmb')}`, { 'accept-language': 'fr' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ errorCode: 'REPORT_BANK_FORBIDDEN', responseMessage: expect.stringContaining('banques') });
  });

  it('refuses a role without Banking, a foreign project and a bad period', async () => {
    const approver = await t.login('approver');
    expect((await get(approver, `bank-payments?${query(aMonth())}`)).statusCode).toBe(403);
    expect((await get(admin, `bank-payments?${query(aMonth(), '&projectKeys=proj-nowhere')}`)).statusCode).toBe(403);
    const reversed = await get(admin, 'bank-payments?from=2026-03-31&to=2026-03-01', { 'accept-language': 'fr' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ errorCode: 'INVALID_REPORT_RANGE', responseMessage: 'La fin de la période précède son début.' });
    expect((await get(admin, 'bank-payments?from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await get(admin, `bank-payments?${query(aMonth(), '&method=cheque')}`)).statusCode).toBe(400);
  });
});

/** Per beneficiary and currency, straight from the shares and transfers. */
function expectedLine(
  beneficiaryKey: string,
  currency: string,
  range: ReportRange,
  keep: (share: Share) => boolean = () => true,
  keepTransfer: (s: Settlement) => boolean = () => true,
) {
  const mine = shares.filter((s) => s.beneficiaryKey === beneficiaryKey && s.currency === currency && keep(s));
  const sent = transfers.filter((s) => s.beneficiaryKey === beneficiaryKey && s.currency === currency && keepTransfer(s));
  const collected = sum(
    mine.filter((s) => within(s.paymentDate, range)),
    (s) => s.amount,
  );
  const collectedToDate = sum(
    mine.filter((s) => s.paymentDate <= range.to),
    (s) => s.amount,
  );
  const settled = sum(
    sent.filter((s) => within(s.transferDate, range)),
    (s) => s.amount,
  );
  const settledToDate = sum(
    sent.filter((s) => s.transferDate <= range.to),
    (s) => s.amount,
  );
  return { collected, settled, outstanding: collected - settled, collectedToDate, settledToDate, outstandingToDate: collectedToDate - settledToDate };
}

describe('the financials report', () => {
  it('gives each beneficiary its collected, transferred and outstanding shares, in the period and up to its end', async () => {
    const quarter = aQuarter();
    const response = await get(admin, `bank-financials?${query(quarter)}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report.rows).toBeNull();
    expect(report.settledKnown).toBe(true);
    expect(report.lines.length).toBeGreaterThanOrEqual(6);
    for (const line of report.lines) {
      expect(line, `${line.beneficiaryKey} ${line.currency}`).toMatchObject(expectedLine(line.beneficiaryKey, line.currency, quarter));
      const months = report.months.filter(
        (m: { beneficiaryKey: string; currency: string }) => m.beneficiaryKey === line.beneficiaryKey && m.currency === line.currency,
      );
      expect(sum(months, (m: { collected: number }) => m.collected)).toBe(line.collected);
    }
    expect(report.lines.find((l: { beneficiaryKey: string }) => l.beneficiaryKey === 'split-ville').beneficiaryName).toBe('Ville de Lubumbashi');
    expect(report.lines.at(-1).beneficiaryKey).toBe('treasury');
    const usd = report.totals.find((x: { currency: string }) => x.currency === 'USD');
    expect(usd.collected).toBe(
      sum(
        shares.filter((s) => s.currency === 'USD' && within(s.paymentDate, quarter)),
        (s) => s.amount,
      ),
    );
    // Everything collected in the period, whoever's share it is, is what the payments settled then.
    expect(usd.collected).toBe(
      sum(
        ledger.filter((p) => p.settledCurrency === 'USD' && within(p.paymentDate, quarter)),
        (p) => p.settledAmount,
      ),
    );
  });

  it('lists the transfers of a month', async () => {
    const transferMonth = monthOf(
      transfers
        .map((s) => s.transferDate)
        .sort()
        .at(-1)!,
    );
    const report = (await get(admin, `bank-financials?${query(transferMonth)}`)).json().data;
    const expected = transfers.filter((s) => within(s.transferDate, transferMonth));
    expect(expected.length).toBeGreaterThan(0);
    expect(report.rows.map((r: { _key: string }) => r._key).sort()).toEqual(expected.map((s) => s.key).sort());
    expect(report.rows[0].beneficiaryName).not.toBe(report.rows[0].beneficiaryKey);
  });

  it('narrows to a bank agent’s bank, and leaves transfers out for a zone', async () => {
    const quarter = aQuarter();
    const [bankRole] = await t.database.db.select().from(roles).where(eq(roles.key, 'role-bank'));
    await t.database.db
      .update(roles)
      .set({ roleList: [...bankRole.roleList, permissionEntry('Financials', 'read')] })
      .where(eq(roles.key, 'role-bank'));
    const bank = await t.login('bank');
    const report = (await get(bank, `bank-financials?${query(quarter)}`)).json().data;
    const rawbankPayments = new Set(ledger.filter((p) => p.bankKey === 'est-rawbank').map((p) => p.key));
    for (const line of report.lines) {
      expect(line).toMatchObject(
        expectedLine(
          line.beneficiaryKey,
          line.currency,
          quarter,
          (s) => rawbankPayments.has(s.paymentKey),
          (s) => s.bankKey === 'est-rawbank',
        ),
      );
    }
    expect(report.lines.length).toBeGreaterThan(0);
    expect((await get(bank, `bank-financials?${query(quarter, '&bankKey=est-tmb')}`)).statusCode).toBe(403);
    expect((await get(await t.login('cashier'), `bank-financials?${query(quarter)}`)).statusCode).toBe(403);

    // Half the paid notes in a zone: both reports keep their payments only.
    const zonedNotes = [...new Set(ledger.filter((p) => within(p.paymentDate, quarter)).map((p) => p.noteKey))].filter((_, i) => i % 2 === 0);
    await t.database.db.update(taxNotes).set({ zone: 'zone-bank-test' }).where(inArray(taxNotes.key, zonedNotes));
    const inZone = new Set(ledger.filter((p) => zonedNotes.includes(p.noteKey)).map((p) => p.key));
    const zoned = (await get(admin, `bank-financials?${query(quarter, '&zone=zone-bank-test')}`)).json().data;
    expect(zoned.settledKnown).toBe(false);
    for (const line of zoned.lines) {
      expect(line.collected).toBe(expectedLine(line.beneficiaryKey, line.currency, quarter, (s) => inZone.has(s.paymentKey)).collected);
      expect(line.settled).toBeNull();
    }
    const zonedPayments = (await get(admin, `bank-payments?${query(quarter, '&zone=zone-bank-test')}`)).json().data;
    expect(zonedPayments.totals).toEqual(expectedTotals(ledger.filter((p) => inZone.has(p.key) && within(p.paymentDate, quarter))));
  });
});

describe('the bank reports’ exports', () => {
  const sheet = async (session: SessionUser, url: string, headers: Record<string, string> = {}) => {
    const response = await get(session, url, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/bank-(payments|financials)-\d{8}-\d{6}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('holds every ledger row of a month, and the groups of a quarter, in the caller’s language', async () => {
    const month = aMonth();
    const rows = await sheet(admin, `bank-payments/export?${query(month)}`, { 'accept-language': 'fr' });
    expect(rows[0]).toEqual(expect.arrayContaining(['Date', 'Banque', 'N° de bordereau', 'N° de reçu', 'Payé']));
    const inMonth = ledger.filter((p) => within(p.paymentDate, month));
    expect(rows.length - 1).toBe(inMonth.length);
    expect(
      rows
        .slice(1)
        .map((row) => row[4])
        .sort(),
    ).toEqual(inMonth.map((p) => p.receiptNumber).sort());

    const report = (await get(admin, `bank-payments?${query(aQuarter())}`)).json().data;
    const grouped = await sheet(admin, `bank-payments/export?${query(aQuarter())}`);
    expect(grouped.slice(1).map((row) => [row[0], row[2]])).toEqual(
      report.groups.map((g: { bankName: string | null; payments: number }) => [g.bankName ?? '—', g.payments]),
    );
  });

  it('keeps a bank agent to their bank and lists the beneficiaries of a quarter', async () => {
    const bank = await t.login('bank');
    const rows = await sheet(bank, `bank-payments/export?${query(aMonth())}`);
    expect(new Set(rows.slice(1).map((row) => row[1]))).toEqual(new Set(['Rawbank Lubumbashi']));
    expect((await get(bank, `bank-payments/export?${query(aMonth(), '&bankKey=est-tmb')}`)).statusCode).toBe(403);
    const lines = await sheet(admin, `bank-financials/export?${query(aQuarter())}`);
    const report = (await get(admin, `bank-financials?${query(aQuarter())}`)).json().data;
    expect(lines.length - 1).toBe(report.lines.length);
    expect(lines[1][0]).toBe(report.lines[0].beneficiaryName);
  });
});

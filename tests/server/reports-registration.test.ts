import { addDays } from '../../src/domain/calendar-rules';
import { startOfDayInZone } from '../../src/domain/dated-money';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { records, taxNotes } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { monthOf, quarterOf } from '../../src/domain/report-range';
import { REGISTRATION_KINDS, REGISTRATION_REPORTS, type RegistrationKind, type RegistrationReport } from '../../src/domain/registration-report';
import { translate } from '../../src/i18n/translate';

type Row = typeof records.$inferSelect;
type Note = typeof taxNotes.$inferSelect;
let t: TestApp;
let admin: SessionUser;
let byKey: Map<string, Row>;
let notes: Note[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const db = t.database.db;
  const rows = await db
    .select()
    .from(records)
    .where(inArray(records.resource, ['vehicles', 'properties', 'rentalContracts', 'citizens', 'establishments']));
  byKey = new Map(rows.map((row) => [row.key, row]));
  notes = await db.select().from(taxNotes).where(eq(taxNotes.projectKey, TAX_PROJECT_KEY));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, session = admin, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/reports/${url}`, headers: t.headersFor(session, headers) });
const report = async (kind: RegistrationKind, query: string) => {
  const response = await get(`${REGISTRATION_REPORTS[kind].apiPath}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as RegistrationReport;
};

/* The expected figures, worked out here from the raw rows, apart from the service's SQL. */
const zoneOfAddress = (row: Row | undefined) => ((row?.data.address as { zone?: string } | undefined)?.zone || null) ?? null;
const ownerZone = (row: Row) => zoneOfAddress(byKey.get(String(row.data.ownerKey))) ?? zoneOfAddress(byKey.get(String(row.data.ownerEstablishmentKey)));
function expectedZone(kind: RegistrationKind, row: Row): string | null {
  if (kind === 'vehicle') return ownerZone(row);
  if (kind === 'property') return zoneOfAddress(row) ?? ownerZone(row);
  const property = byKey.get(String(row.data.propertyKey));
  return (property && (zoneOfAddress(property) ?? ownerZone(property))) ?? ownerZone(row);
}

type Expected = { registered: number; taxed: number; notes: number; amounts: Record<string, number> };
function expected(kind: RegistrationKind, from: string, to: string, only: { zone?: string; category?: string } = {}) {
  const spec = REGISTRATION_REPORTS[kind];
  // The period's days are the project's (Africa/Lubumbashi), from midnight to midnight there.
  const end = startOfDayInZone(addDays(to, 1)).getTime();
  const objects = [...byKey.values()].filter(
    (row) =>
      row.resource === spec.resource &&
      row.projectKey === TAX_PROJECT_KEY &&
      row.createdAt.getTime() < end &&
      (!only.zone || expectedZone(kind, row) === only.zone) &&
      (!only.category || row.data[spec.dimensions[0]] === only.category),
  );
  const keys = new Set(objects.map((row) => row.key));
  const start = startOfDayInZone(from).getTime();
  const inPeriod = notes.filter(
    (n) =>
      n.taxType === spec.taxType &&
      n.lifecycle !== 'rejected' &&
      n.objectKey !== null &&
      keys.has(n.objectKey) &&
      n.createdAt.getTime() >= start &&
      n.createdAt.getTime() < end,
  );
  const group = (keyOf: (row: Row) => string | null) => {
    const groups = new Map<string | null, Expected>();
    for (const row of objects) {
      const key = keyOf(row);
      const entry = groups.get(key) ?? groups.set(key, { registered: 0, taxed: 0, notes: 0, amounts: {} }).get(key)!;
      entry.registered += 1;
      const own = inPeriod.filter((n) => n.objectKey === row.key);
      if (own.length) entry.taxed += 1;
      entry.notes += own.length;
      for (const n of own) entry.amounts[n.currency] = (entry.amounts[n.currency] ?? 0) + n.amount;
    }
    return groups;
  };
  return {
    objects,
    inPeriod,
    total: group(() => null).get(null) ?? { registered: 0, taxed: 0, notes: 0, amounts: {} },
    byZone: group((row) => expectedZone(kind, row)),
    byDimension: spec.dimensions.map((field) => group((row) => (row.data[field] as string | undefined) || null)),
  };
}

const asExpected = (row: { registered: number; taxed: number; notes: number; amounts: { currency: string; amount: number }[] }): Expected => ({
  registered: row.registered,
  taxed: row.taxed,
  notes: row.notes,
  amounts: Object.fromEntries(row.amounts.map((a) => [a.currency, a.amount])),
});
const asMap = (rows: RegistrationReport['byZone']) => new Map(rows.map((row) => [row.key, asExpected(row)]));

async function sheetOf(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The last full calendar month before today: the demo notes cover it. */
const lastMonth = () => {
  const firstOfMonth = new Date();
  firstOfMonth.setUTCDate(1);
  return monthOf(new Date(firstOfMonth.getTime() - 86_400_000).toISOString().slice(0, 10));
};

describe('the registration reports', () => {
  it.each(REGISTRATION_KINDS)('count and add up the %s objects and notes of a month as the raw rows do', async (kind) => {
    const month = lastMonth();
    const data = await report(kind, `from=${month.from}&to=${month.to}`);
    const want = expected(kind, month.from, month.to);
    expect(want.inPeriod.length).toBeGreaterThan(0);
    expect(asExpected(data.totals)).toEqual(want.total);
    expect(data.totals.taxed).toBeLessThanOrEqual(data.totals.registered);
    expect(asMap(data.byZone)).toEqual(want.byZone);
    expect(data.byDimension.map((d) => d.dimension)).toEqual(REGISTRATION_REPORTS[kind].dimensions);
    expect(data.categories).toEqual(
      kind === 'vehicle' ? ['Motorcycle', 'Car', 'Pickup', 'Minibus', 'Bus', 'Truck', 'Tractor'] : ['Residential', 'Commercial', 'Industrial', 'Mixed', 'Land'],
    );
    data.byDimension.forEach((dimension, index) => expect(asMap(dimension.rows)).toEqual(want.byDimension[index]));
    // A month is short enough for the grid: one row per registered object, taxed or not.
    expect(data.gridShown).toBe(true);
    expect(data.rowsTotal).toBe(want.objects.length);
    expect(new Set(data.rows!.map((row) => row._key))).toEqual(new Set(want.objects.map((row) => row.key)));
    for (const row of data.rows!) {
      const own = want.inPeriod.filter((n) => n.objectKey === row._key);
      expect({ taxed: row.taxed, notes: row.notes }).toEqual({ taxed: own.length > 0, notes: own.length });
      expect(row.amounts.reduce((sum, a) => sum + a.amount, 0)).toBe(own.reduce((sum, n) => sum + n.amount, 0));
      expect(row.label).toBe(byKey.get(row._key)!.label);
    }
    expect(data.byMonth.map((m) => m.month)).toEqual([month.from.slice(0, 7)]);
    expect(data.byMonth[0].notes).toBe(want.inPeriod.length);
  });

  it.each(REGISTRATION_KINDS)('leave the %s grid out for a quarter and keep the totals and the months', async (kind) => {
    const quarter = quarterOf(lastMonth().from);
    const data = await report(kind, `from=${quarter.from}&to=${quarter.to}`);
    const want = expected(kind, quarter.from, quarter.to);
    expect(data.gridShown).toBe(false);
    expect(data.rows).toBeNull();
    expect(data.rowsTotal).toBeNull();
    expect(asExpected(data.totals)).toEqual(want.total);
    expect(data.byMonth.map((m) => m.month)).toEqual(
      [0, 1, 2].map((n) => `${quarter.from.slice(0, 5)}${String(Number(quarter.from.slice(5, 7)) + n).padStart(2, '0')}`),
    );
    const perMonth = data.byMonth.reduce((sum, m) => sum + m.notes, 0);
    expect(perMonth).toBe(want.inPeriod.length);
  });

  it('narrow to a zone and to a category, the coverage counting only those objects', async () => {
    const month = lastMonth();
    const all = await report('vehicle', `from=${month.from}&to=${month.to}`);
    const zone = all.byZone.find((row) => row.key && row.taxed > 0)!.key!;
    const inZone = await report('vehicle', `from=${month.from}&to=${month.to}&zone=${encodeURIComponent(zone)}`);
    expect(asExpected(inZone.totals)).toEqual(expected('vehicle', month.from, month.to, { zone }).total);
    expect(inZone.byZone.map((row) => row.key)).toEqual([zone]);
    // The zone filter of the screens sends the zone's key; the demo addresses hold its name.
    const [zoneRecord] = await t.database.db
      .select()
      .from(records)
      .where(eq(records.resource, 'zones'))
      .then((rows) => rows.filter((r) => r.data.name === zone));
    const byZoneKey = await report('vehicle', `from=${month.from}&to=${month.to}&zone=${zoneRecord.key}`);
    expect(byZoneKey.totals).toEqual(inZone.totals);
    const cars = await report('property', `from=${month.from}&to=${month.to}&category=Residential`);
    expect(asExpected(cars.totals)).toEqual(expected('property', month.from, month.to, { category: 'Residential' }).total);
    expect(cars.byDimension[0].rows.map((row) => row.key)).toEqual(['Residential']);
  });

  it('count as registered only the objects recorded by the end of the period', async () => {
    const data = await report('vehicle', 'from=2000-01-01&to=2000-01-31');
    expect(data.totals).toEqual({ key: null, registered: 0, taxed: 0, notes: 0, amounts: [] });
    expect(data.rows).toEqual([]);
  });

  it('export the grid of a month as a sheet holding the same objects, and the grouped rows of a quarter', async () => {
    const month = lastMonth();
    const data = await report('rental', `from=${month.from}&to=${month.to}`);
    const file = await get(`rental-registrations/export?from=${month.from}&to=${month.to}`);
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-disposition'])).toMatch(/filename="rental-registrations-\d{8}-\d{6}\.xlsx"/);
    const grid = await sheetOf(file.rawPayload);
    expect(grid[0].slice(0, 3)).toEqual(['Rental contract', 'Zone', 'Category']);
    expect(grid.slice(1).map((row) => row[0])).toEqual(data.rows!.map((row) => row.label));
    expect(grid.slice(1).filter((row) => row[3] === 'Taxed').length).toBe(data.totals.taxed);
    const quarter = quarterOf(month.from);
    const grouped = await sheetOf(
      (await get(`vehicle-registrations/export?from=${quarter.from}&to=${quarter.to}`, admin, { 'accept-language': 'fr' })).rawPayload,
    );
    const summary = await report('vehicle', `from=${quarter.from}&to=${quarter.to}`);
    expect(grouped[0].slice(0, 4)).toEqual(['Regroupé par', 'Valeur', 'Recensés', 'Taxés']);
    // Zones, then each dimension, each closed by a total row.
    expect(grouped.length - 1).toBe(summary.byZone.length + summary.byDimension.reduce((sum, d) => sum + d.rows.length, 0) + 3);
    const totals = grouped.filter((row) => row[1] === 'Total');
    expect(totals.map((row) => [row[2], row[3]])).toEqual(Array(3).fill([summary.totals.registered, summary.totals.taxed]));
  });

  it('refuse a role without the area (403) and a period that is not one (400, translated)', async () => {
    const cashier = await t.login('cashier');
    for (const kind of REGISTRATION_KINDS) {
      const denied = await get(`${REGISTRATION_REPORTS[kind].apiPath}?from=2026-01-01&to=2026-01-31`, cashier);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().errorCode).toBe('FORBIDDEN');
    }
    const reversed = await get('property-registrations?from=2026-02-01&to=2026-01-01', admin, { 'accept-language': 'fr' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().responseMessage).toBe(translate('fr', 'errors.reportRangeReversed'));
    const malformed = await get('rental-registrations?from=2026-02-30&to=2026-03-01');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().responseMessage).toBe(translate('en', 'errors.reportRangeInvalidDay'));
    const foreign = await get(`vehicle-registrations?from=2026-01-01&to=2026-01-31&projectKeys=${TAX_PROJECT_KEY},proj-elsewhere`);
    expect(foreign.statusCode).toBe(403);
  });
});

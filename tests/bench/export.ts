import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app';
import { prepareDb } from '../../src/server/db/prepare-db';
import { payments, taxNotes } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { insertRecords, type SeedRecord } from '../../src/server/services/records/insert-records';
import { benchDatabaseUrl } from './bench-database';
import { ms, verdict } from './stats';

const ROWS = 100_000;
const BUDGET_FIRST_BYTE_MS = 1000;
const BUDGET_GROWTH_MB = 256;
const NAMES = ['Mukendi', 'Kabongo', 'Tshibangu', 'Ilunga', 'Kalala', 'Mbuyi', 'Kasongo', 'Ngoy', 'Banza', 'Mwamba', 'Kyungu', 'Lumbu'];

function citizen(i: number): SeedRecord {
  return {
    resource: 'citizens',
    key: `export-citizen-${i}`,
    projectKey: TAX_PROJECT_KEY,
    data: {
      firstName: `Export ${i % 5000}`,
      lastName: `${NAMES[i % NAMES.length]} ${i}`,
      gender: i % 2 ? 'Male' : 'Female',
      contactPhone1CountryCode: '243',
      contactPhone1: `81${String(1_000_000 + (i % 8_999_999)).padStart(7, '0')}`,
      dateOfBirth: `${1950 + (i % 55)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      status: 'approved',
    },
  };
}

/** A tax note as the list reads it: a run of notes shares each creation second. */
function taxNote(i: number) {
  return {
    key: `export-note-${i}`,
    projectKey: TAX_PROJECT_KEY,
    reference: `BENCH-1998-${String(i).padStart(7, '0')}`,
    referenceYear: 1998,
    referenceSequence: i + 1,
    taxType: 'propertyTax',
    taxpayerKind: 'citizen',
    taxpayerKey: `export-citizen-${i % 20_000}`,
    taxpayerName: `${NAMES[i % NAMES.length]} ${i % 20_000}`,
    declarantName: `${NAMES[(i + 3) % NAMES.length]} ${i % 7000}`,
    responsibleName: `${NAMES[(i + 5) % NAMES.length]} ${i % 9000}`,
    phoneCountryCode: '243',
    phoneNumber: `81${String(1_000_000 + (i % 8_999_999)).padStart(7, '0')}`,
    period: '1998',
    periodStart: '1998-01-01',
    currency: i % 3 ? 'USD' : 'CDF',
    amount: 10_000 + (i % 90_000),
    computedAmount: 10_000 + (i % 90_000),
    declaredAmount: 10_000 + (i % 90_000),
    counterCurrency: i % 3 ? 'CDF' : 'USD',
    counterAmount: 2_850_000 + i,
    conversionRate: '2850.000000',
    lifecycle: i % 4 ? 'approved' : 'waitingForApproval',
    dueDate: i % 5 ? `1998-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}` : null,
    createdAt: new Date(Date.UTC(1998, 0, 1) + Math.floor(i / 3) * 1000),
    createdBy: 'bench',
  };
}

/** A ledger row: several payments a day, each settling one of the notes. */
function payment(i: number) {
  const day = new Date(Date.UTC(1998, 0, 1) + Math.floor(i / 40) * 86_400_000).toISOString().slice(0, 10);
  return {
    key: `export-payment-${i}`,
    projectKey: TAX_PROJECT_KEY,
    noteKey: `export-note-${i % ROWS}`,
    kind: 'payment',
    method: i % 2 ? 'cash' : 'bank',
    paidCurrency: 'USD',
    paidAmount: 1000 + (i % 5000),
    conversionRate: '2850.000000',
    settledCurrency: 'USD',
    settledAmount: 1000 + (i % 5000),
    cashierName: `${NAMES[i % NAMES.length]} Cashier`,
    paymentDate: day,
    receiptNumber: `BENCH-R${String(i).padStart(7, '0')}`,
    recordedBy: 'bench',
    recordedByName: 'Bench Clerk',
    createdAt: new Date(Date.UTC(1998, 0, 1) + i * 1000),
  };
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** One export over HTTP: time to the first byte of the body, RSS growth (sampled every 20 ms), total. */
async function measure(label: string, url: string, headers: Record<string, string>): Promise<string[]> {
  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (response.status !== 200 || !response.body) throw new Error(`export ${label}: ${response.status} ${await response.text()}`);
  const reader = response.body.getReader();
  let firstByte = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - started;
    bytes += value.byteLength;
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  const growth = mb(peakRss - baseline.rss);
  return [
    `  ${label}: first byte ${ms(firstByte)}  (budget ≤ ${BUDGET_FIRST_BYTE_MS} ms: ${verdict(firstByte, BUDGET_FIRST_BYTE_MS)})`,
    `    memory growth RSS ${growth.toFixed(0)} MB, heap ${mb(peakHeap - baseline.heapUsed).toFixed(0)} MB  (budget ≤ ${BUDGET_GROWTH_MB} MB: ${verdict(growth, BUDGET_GROWTH_MB)})`,
    `    total ${(total / 1000).toFixed(1)} s for ${ROWS.toLocaleString('en')} rows, ${mb(bytes).toFixed(1)} MB file`,
  ];
}

/**
 * Exports 100,000 citizens (the record store), 100,000 tax notes and 100,000 payments as .xlsx
 * over real HTTP on PostgreSQL: time to the first byte, memory growth and total time of each.
 */
export async function benchExport(): Promise<string[]> {
  const url = await benchDatabaseUrl('mapato_bench_export');
  if (!url) return ['export: skipped, no PostgreSQL (set BENCH_DATABASE_URL)'];
  const database = await prepareDb({ databaseUrl: url, demo: true });
  const seeded = Date.now();
  await insertRecords(
    database.db,
    Array.from({ length: ROWS }, (_, i) => citizen(i)),
    2000,
  );
  for (let i = 0; i < ROWS; i += 2000) await database.db.insert(taxNotes).values(Array.from({ length: 2000 }, (_, j) => taxNote(i + j)));
  for (let i = 0; i < ROWS; i += 2000) await database.db.insert(payments).values(Array.from({ length: 2000 }, (_, j) => payment(i + j)));
  await database.db.execute(sql`vacuum analyze records, tax_notes, payments`);
  const lines = [
    `export: ${ROWS.toLocaleString('en')} citizens, tax notes and payments each inserted in ${((Date.now() - seeded) / 1000).toFixed(1)} s (PostgreSQL)`,
  ];
  const app = await buildApp({ database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/Authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: 'Demo@2026' }),
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`, 'project-key': TAX_PROJECT_KEY };

  // The first export of a process also loads exceljs's own modules: timed apart, as a cold start.
  const coldStart = performance.now();
  const cold = await fetch(`${base}/api/account/citizens/export?columns=lastName&filter=${encodeURIComponent('{"q":"mukendi 12"}')}`, { headers });
  await cold.arrayBuffer();
  lines.push(`  cold start: a first small export in ${ms(performance.now() - coldStart)} (loads the writer's modules)`);
  const sort = (field: string, order: string) => `sort=${encodeURIComponent(JSON.stringify([field, order]))}`;
  lines.push(...(await measure('citizens', `${base}/api/account/citizens/export?${sort('lastName', 'ASC')}`, headers)));
  lines.push(...(await measure('tax notes', `${base}/api/taxNote/notes/export?${sort('createdAt', 'DESC')}`, headers)));
  lines.push(...(await measure('payments', `${base}/api/payment/payments/export?${sort('paymentDate', 'DESC')}`, headers)));
  await app.close();
  await database.close();
  return lines;
}

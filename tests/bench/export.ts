import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app';
import { prepareDb } from '../../src/server/db/prepare-db';
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

const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * Exports 100,000 citizens as .xlsx over real HTTP on PostgreSQL: time to the first byte of the
 * body, process memory growth while it streams (RSS sampled every 20 ms), and the total time.
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
  await database.db.execute(sql`vacuum analyze records`);
  const lines = [`export: ${ROWS.toLocaleString('en')} citizens inserted in ${((Date.now() - seeded) / 1000).toFixed(1)} s (PostgreSQL)`];
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
  const coldMs = performance.now() - coldStart;

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
  const response = await fetch(`${base}/api/account/citizens/export?sort=${encodeURIComponent('["lastName","ASC"]')}`, { headers });
  if (response.status !== 200 || !response.body) throw new Error(`export: ${response.status} ${await response.text()}`);
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
  lines.push(`  cold start: a first small export in ${ms(coldMs)} (loads the writer's modules)`);
  lines.push(`  first byte ${ms(firstByte)}  (budget ≤ ${BUDGET_FIRST_BYTE_MS} ms: ${verdict(firstByte, BUDGET_FIRST_BYTE_MS)})`);
  lines.push(
    `  memory growth RSS ${growth.toFixed(0)} MB, heap ${mb(peakHeap - baseline.heapUsed).toFixed(0)} MB  (budget ≤ ${BUDGET_GROWTH_MB} MB: ${verdict(growth, BUDGET_GROWTH_MB)})`,
  );
  lines.push(`  total ${(total / 1000).toFixed(1)} s for ${ROWS.toLocaleString('en')} rows, ${mb(bytes).toFixed(1)} MB file`);
  await app.close();
  await database.close();
  return lines;
}

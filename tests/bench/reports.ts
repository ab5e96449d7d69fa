import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { prepareDb } from '../../src/server/db/prepare-db';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { REPORT_ROUTES } from './report-routes';
import { seedReportData } from './reports-seed';
import { ms, percentile, verdict } from './stats';

const DATABASE = 'mapato_bench_reports';
/** BENCH_REPORT_SAMPLES lowers the count for a quick look; the budget is judged on 20. */
const SAMPLES = Number(process.env.BENCH_REPORT_SAMPLES) || 20;
const BUDGET_P95_MS = 1000;

/** The bench's database, created when missing and otherwise kept: its seed is reused across runs. */
async function reportDatabaseUrl(): Promise<string | undefined> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (!found.rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** Every report endpoint over the last year of 1,000,000 notes, on PostgreSQL, against p95 ≤ 1 s. */
export async function benchReports(): Promise<string[]> {
  const url = await reportDatabaseUrl();
  if (!url) return ['reports: skipped, no PostgreSQL (set BENCH_DATABASE_URL)'];
  const database = await prepareDb({ databaseUrl: url, demo: true });
  const lines = [await seedReportData(database.db)];
  const app = await buildApp({ database });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/Authentication/login', payload: { userName: 'admin', password: 'Demo@2026' } });
    const headers = { authorization: `Bearer ${login.json().data.token}`, 'project-key': TAX_PROJECT_KEY };
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const today = new Date();
    const to = new Date(today.getTime() - 86_400_000).toISOString().slice(0, 10);
    const from = new Date(today.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
    lines.push(`  one-year period ${from} to ${to}, ${SAMPLES} requests each after 2 warm-ups`);
    for (const route of REPORT_ROUTES) {
      const target = `${base}${route.url.replace('{from}', from).replace('{to}', to)}`;
      const samples: number[] = [];
      for (let i = -2; i < SAMPLES; i++) {
        const t0 = performance.now();
        const response = await fetch(target, { headers });
        const body = await response.text();
        if (response.status !== 200) throw new Error(`${route.name}: ${response.status} ${body.slice(0, 300)}`);
        if (i >= 0) samples.push(performance.now() - t0);
      }
      const p95 = percentile(samples, 95);
      const figure = `  ${route.name.padEnd(28)} p50 ${ms(percentile(samples, 50))}  p95 ${ms(p95)}  (budget p95 ≤ ${BUDGET_P95_MS} ms: ${verdict(p95, BUDGET_P95_MS)})`;
      // Also on stderr at once: a long run cut short still leaves the figures already measured.
      process.stderr.write(`${figure}\n`);
      lines.push(figure);
    }
  } finally {
    await app.close();
    await database.close();
  }
  return lines;
}

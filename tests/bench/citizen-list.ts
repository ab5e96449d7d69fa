import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { prepareDb } from '../../src/server/db/prepare-db';
import { insertRecords, type SeedRecord } from '../../src/server/services/records/insert-records';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { ms, percentile, verdict } from './stats';
import { benchDatabaseUrl } from './bench-database';

const CITIZENS = 100_000;
const BUDGET_P99_MS = 100;
const FIRST = [
  'Jean-Pierre',
  'Mireille',
  'Patrice',
  'Chantal',
  'Didier',
  'Grâce',
  'Serge',
  'Esther',
  'Junior',
  'Aline',
  'Trésor',
  'Nadine',
  'Fiston',
  'Rachel',
  'Héritier',
  'Sarah',
];
const LAST = [
  'Mukendi',
  'Kabongo',
  'Tshibangu',
  'Ilunga',
  'Kalala',
  'Mbuyi',
  'Kasongo',
  'Ngoy',
  'Banza',
  'Mwamba',
  'Kyungu',
  'Lumbu',
  'Nday',
  'Mulumba',
  'Kapend',
  'Mutombo',
];

function citizen(i: number): SeedRecord {
  return {
    resource: 'citizens',
    key: `bench-citizen-${i}`,
    projectKey: TAX_PROJECT_KEY,
    data: {
      firstName: FIRST[i % FIRST.length],
      lastName: `${LAST[(i * 7) % LAST.length]}${i % 97 === 0 ? '' : ` ${i % 1000}`}`,
      gender: i % 2 ? 'Male' : 'Female',
      contactPhone1CountryCode: '243',
      contactPhone1: `81${String(1_000_000 + (i % 8_999_999)).padStart(7, '0')}`,
      dateOfBirth: `${1950 + (i % 55)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      status: i % 10 === 0 ? 'waiting' : 'approved',
    },
  };
}

/** List, filter and sort over 100,000 citizens on PostgreSQL, through the real API. */
export async function benchCitizenList(): Promise<string[]> {
  const url = await benchDatabaseUrl('mapato_bench');
  if (!url) return ['citizen list: skipped, no PostgreSQL (set BENCH_DATABASE_URL)'];
  const database = await prepareDb({ databaseUrl: url, demo: true });
  const started = Date.now();
  const rows = Array.from({ length: CITIZENS }, (_, i) => citizen(i));
  await insertRecords(database.db, rows, 2000);
  // A steady-state database has been vacuumed: counts can then be answered from the indexes.
  await database.db.execute(sql`vacuum analyze records`);
  const lines = [`citizen list: ${CITIZENS.toLocaleString('en')} citizens inserted in ${((Date.now() - started) / 1000).toFixed(1)} s (PostgreSQL)`];
  const app = await buildApp({ database });
  const login = await app.inject({ method: 'POST', url: '/api/Authentication/login', payload: { userName: 'admin', password: 'Demo@2026' } });
  const headers = { authorization: `Bearer ${login.json().data.token}`, 'project-key': TAX_PROJECT_KEY };
  const scenarios: [string, (page: number) => string][] = [
    ['sorted by last name', (p) => `sort=["lastName","ASC"]&range=[${p * 25},${p * 25 + 24}]`],
    ['filter gender, sort first name desc', (p) => `sort=["firstName","DESC"]&range=[${p * 25},${p * 25 + 24}]&filter={"gender":"Female"}`],
    ['filter status waiting, sort date of birth', (p) => `sort=["dateOfBirth","ASC"]&range=[${p * 25},${p * 25 + 24}]&filter={"status":"waiting"}`],
    ['free text "kabongo 4"', (p) => `range=[${p * 25},${p * 25 + 24}]&filter={"q":"kabongo 4"}`],
  ];
  for (const [name, query] of scenarios) {
    const samples: number[] = [];
    for (let i = 0; i < 150; i++) {
      const page = (i * 37) % 40;
      const t0 = performance.now();
      const response = await app.inject({ method: 'GET', url: `/api/account/citizens?${encodeURI(query(page))}`, headers });
      samples.push(performance.now() - t0);
      if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
    }
    const p99 = percentile(samples, 99);
    lines.push(`  ${name.padEnd(44)} p50 ${ms(percentile(samples, 50))}  p99 ${ms(p99)}  (budget p99 ≤ ${BUDGET_P99_MS} ms: ${verdict(p99, BUDGET_P99_MS)})`);
  }
  await app.close();
  await database.close();
  return lines;
}

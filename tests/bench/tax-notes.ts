import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { prepareDb } from '../../src/server/db/prepare-db';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { ms, percentile, verdict } from './stats';
import { benchDatabaseUrl } from './bench-database';

const NOTES = 1_000_000;
const CHUNK = 100_000;
const LIST_SAMPLES = 400;
const CREATE_SAMPLES = 250;
const LIST_BUDGET_P99_MS = 100;
const CREATE_BUDGET_P99_MS = 50;
/** Bench notes continue after the demo's numbers so (project, year, sequence) stays unique. */
const SEQUENCE_OFFSET = 5_000_000;
const FIRST_DAY = '2024-01-01T06:00:00Z';
/** 1,000 days of notes: from January 2024 to late September 2026, a thousand a day. */
const SPAN_SECONDS = 1000 * 86_400;

/**
 * A million notes written by PostgreSQL itself (generate_series), in the order they were created
 * as a live system writes them, with the lifecycle mix of a working office: mostly issued, some
 * approved, waiting or rejected. Their references keep the shape (HKR-YEAR-SEQUENCE) with a fixed
 * check character: bench rows, never shown to anyone.
 */
function insertChunk(from: number, to: number) {
  return sql.raw(`
    insert into tax_notes (key, project_key, reference, reference_year, reference_sequence, tax_type, taxpayer_kind, taxpayer_key,
      taxpayer_name, object_key, object_label, declarant_name, responsible_name, phone_country_code, phone_number, period, period_start,
      currency, amount, computed_amount, declared_amount, counter_currency, counter_amount, conversion_rate, lifecycle, awaiting_actor,
      disputed, due_date, created_at, created_by, approved_at, approved_by, issued_at, issued_by)
    select 'bench-' || g, '${TAX_PROJECT_KEY}', 'HKR-' || y || '-' || lpad((${SEQUENCE_OFFSET} + g)::text, 7, '0') || '-B', y, ${SEQUENCE_OFFSET} + g,
      (array['vehicle','property','rental','fee'])[1 + g % 4], 'citizen', 'cit-' || lpad((1 + g % 300)::text, 4, '0'),
      'Contribuable ' || (g % 300), 'veh-' || lpad((1 + g % 150)::text, 4, '0'), 'Objet ' || (g % 150), 'Déclarant', 'Responsable', '243',
      '81' || lpad((g % 10000000)::text, 7, '0'), 'yearly', date_trunc('year', t)::date, 'USD', a, a, a, 'CDF', a * 2850, 2850,
      l, case l when 'waitingForApproval' then 'approver' when 'approved' then 'receveur' end, g % 97 = 0,
      case when l in ('approved', 'issued') then (t + interval '2 days')::date + 30 end, t,
      case when g % 5 = 0 then 'user-admin' else 'user-taxateur' end,
      case when l in ('approved', 'issued') then t + interval '2 days' end, case when l in ('approved', 'issued') then 'user-approver' end,
      case when l = 'issued' then t + interval '4 days' end, case when l = 'issued' then 'user-receveur' end
    from generate_series(${from}, ${to}) g,
      lateral (select timestamptz '${FIRST_DAY}' + (g::bigint * ${SPAN_SECONDS} / ${NOTES}) * interval '1 second' as t) time,
      lateral (select extract(year from t)::int as y, (1000 + (g::bigint * 7919) % 90000) as a,
        case when g % 100 < 85 then 'issued' when g % 100 < 90 then 'approved' when g % 100 < 93 then 'waitingForApproval' else 'rejected' end as l) facts`);
}

async function timeSerial(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = -20; i < count; i++) {
    const t0 = performance.now();
    const response = await send(i + 20);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${response.status} ${body}`);
    if (i >= 0) samples.push(performance.now() - t0);
  }
  return samples;
}

const line = (label: string, samples: number[], budget: number) => {
  const p99 = percentile(samples, 99);
  return `  ${label.padEnd(52)} p50 ${ms(percentile(samples, 50))}  p99 ${ms(p99)}  (${samples.length} requests, budget p99 ≤ ${budget} ms: ${verdict(p99, budget)})`;
};

/** The tax-note list over 1,000,000 notes and the creation of a note, over HTTP, on PostgreSQL. */
export async function benchTaxNotes(): Promise<string[]> {
  const url = await benchDatabaseUrl('mapato_bench_notes');
  if (!url) return ['tax notes: skipped, no PostgreSQL (set BENCH_DATABASE_URL)'];
  const database = await prepareDb({ databaseUrl: url, demo: true });
  const started = Date.now();
  for (let from = 1; from <= NOTES; from += CHUNK) await database.db.execute(insertChunk(from, Math.min(NOTES, from + CHUNK - 1)));
  const inserted = (Date.now() - started) / 1000;
  // A steady-state table has been vacuumed and analysed: plans and capped counts as in production.
  await database.db.execute(sql`vacuum analyze tax_notes`);
  const lines = [
    `tax notes: ${NOTES.toLocaleString('en')} notes inserted in ${inserted.toFixed(1)} s, vacuumed in ${((Date.now() - started) / 1000 - inserted).toFixed(1)} s`,
  ];
  const app = await buildApp({ database });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/Authentication/login', payload: { userName: 'admin', password: 'Demo@2026' } });
    const headers = { authorization: `Bearer ${login.json().data.token}`, 'project-key': TAX_PROJECT_KEY, 'content-type': 'application/json' };
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const lifecycles = ['issued', 'approved', 'waitingForApproval', 'rejected'];
    const list = (i: number) => {
      // A 30- to 120-day window somewhere in the span, one of four lifecycles, pages 1 to 5.
      const start = new Date(Date.parse(FIRST_DAY) + ((i * 37) % 880) * 86_400_000);
      const end = new Date(start.getTime() + (30 + (i % 4) * 30) * 86_400_000);
      const filter = { lifecycle: lifecycles[i % 4], createdAt_gte: start.toISOString(), createdAt_lte: end.toISOString() };
      const page = i % 5;
      const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent(`[${page * 25},${page * 25 + 24}]`)}`;
      return fetch(`${base}/api/taxNote/notes?${query}`, { headers });
    };
    lines.push(line('list: lifecycle + createdAt range, createdAt DESC, 25', await timeSerial(LIST_SAMPLES, list), LIST_BUDGET_P99_MS));
    // One fee note per demo citizen (an item no demo note uses), so no creation is a duplicate.
    const today = new Date().toISOString().slice(0, 10);
    const create = (i: number) =>
      fetch(`${base}/api/taxNote/notes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          taxType: 'fee',
          taxpayerKind: 'citizen',
          taxpayerKey: `cit-${String(1 + i).padStart(4, '0')}`,
          declarantName: 'Déclarant du banc',
          responsibleName: 'Responsable du banc',
          phoneCountryCode: '243',
          phoneNumber: '812345678',
          period: 'once',
          periodStart: today,
          items: [{ nomenclatureItemKey: 'nom-frais-note', stepValues: { quantity: '1' } }],
        }),
      });
    lines.push(line('create a note (POST /api/taxNote/notes)', await timeSerial(CREATE_SAMPLES, create), CREATE_BUDGET_P99_MS));
    await explainList(database.db, lines);
  } finally {
    await app.close();
    await database.close();
  }
  return lines;
}

/** The plan of the slowest kind of page, printed so a missed budget comes with its explanation. */
async function explainList(db: Awaited<ReturnType<typeof prepareDb>>['db'], lines: string[]) {
  const result = await db.execute(
    sql.raw(`explain (analyze, buffers, costs off) select * from tax_notes where project_key = '${TAX_PROJECT_KEY}' and lifecycle = 'issued'
      and created_at >= '2025-01-01' and created_at <= '2025-04-01' order by created_at desc, key desc limit 25 offset 100`),
  );
  const rows = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows;
  lines.push('  plan of a page (issued, 90 days, page 5):', ...rows.map((row) => `    ${row['QUERY PLAN']}`));
}

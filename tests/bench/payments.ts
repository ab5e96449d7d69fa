import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { dayInZone } from '../../src/domain/dated-money';
import { convertMinor } from '../../src/domain/money';
import { buildApp } from '../../src/server/app';
import { prepareDb } from '../../src/server/db/prepare-db';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { ms, percentile, verdict } from './stats';
import { benchDatabaseUrl } from './bench-database';

const SERIAL_POSTS = 250;
const WARM_UP = 20;
const CLIENTS = 50;
const CONCURRENT_POSTS = 3000;
const NOTES = WARM_UP + SERIAL_POSTS + CONCURRENT_POSTS;
const POST_BUDGET_P99_MS = 50;
const RATE_BUDGET_PER_SECOND = 200;
/** Bench notes number after the demo's (and the tax-notes bench's), so (project, year, sequence) stays unique. */
const SEQUENCE_OFFSET = 7_000_000;
const AMOUNT_USD = 4600;

/** Approved notes of 46.00 USD, one per post, each of its own taxpayer so no two posts share a note or a lock. */
function insertNotes(count: number) {
  return sql.raw(`
    insert into tax_notes (key, project_key, reference, reference_year, reference_sequence, tax_type, taxpayer_kind, taxpayer_key,
      taxpayer_name, declarant_name, responsible_name, phone_country_code, phone_number, period, period_start, currency, amount,
      computed_amount, declared_amount, counter_currency, counter_amount, conversion_rate, lifecycle, awaiting_actor, disputed, due_date,
      created_at, created_by, approved_at, approved_by)
    select 'paybench-' || g, '${TAX_PROJECT_KEY}', 'HKR-2026-' || lpad((${SEQUENCE_OFFSET} + g)::text, 7, '0') || '-B', 2026, ${SEQUENCE_OFFSET} + g,
      'fee', 'citizen', 'paybench-payer-' || g, 'Contribuable ' || g, 'Déclarant', 'Responsable', '243', '81' || lpad(g::text, 7, '0'),
      'once', current_date, 'USD', ${AMOUNT_USD}, ${AMOUNT_USD}, ${AMOUNT_USD}, 'CDF', ${AMOUNT_USD} * 2850, 2850, 'approved', 'receveur', false,
      current_date + 30, now() - interval '1 day', 'user-taxateur', now() - interval '1 hour', 'user-approver'
    from generate_series(1, ${count}) g`);
}

type LoadOutcome = { ok: number; bad: number; errors: string[]; latencies: number[]; seconds: number };

function loadFromWorker(workerData: Record<string, unknown>): Promise<LoadOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./payment-clients.mjs', import.meta.url), { workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * Posting a payment over HTTP on PostgreSQL: the latency of one counter posting alone (each post
 * on a note of its own, every other one paid in francs), then the sustained rate of 50 counters
 * posting at once on distinct notes. Every post must succeed.
 */
export async function benchPayments(): Promise<{ lines: string[]; failed: boolean }> {
  const url = await benchDatabaseUrl(process.env.BENCH_PAYMENTS_DATABASE ?? 'mapato_paybench');
  if (!url) return { lines: ['payments: skipped, no PostgreSQL (set BENCH_DATABASE_URL)'], failed: false };
  const database = await prepareDb({ databaseUrl: url, demo: true });
  await database.db.execute(insertNotes(NOTES));
  await database.db.execute(sql`vacuum analyze tax_notes`);
  const app = await buildApp({ database });
  const lines = [`payments: ${NOTES} approved notes prepared, ${CLIENTS} clients, database pool ${process.env.DB_POOL_SIZE ?? 10}`];
  let failed = false;
  try {
    const login = await app.inject({ method: 'POST', url: '/api/Authentication/login', payload: { userName: 'admin', password: 'Demo@2026' } });
    const headers = { authorization: `Bearer ${login.json().data.token}`, 'project-key': TAX_PROJECT_KEY, 'content-type': 'application/json' };
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const payable = await fetch(`${base}/api/payment/payable/paybench-1`, { headers }).then((r) => r.json());
    const rate = payable.data.rate as string;
    // The project's day: the server refuses a payment dated after it (UTC is a day behind after 22:00).
    const today = dayInZone(new Date());
    const errors: string[] = [];
    const post = async (n: number) => {
      const inFrancs = n % 2 === 0;
      const response = await fetch(`${base}/api/payment/payments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          noteKey: `paybench-${n}`,
          method: 'cash',
          paidCurrency: inFrancs ? 'CDF' : 'USD',
          paidAmount: inFrancs ? convertMinor(AMOUNT_USD, 'USD', 'CDF', rate) : AMOUNT_USD,
          cashierName: 'Caissier du banc',
          paymentDate: today,
        }),
      });
      const body = await response.text();
      if (response.status !== 200 && errors.length < 5) errors.push(`${response.status} ${body.slice(0, 200)}`);
      return response.status === 200;
    };

    let next = 1;
    const samples: number[] = [];
    for (let i = 0; i < WARM_UP + SERIAL_POSTS; i++) {
      const t0 = performance.now();
      if (!(await post(next++))) failed = true;
      if (i >= WARM_UP) samples.push(performance.now() - t0);
    }
    const p99 = percentile(samples, 99);
    lines.push(
      `  post a payment (POST /api/payment/payments), serial  p50 ${ms(percentile(samples, 50))}  p99 ${ms(p99)}  (${samples.length} posts, budget p99 ≤ ${POST_BUDGET_P99_MS} ms: ${verdict(p99, POST_BUDGET_P99_MS)})`,
    );

    // 50 counters, each posting as soon as its previous post is answered, until the notes run
    // out; they run in a worker thread, off the server's event loop.
    const outcome = await loadFromWorker({
      base,
      headers,
      first: next,
      last: next + CONCURRENT_POSTS - 1,
      clients: CLIENTS,
      amountUsd: AMOUNT_USD,
      amountCdf: convertMinor(AMOUNT_USD, 'USD', 'CDF', rate),
      today,
    });
    const perSecond = outcome.ok / outcome.seconds;
    // A missed figure is printed; a refused post is a defect and fails the run.
    if (outcome.bad > 0) failed = true;
    errors.push(...outcome.errors);
    lines.push(
      `  ${CLIENTS} clients on distinct notes: ${perSecond.toFixed(0)} payments/s, ${outcome.bad} errors, p50 ${ms(percentile(outcome.latencies, 50))} p99 ${ms(percentile(outcome.latencies, 99))}` +
        ` (${outcome.ok} posts in ${outcome.seconds.toFixed(1)} s, budget ≥ ${RATE_BUDGET_PER_SECOND}/s and no error: ${perSecond >= RATE_BUDGET_PER_SECOND && outcome.bad === 0 ? 'within budget' : 'OVER BUDGET'})`,
    );
    const [{ paid }] = (
      (await database.db.execute(sql`select count(*)::int as paid from tax_notes where key like 'paybench-%' and paid_amount = amount`)) as unknown as {
        rows: { paid: number }[];
      }
    ).rows;
    lines.push(`  notes paid in full after the run: ${paid} of ${NOTES}`, ...errors.map((e) => `  error: ${e}`));
  } finally {
    await app.close();
    await database.close();
  }
  return { lines, failed };
}

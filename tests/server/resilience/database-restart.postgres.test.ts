import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { dayInZone } from '../../../src/domain/dated-money';
import { TAX_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { clusterAnswers, ownCluster, type OwnCluster } from './own-cluster';
import { startServer, type ServerProcess } from './server-process';

/*
 * The server survives its database: on a PostgreSQL cluster of the test's own, under a steady
 * load of cashiers posting payments, the database's connections are killed, then the cluster is
 * stopped as a crash would stop it and started again. The real server runs as a child process,
 * so an unhandled 'error' event would end it as it ended production's.
 * (PostgreSQL only: the embedded engine has no server to lose; vite.config.ts runs
 * *.postgres.test.ts on the PostgreSQL stage alone.)
 */

const DATABASE = 'mapato';
const NOTES = 6000;
const NOTE_USD = 4600;
const COUNTERS = 4;
/** Notes numbered after the demo's and the benches', so (project, year, sequence) stays unique. */
const SEQUENCE_OFFSET = 8_000_000;

let cluster: OwnCluster;
let server: ServerProcess;
let token: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (!server.alive()) throw new Error(`the server process ended while waiting for ${what}\n${server.output().slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${server?.output().slice(-3000)}`);
    await sleep(200);
  }
}

beforeAll(async () => {
  cluster = await ownCluster();
  await cluster.query('postgres', `drop database if exists ${DATABASE} with (force)`);
  await cluster.query('postgres', `create database ${DATABASE}`);
  server = await startServer({ DATABASE_URL: cluster.url(DATABASE), SCHEDULER_INTERVAL_SECONDS: '1', DB_CONNECT_TIMEOUT_MS: '2000' });
  // Approved notes of 46.00 USD, one per payment, so no two payments share a note.
  await cluster.query(
    DATABASE,
    `insert into tax_notes (key, project_key, reference, reference_year, reference_sequence, tax_type, taxpayer_kind, taxpayer_key,
      taxpayer_name, declarant_name, responsible_name, phone_country_code, phone_number, period, period_start, currency, amount,
      computed_amount, declared_amount, counter_currency, counter_amount, conversion_rate, lifecycle, awaiting_actor, disputed, due_date,
      created_at, created_by, approved_at, approved_by)
    select 'restart-' || g, $1, 'HKR-2026-' || lpad((${SEQUENCE_OFFSET} + g)::text, 7, '0') || '-R', 2026, ${SEQUENCE_OFFSET} + g,
      'fee', 'citizen', 'restart-payer-' || g, 'Contribuable ' || g, 'Déclarant', 'Responsable', '243', '82' || lpad(g::text, 7, '0'),
      'once', current_date, 'USD', ${NOTE_USD}, ${NOTE_USD}, ${NOTE_USD}, 'CDF', ${NOTE_USD} * 2850, 2850, 'approved', 'receveur', false,
      current_date + 30, now() - interval '1 day', 'user-taxateur', now() - interval '1 hour', 'user-approver'
    from generate_series(1, ${NOTES}) g`,
    [TAX_PROJECT_KEY],
  );
  token = await server.signIn();
}, 300_000);

afterAll(async () => {
  await server?.cleanUp();
  cluster?.drop();
});

type Answer = { status: number; retryAfter: string | null; errorCode?: string; at: number };

/**
 * Cashiers at their counters: each posts a payment, and when told 503 waits a moment and sends
 * the same payment again with the same Idempotency-Key, as the counter screen does, until it is
 * acknowledged.
 */
function cashiers() {
  const answers: Answer[] = [];
  const acknowledged = new Set<string>();
  let next = 1;
  let running = true;
  const post = (noteKey: string, key: string) =>
    fetch(`${server.base}/api/payment/payments`, {
      method: 'POST',
      headers: { ...server.headers(token), 'idempotency-key': key },
      body: JSON.stringify({
        noteKey,
        method: 'cash',
        paidCurrency: 'USD',
        paidAmount: NOTE_USD,
        cashierName: 'Caissière',
        paymentDate: dayInZone(new Date()),
      }),
    });
  const counter = async () => {
    while (running && next <= NOTES) {
      const noteKey = `restart-${next++}`;
      const key = randomUUID();
      for (let attempt = 0; attempt < 600; attempt += 1) {
        const response = await post(noteKey, key).catch((error: Error) => error);
        if (response instanceof Error) {
          // No answer at all: the server is gone (what this test guards against); this counter stops.
          answers.push({ status: 0, retryAfter: null, errorCode: `no answer: ${response.message}`, at: Date.now() });
          return;
        }
        const body = (await response.json().catch(() => ({}))) as { errorCode?: string };
        answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), errorCode: body.errorCode, at: Date.now() });
        if (response.status === 200) {
          acknowledged.add(noteKey);
          break;
        }
        if (response.status !== 503) break;
        await sleep(250);
      }
      await sleep(20);
    }
  };
  const done = Promise.all(Array.from({ length: COUNTERS }, counter));
  return {
    answers,
    acknowledged,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${server.base}${url}`, { headers });

describe('the database restarts under payment load', () => {
  it('keeps the process up, answers 503 with Retry-After while the database is gone, and resumes by itself', async () => {
    const load = cashiers();
    const acknowledgedAfter = (count: number, what: string) => until(what, async () => load.acknowledged.size >= count, 60_000);
    try {
      await acknowledgedAfter(20, 'the first payments');

      // 1. Every connection of the database killed, three times over: the pool opens new ones.
      for (let round = 0; round < 3; round += 1) {
        await cluster.query('postgres', `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [DATABASE]);
        await sleep(300);
      }
      await acknowledgedAfter(load.acknowledged.size + 20, 'payments after the connections were killed');
      expect(server.alive()).toBe(true);

      // 2. The cluster stopped as a crash would stop it.
      cluster.stopImmediately();
      const outageStarted = Date.now();
      const notReady = await until(
        'readiness to turn 503',
        async () => {
          const response = await get('/api/health/ready');
          return response.status === 503 && response;
        },
        30_000,
      );
      expect(notReady.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await notReady.json()).errorCode).toBe('DATABASE_UNAVAILABLE');
      expect((await get('/api/health/live')).status).toBe(200);
      const screen = await get('/api/account/me', { ...server.headers(token), 'accept-language': 'fr' });
      expect(screen.status).toBe(503);
      expect(screen.headers.get('retry-after')).toMatch(/^\d+$/);
      const refusal = await screen.json();
      expect(refusal.errorCode).toBe('DATABASE_UNAVAILABLE');
      expect(refusal.responseMessage).toMatch(/base de données est injoignable/);
      const signIn = await fetch(`${server.base}/api/Authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'admin', password: 'wrong password' }),
      });
      expect(signIn.status).toBe(503);
      expect(signIn.headers.get('retry-after')).toMatch(/^\d+$/);
      await until(
        'cashiers to be told 503 during the outage',
        async () => load.answers.filter((a) => a.at > outageStarted && a.status === 503).length >= 8,
        30_000,
      );
      // The scheduler's tick met the outage: it pauses (and says so) instead of failing every tick.
      await until('the scheduler to pause', async () => server.output().includes('scheduler paused'), 30_000);
      expect(server.alive()).toBe(true);

      // 3. The cluster back (after crash recovery): everything resumes within seconds, no restart.
      const acknowledgedBefore = load.acknowledged.size;
      cluster.start();
      await clusterAnswers(cluster);
      const back = Date.now();
      await until('readiness to turn 200', async () => (await get('/api/health/ready')).status === 200, 30_000);
      expect(Date.now() - back).toBeLessThan(10_000);
      await acknowledgedAfter(acknowledgedBefore + 20, 'payments after the database came back');
      expect(Date.now() - back).toBeLessThan(30_000);

      // 4. The scheduler paused during the outage and runs jobs again: a job made due now runs.
      const forced = await cluster.query(DATABASE, `update jobs set next_run_at = now() where name = 'smsDelivery' returning project_key`);
      expect(forced.rowCount).toBeGreaterThan(0);
      const forcedAt = Date.now();
      await until(
        'the scheduler to run the job made due',
        async () => {
          const { rows } = await cluster.query(
            DATABASE,
            `select count(*)::int as waiting from jobs where name = 'smsDelivery' and (next_run_at <= to_timestamp($1 / 1000.0) or leased_by is not null)`,
            [forcedAt],
          );
          return rows[0].waiting === 0;
        },
        60_000,
      );
      expect(server.output()).toContain('scheduler resumed');
    } finally {
      await load.stop();
    }

    // Never a 500: every answer was a payment posted or a 503 telling the cashier when to retry.
    const unexpected = load.answers.filter((a) => a.status !== 200 && !(a.status === 503 && a.retryAfter && a.errorCode === 'DATABASE_UNAVAILABLE'));
    expect(unexpected).toEqual([]);
    expect(load.answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    expect(server.alive()).toBe(true);

    // Each acknowledged payment is in the ledger once, and nothing unacknowledged is.
    const { rows } = await cluster.query(DATABASE, `select note_key, count(*)::int as posted from payments where note_key like 'restart-%' group by note_key`);
    expect(rows.filter((row) => row.posted !== 1)).toEqual([]);
    expect(new Set(rows.map((row) => row.note_key as string))).toEqual(load.acknowledged);

    // And it still stops cleanly.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 420_000);
});

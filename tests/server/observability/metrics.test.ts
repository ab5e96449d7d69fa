import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, projects } from '../../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { createJobRunner } from '../../../src/server/jobs/runner';
import type { Job } from '../../../src/server/jobs/job';
import { readConfig } from '../../../src/server/config';
import { environmentProblems } from '../../../src/server/production-check';
import { newKey } from '../../../src/server/services/auth/tokens';
import { buildPayWorld, cashPayment, NOTE_USD, type PayWorld } from '../payments-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { usingPostgres } from '../support/test-database';
import { parseSamples, valueOf } from './prometheus-text';

/** /metrics: who may read it, and what it tells after real requests, payments and job runs. */
const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
/** An app configured like a default installation: no METRICS_TOKEN, no METRICS_PORT. */
let closed: TestApp;
let world: PayWorld;

beforeAll(async () => {
  [t, closed] = await Promise.all([createTestApp({ metrics: { token: TOKEN, port: 0 } }), createTestApp()]);
  world = await buildPayWorld(t, 'METR');
});
afterAll(async () => {
  await Promise.all([t.close(), closed.close()]);
});

const scrape = async (app = t) => {
  const response = await app.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode, response.body).toBe(200);
  return parseSamples(response.body);
};

describe('who may read /metrics', () => {
  it('nobody on an installation that configured neither a token nor an internal port: 404, like an unknown path', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await closed.request({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: true, errorCode: 'ROUTE_NOT_FOUND' });
      expect(response.body).not.toContain('mapato_');
    }
    expect(closed.app.internalMetricsPort()).toBeUndefined();
  });

  it('with METRICS_TOKEN: 401 without the bearer token or with another, in the caller’s language', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer metrics-token-for-tests-012345678' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`user:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await t.request({ method: 'GET', url: '/metrics', headers: { ...headers, 'accept-language': 'fr' } });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.json()).toMatchObject({ error: true, errorCode: 'UNAUTHORIZED' });
      expect(response.json().responseMessage).not.toBe('');
      expect(response.body).not.toContain('mapato_');
    }
  });

  it('with the token: the Prometheus text format', async () => {
    const response = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE mapato_http_requests_total counter');
    expect(response.body).toContain('# TYPE mapato_http_request_duration_seconds histogram');
    expect(response.body).toContain('# TYPE mapato_payments_posted_total counter');
    expect(response.body).toContain('# TYPE mapato_job_runs_total counter');
    expect(response.body).toContain('# TYPE mapato_outbox_pending_messages gauge');
    expect(response.body).toContain('process_resident_memory_bytes');
  });

  it('on METRICS_PORT: answered without a token, on 127.0.0.1 only', async () => {
    const port = t.app.internalMetricsPort();
    expect(port).toBeGreaterThan(0);
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await response.text()).toContain('mapato_http_requests_total');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
  });

  it('is configured from the environment, off by default, and never required by the production checks', () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://impots.example.cd' };
    const config = readConfig(production);
    expect(config.metrics).toEqual({ token: undefined, port: undefined });
    expect(environmentProblems(config)).toEqual([]);
    expect(readConfig({ ...production, METRICS_TOKEN: ` ${TOKEN} `, METRICS_PORT: '9464' }).metrics).toEqual({ token: TOKEN, port: 9464 });
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => readConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be a port number/);
    expect(() => readConfig({ METRICS_PORT: 'metrics' })).toThrow(/METRICS_PORT must be a port number/);
  });
});

describe('what /metrics tells', () => {
  it('requests by route pattern and status, with latency histograms; an unknown URL under one label', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/payment/payments', status: '200' };
    for (let i = 0; i < 3; i += 1) {
      const response = await world.api(world.sessions.cashier, 'GET', '/payment/payments?range=[0,9]');
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await t.request({ method: 'GET', url: '/api/payment/payments' });
    expect(refused.statusCode).toBe(401);
    const note = await world.payableNote();
    const payable = await world.api(world.sessions.cashier, 'GET', `/payment/payable/${note._key}`);
    expect(payable.statusCode).toBe(200);
    const unknown = await t.request({ method: 'GET', url: '/api/no-such-route/guess-1234567' });
    expect(unknown.statusCode).toBe(404);

    const after = await scrape();
    expect(valueOf(after, 'mapato_http_requests_total', labels) - valueOf(before, 'mapato_http_requests_total', labels)).toBe(3);
    expect(
      valueOf(after, 'mapato_http_requests_total', { ...labels, status: '401' }) - valueOf(before, 'mapato_http_requests_total', { ...labels, status: '401' }),
    ).toBe(1);
    // The pattern, not the note's key.
    expect(valueOf(after, 'mapato_http_requests_total', { method: 'GET', route: '/api/payment/payable/:noteKey', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(after.some((sample) => JSON.stringify(sample.labels).includes(note._key))).toBe(false);
    expect(valueOf(after, 'mapato_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(after.some((sample) => JSON.stringify(sample.labels).includes('guess-1234567'))).toBe(false);

    const counted = (name: string, extra: Record<string, string> = {}) =>
      valueOf(after, name, { ...labels, ...extra }) - valueOf(before, name, { ...labels, ...extra });
    expect(counted('mapato_http_request_duration_seconds_count')).toBe(3);
    expect(counted('mapato_http_request_duration_seconds_bucket', { le: '+Inf' })).toBe(3);
    expect(counted('mapato_http_request_duration_seconds_sum')).toBeGreaterThan(0);
    // Buckets are cumulative: a request counted under 50 ms is counted under every larger bound.
    expect(counted('mapato_http_request_duration_seconds_bucket', { le: '120' })).toBe(3);
    expect(valueOf(after, 'mapato_http_request_duration_seconds_bucket', { ...labels, le: '0.05' })).toBeLessThanOrEqual(
      valueOf(after, 'mapato_http_request_duration_seconds_bucket', { ...labels, le: '0.5' }),
    );
  });

  it('payments posted: one more per committed payment, none for a refusal or for a replayed Idempotency-Key', async () => {
    const posted = async () => valueOf(await scrape(), 'mapato_payments_posted_total', { kind: 'payment' });
    const start = await posted();
    const note = await world.payableNote();
    const key = `metrics-${newKey()}`;
    const first = await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key), { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    expect(await posted()).toBe(start + 1);

    const replay = await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key), { 'idempotency-key': key });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().data.receiptNumber).toBe(first.json().data.receiptNumber);
    const again = await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key));
    expect(again.statusCode).toBe(409);
    expect(await posted()).toBe(start + 1);

    const [second, third] = [await world.payableNote(), await world.payableNote()];
    const { noteKey: _one, ...payment } = cashPayment(second._key, { paidAmount: 2 * NOTE_USD });
    const multiple = await world.api(world.sessions.cashier, 'POST', '/payment/multiplePayments', { ...payment, noteKeys: [second._key, third._key] });
    expect(multiple.statusCode, multiple.body).toBe(200);
    expect(multiple.json().data.payments).toHaveLength(2);
    expect(await posted()).toBe(start + 3);
  });

  it('job runs and their durations, by job name and outcome', async () => {
    const runs = (samples: Awaited<ReturnType<typeof scrape>>, outcome: string) => valueOf(samples, 'mapato_job_runs_total', { job: 'metricsProbe', outcome });
    let clock = new Date('2026-04-01T08:00:30Z');
    let fail = false;
    const job: Job = {
      name: 'metricsProbe',
      schedule: '* * * * *',
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (fail) throw new Error('probe failed');
        return { counts: { probed: 1 } };
      },
    };
    // Every project runs its jobs (a project with its scheduler off would count its runs as skipped).
    await t.database.db.update(projects).set({ scheduler: true });
    const runner = createJobRunner({ db: t.database.db, jobs: [job], now: () => clock });
    expect(await runner.runDueJobs()).toBe(0);
    clock = new Date('2026-04-01T08:01:00Z');
    // One run per tax project (the demo's and this test's).
    const perMinute = await runner.runDueJobs();
    expect(perMinute).toBeGreaterThanOrEqual(2);
    fail = true;
    clock = new Date('2026-04-01T08:02:00Z');
    expect(await runner.runDueJobs()).toBe(perMinute);

    const samples = await scrape();
    expect(runs(samples, 'succeeded')).toBe(perMinute);
    expect(runs(samples, 'failed')).toBe(perMinute);
    const count = valueOf(samples, 'mapato_job_run_duration_seconds_count', { job: 'metricsProbe', outcome: 'succeeded' });
    const sum = valueOf(samples, 'mapato_job_run_duration_seconds_sum', { job: 'metricsProbe', outcome: 'succeeded' });
    expect(count).toBe(perMinute);
    // Real time (the job waited 20 ms), not the test's clock, which did not move during the run.
    expect(sum).toBeGreaterThanOrEqual(0.015 * perMinute);
    expect(sum).toBeLessThan(30);
  });

  it('the SMS outbox depth, read when scraped', async () => {
    const depth = async () => valueOf(await scrape(), 'mapato_outbox_pending_messages', { channel: 'sms' });
    const pendingInDatabase = async () => t.database.db.$count(notificationOutbox, eq(notificationOutbox.status, 'pending'));
    const start = await depth();
    const keys = Array.from({ length: 4 }, () => newKey());
    await t.database.db.insert(notificationOutbox).values(
      keys.map((key) => ({
        key,
        channel: 'sms',
        recipient: '+243810000000',
        template: 'test',
        body: 'Metrics probe',
        projectKey: TAX_PROJECT_KEY,
        createdAt: new Date(Date.now() - 90_000),
      })),
    );
    const samples = await scrape();
    expect(valueOf(samples, 'mapato_outbox_pending_messages', { channel: 'sms' })).toBe(start + 4);
    expect(valueOf(samples, 'mapato_outbox_oldest_pending_seconds', { channel: 'sms' })).toBeGreaterThanOrEqual(89);
    const allChannels = samples.filter((sample) => sample.name === 'mapato_outbox_pending_messages').reduce((sum, sample) => sum + sample.value, 0);
    expect(allChannels).toBe(await pendingInDatabase());

    await t.database.db.update(notificationOutbox).set({ status: 'sent', sentAt: new Date() }).where(inArray(notificationOutbox.key, keys));
    expect(await depth()).toBe(start);
  });

  it('the database pool: connections in use, idle and open, and queries waiting (PostgreSQL; PGlite has no pool)', async () => {
    const samples = await scrape();
    if (!usingPostgres()) {
      expect(samples.some((sample) => sample.name.startsWith('mapato_db_pool'))).toBe(false);
      return;
    }
    const total = valueOf(samples, 'mapato_db_pool_connections', { state: 'total' });
    expect(total).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'mapato_db_pool_connections', { state: 'idle' }) + valueOf(samples, 'mapato_db_pool_connections', { state: 'in_use' })).toBe(total);
    expect(valueOf(samples, 'mapato_db_pool_waiting')).toBe(0);
    expect(samples.some((sample) => sample.name === 'mapato_db_pool_waiting')).toBe(true);

    // More slow queries than the pool holds (DB_POOL_SIZE, 10 by default): the rest wait, and the scrape says so.
    // Promise.all starts them at once (a drizzle query runs when it is awaited).
    const slow = Promise.all(Array.from({ length: Number(process.env.DB_POOL_SIZE ?? 10) + 2 }, () => t.database.db.execute(sql`select pg_sleep(0.6)`)));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const busy = await scrape();
    expect(valueOf(busy, 'mapato_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(busy, 'mapato_db_pool_waiting')).toBeGreaterThanOrEqual(1);
    await slow;
  });
});

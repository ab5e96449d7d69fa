import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { openDb, type Database } from '../../src/server/db/open-db';
import { jobRuns, notificationOutbox, projects } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { createJobRunner } from '../../src/server/jobs/runner';
import { smsDeliveryJob } from '../../src/server/jobs/sms-delivery';
import { MAX_SMS_ATTEMPTS, deliverDueSms } from '../../src/server/services/notifications/deliver-notifications';
import { gatewayFromEnv, httpGateway, logGateway, type SmsGateway } from '../../src/server/services/notifications/sms-gateway';
import { databaseUrlFor, openTestDatabase, usingPostgres } from './support/test-database';

/** Delivery of queued SMS: the gateway drivers, retries with backoff, the scheduler switch, racing runners. */
let database: Database;
let db: Database['db'];
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database?.close();
});

let counter = 0;
/** Queues SMS for a project of the test's own (the outbox names it), so tests do not see each other's messages. */
async function queue(projectKey: string, count = 1) {
  const keys: string[] = [];
  for (let i = 0; i < count; i += 1) {
    counter += 1;
    const key = `sms-${counter}`;
    await db.insert(notificationOutbox).values({
      key,
      channel: 'sms',
      recipient: `+24381200${String(counter).padStart(4, '0')}`,
      template: 'taxNoteIssued',
      body: `Message ${counter}`,
      projectKey,
    });
    keys.push(key);
  }
  return keys;
}
const rowOf = async (key: string) => (await db.select().from(notificationOutbox).where(eq(notificationOutbox.key, key)))[0];

type Received = { headers: IncomingMessage['headers']; body: unknown };
/** A fake provider on 127.0.0.1 answering every request with `status`. */
async function fakeGateway(answer: (response: ServerResponse) => void) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
  return { url, received, close: () => new Promise((resolve) => server.closeAllConnections() ?? server.close(resolve)) };
}

describe('the HTTP driver', () => {
  it('posts { to, from, body } with the Bearer token and marks the message sent', async () => {
    const provider = await fakeGateway((response) => response.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"prov-1"}'));
    try {
      const gateway = gatewayFromEnv({ SMS_GATEWAY: 'http', SMS_HTTP_URL: provider.url, SMS_HTTP_TOKEN: 'test-token', SMS_HTTP_FROM: 'MAPATO' });
      const [key] = await queue('sms-http');
      const result = await deliverDueSms(db, 'sms-http', gateway, () => new Date('2026-05-01T10:00:00Z'));
      expect(result.counts).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(provider.received).toHaveLength(1);
      expect(provider.received[0].headers.authorization).toBe('Bearer test-token');
      expect(provider.received[0].headers['content-type']).toBe('application/json');
      expect(provider.received[0].body).toEqual({ to: (await rowOf(key)).recipient, from: 'MAPATO', body: (await rowOf(key)).body });
      expect(await rowOf(key)).toMatchObject({ status: 'sent', attempts: 1, sentAt: new Date('2026-05-01T10:00:00Z'), lastError: '' });
    } finally {
      await provider.close();
    }
  });

  it('a gateway that does not answer in time is a failure with the reason kept', async () => {
    const provider = await fakeGateway(() => undefined);
    try {
      await expect(httpGateway({ url: provider.url, timeoutMs: 200 }).send({ to: '+243812000000', body: 'x' })).rejects.toThrow('did not answer within 0.2 s');
    } finally {
      await provider.close();
    }
  });

  it('refuses an unknown driver or http without a URL', () => {
    expect(() => gatewayFromEnv({ SMS_GATEWAY: 'carrier-pigeon' })).toThrow('SMS_GATEWAY must be');
    expect(() => gatewayFromEnv({ SMS_GATEWAY: 'http' })).toThrow('SMS_HTTP_URL');
    expect(gatewayFromEnv({}).name).toBe('log');
  });
});

describe('retries', () => {
  it('a failing gateway (500): retried after 1, 2, 4… minutes, never earlier, then failed after the last attempt', async () => {
    const provider = await fakeGateway((response) => response.writeHead(500).end('down'));
    try {
      const gateway = httpGateway({ url: provider.url });
      const [key] = await queue('sms-retry');
      let now = new Date('2026-05-01T10:00:00Z');
      const waits: number[] = [];
      for (let attempt = 1; attempt <= MAX_SMS_ATTEMPTS; attempt += 1) {
        const result = await deliverDueSms(db, 'sms-retry', gateway, () => now);
        const row = await rowOf(key);
        expect(row.attempts).toBe(attempt);
        expect(row.lastError).toBe('SMS gateway answered 500: down');
        if (attempt === MAX_SMS_ATTEMPTS) {
          expect(result.counts).toEqual({ sent: 0, retried: 0, failed: 1 });
          expect(row).toMatchObject({ status: 'failed', nextAttemptAt: null });
          break;
        }
        expect(result.counts).toEqual({ sent: 0, retried: 1, failed: 0 });
        expect(row.status).toBe('pending');
        waits.push((row.nextAttemptAt!.getTime() - now.getTime()) / 60_000);
        // One second before its time the message is left alone.
        const early = await deliverDueSms(db, 'sms-retry', gateway, () => new Date(row.nextAttemptAt!.getTime() - 1000));
        expect(early.counts).toEqual({ sent: 0, retried: 0, failed: 0 });
        now = row.nextAttemptAt!;
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);
      expect(provider.received).toHaveLength(MAX_SMS_ATTEMPTS);
      // Given up: no further attempt, however late.
      await deliverDueSms(db, 'sms-retry', gateway, () => new Date('2027-01-01T00:00:00Z'));
      expect(provider.received).toHaveLength(MAX_SMS_ATTEMPTS);
    } finally {
      await provider.close();
    }
  });
});

describe('the smsDelivery job', () => {
  it('runs only when the project scheduler is on, and logs the run that sent something with its counts', async () => {
    const [key] = await queue(TAX_PROJECT_KEY);
    const sent: string[] = [];
    let now = new Date('2030-01-01T08:00:30Z');
    const runner = createJobRunner({ db, jobs: [smsDeliveryJob(logGateway((line) => sent.push(line)))], now: () => now, runnerId: 'sms-test' });
    await db.update(projects).set({ scheduler: false }).where(eq(projects.key, TAX_PROJECT_KEY));
    // The first tick registers the job, due at the next whole minute; the second finds the scheduler off.
    await runner.runDueJobs();
    now = new Date('2030-01-01T08:01:30Z');
    await runner.runDueJobs();
    expect((await rowOf(key)).status).toBe('pending');

    await db.update(projects).set({ scheduler: true }).where(eq(projects.key, TAX_PROJECT_KEY));
    now = new Date('2030-01-01T08:02:30Z');
    await runner.runDueJobs();
    expect((await rowOf(key)).status).toBe('sent');
    expect(sent.some((line) => line.includes('"msg":"sms"') && line.includes(`Message ${counter}`))).toBe(true);
    const logged = await db
      .select({ outcome: jobRuns.outcome, counts: jobRuns.counts })
      .from(jobRuns)
      .where(and(eq(jobRuns.jobName, 'smsDelivery'), eq(jobRuns.projectKey, TAX_PROJECT_KEY)))
      .orderBy(jobRuns.startedAt);
    // A minute job logs only the runs that did something: the skipped minute leaves no row.
    expect(logged.map((run) => run.outcome)).toEqual(['succeeded']);
    expect(logged[0].counts).toMatchObject({ sent: 1, failed: 0 });
  });
});

describe('messages about an account', () => {
  it('a notice that belongs to no project (failed sign-ins, a password reset) is sent by the project runs', async () => {
    const sent: string[] = [];
    const gateway: SmsGateway = {
      name: 'recording',
      send: async ({ to }) => {
        sent.push(to);
        return {};
      },
    };
    await db
      .insert(notificationOutbox)
      .values({ key: 'sms-account-1', channel: 'sms', recipient: '+243812009999', template: 'accountFailures', body: 'Failed sign-ins' });
    const result = await smsDeliveryJob(gateway).run({ db, projectKey: 'sms-account-project', now: () => new Date() });
    expect(result.counts).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sent).toEqual(['+243812009999']);
    expect(await rowOf('sms-account-1')).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('two runners at once', () => {
  it('three runs at once, over more than two batches: each message sent once (two pools on PostgreSQL, one shared connection on PGlite)', async () => {
    let second = database;
    if (usingPostgres()) {
      const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      second = await openDb({ databaseUrl: databaseUrlFor(rows[0].name) });
    }
    try {
      const keys = await queue('sms-race', 120);
      const deliveries: string[] = [];
      // Slow enough for the other runner to look for due messages while this one sends.
      const slow: SmsGateway = {
        name: 'slow',
        send: async ({ to }) => {
          deliveries.push(to);
          await new Promise((resolve) => setTimeout(resolve, 2));
          return {};
        },
      };
      const now = () => new Date('2026-05-01T10:00:00Z');
      const results = await Promise.all([
        deliverDueSms(db, 'sms-race', slow, now),
        deliverDueSms(second.db, 'sms-race', slow, now),
        deliverDueSms(db, 'sms-race', slow, now),
      ]);
      expect(results.reduce((total, result) => total + result.counts.sent, 0)).toBe(120);
      expect(deliveries).toHaveLength(120);
      expect(new Set(deliveries).size).toBe(120);
      for (const key of keys) expect(await rowOf(key)).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      if (second !== database) await second.close();
    }
  });
});

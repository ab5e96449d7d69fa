import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-db';
import { births, jobRuns, projects } from '../../src/server/db/schema';
import { createJobRunner } from '../../src/server/jobs/runner';
import { registryTransmissionJob } from '../../src/server/jobs/registry-transmission';
import { registryFromEnv, type RegistryBatch } from '../../src/server/services/births/registry-driver';
import { exportRegistryDriver } from '../../src/server/services/births/registry-export';
import { httpRegistryDriver } from '../../src/server/services/births/registry-http';
import { RETRY_AFTER_MS, transmitApprovedBirths } from '../../src/server/services/births/transmit-births';
import { openTestDatabase } from './support/test-database';

/**
 * Approved births reach the civil registry: a batch file (the default driver) or an HTTP POST.
 * Each test works in a health project of its own, so the demo's births are not in its counts.
 */
let database: Database;
let db: Database['db'];
let directory: string;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  directory = await mkdtemp(join(tmpdir(), 'registry-'));
});
afterAll(async () => {
  await database?.close();
  await rm(directory, { recursive: true, force: true });
});

const T0 = new Date('2026-05-04T08:00:00Z');
let projectCount = 0;
/** A health project with `approved` approved births and one waiting (never sent) and one rejected. */
async function projectWith(approved: number) {
  projectCount += 1;
  const projectKey = `proj-registry-${projectCount}`;
  await db
    .insert(projects)
    .values({ key: projectKey, projectName: `Registry ${projectCount}`, projectType: '2', provinceKey: 'prov-haut-katanga', scheduler: true });
  const base = {
    projectKey,
    hospitalKey: 'est-sendwe',
    hospitalName: 'Hôpital Jason Sendwe',
    childLastName: 'Registre',
    gender: 'Male',
    dateOfBirth: '2026-05-01',
    heightMm: 500,
    weightGrams: 3300,
    motherFirstName: 'Chantal',
    motherLastName: 'Banza',
    motherAge: 30,
    motherPhoneCountryCode: '243',
    motherPhone: '997123456',
    zone: 'Lubumbashi',
    motherHealth: 'good',
    caseType: 'normal',
    deliveryType: 'vaginal',
    createdBy: 'user-registrar',
    createdAt: new Date(T0.getTime() - 86_400_000),
  };
  const keys = Array.from({ length: approved }, (_, i) => `${projectKey}-b${i + 1}`);
  await db.insert(births).values([
    ...keys.map((key, i) => ({
      ...base,
      key,
      childFirstName: `Enfant${i + 1}`,
      approvedAt: new Date(T0.getTime() - 3_600_000 + i),
      approvedBy: 'user-supervisor',
    })),
    { ...base, key: `${projectKey}-waiting`, childFirstName: 'Attente' },
    { ...base, key: `${projectKey}-rejected`, childFirstName: 'Rejet', syncState: 'rejected', rejectionReason: 'Illisible' },
  ]);
  return { projectKey, keys };
}

const rowsOf = (keys: string[]) => db.select().from(births).where(inArray(births.key, keys)).orderBy(births.key);
const clock = (at: Date) => () => at;

describe('the export driver', () => {
  it('writes the approved births as one JSON-lines batch file and marks them synced', async () => {
    const { projectKey, keys } = await projectWith(3);
    const result = await transmitApprovedBirths(db, projectKey, exportRegistryDriver(directory), clock(T0));
    expect(result).toEqual({ counts: { transmitted: 3, failed: 0 } });
    const files = (await readdir(directory)).filter((name) => name.startsWith('births-20260504T080000000Z-'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.jsonl$/);
    const lines = (await readFile(join(directory, files[0]), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.reference)).toEqual(keys);
    expect(lines[0]).toMatchObject({
      hospital: { key: 'est-sendwe', name: 'Hôpital Jason Sendwe' },
      child: { firstName: 'Enfant1', lastName: 'Registre', dateOfBirth: '2026-05-01', heightMm: 500, weightGrams: 3300 },
      mother: { firstName: 'Chantal', age: 30, mobile: '+243997123456' },
      father: null,
    });
    const stored = await rowsOf(keys);
    expect(stored.every((row) => row.syncState === 'synced' && row.transmittedAt?.getTime() === T0.getTime() && row.transmissionAttempts === 1)).toBe(true);
    expect(new Set(stored.map((row) => row.transmissionBatch)).size).toBe(1);
    expect(files[0]).toContain(stored[0].transmissionBatch!);
    const untouched = await rowsOf([`${projectKey}-waiting`, `${projectKey}-rejected`]);
    expect(untouched.map((row) => [row.syncState, row.transmissionAttempts])).toEqual([
      ['rejected', 0],
      ['waitingForApproval', 0],
    ]);
    expect(await transmitApprovedBirths(db, projectKey, exportRegistryDriver(directory), clock(new Date(T0.getTime() + 3_600_000)))).toEqual({
      counts: { transmitted: 0, failed: 0 },
    });
  });
});

describe('the http driver', () => {
  let server: Server;
  let url: string;
  const received: { headers: IncomingMessage['headers']; body: RegistryBatch & { createdAt: string } }[] = [];
  let answer: (response: ServerResponse) => void = (response) => response.writeHead(200).end('{"accepted":true}');
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: JSON.parse(body) });
        answer(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/births`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps refused births waiting with the error and attempts, then sends them at a later run', async () => {
    const { projectKey, keys } = await projectWith(2);
    const driver = httpRegistryDriver({ url, timeoutMs: 2000, token: 'secret-token' });
    answer = (response) => response.writeHead(503).end('service en maintenance');
    const failed = await transmitApprovedBirths(db, projectKey, driver, clock(T0));
    expect(failed).toEqual({ counts: { transmitted: 0, failed: 2 }, error: 'the civil registry refused the batch (503: service en maintenance)' });
    expect(received.at(-1)!.headers).toMatchObject({ authorization: 'Bearer secret-token', 'content-type': 'application/json' });
    expect(received.at(-1)!.body.births.map((birth) => birth.reference)).toEqual(keys);
    let stored = await rowsOf(keys);
    // A code the screens translate and its detail, never a sentence in one language.
    const failure = (row: (typeof stored)[number]) => [
      row.syncState,
      row.transmissionAttempts,
      row.lastTransmissionErrorCode,
      row.lastTransmissionError,
      row.transmittedAt,
    ];
    expect(stored.map(failure)).toEqual([
      ['waitingForApproval', 1, 'registryRefused', '503: service en maintenance', null],
      ['waitingForApproval', 1, 'registryRefused', '503: service en maintenance', null],
    ]);

    // Not again within the retry delay; sent at the next run after it.
    const sent = received.length;
    expect((await transmitApprovedBirths(db, projectKey, driver, clock(new Date(T0.getTime() + 1000)))).counts).toEqual({ transmitted: 0, failed: 0 });
    expect(received).toHaveLength(sent);
    answer = (response) => response.writeHead(200).end('{"accepted":true}');
    const later = new Date(T0.getTime() + RETRY_AFTER_MS + 1000);
    expect(await transmitApprovedBirths(db, projectKey, driver, clock(later))).toEqual({ counts: { transmitted: 2, failed: 0 } });
    stored = await rowsOf(keys);
    expect(
      stored.map((row) => [
        row.syncState,
        row.transmissionAttempts,
        row.lastTransmissionErrorCode,
        row.lastTransmissionError,
        row.transmittedAt?.toISOString(),
      ]),
    ).toEqual([
      ['synced', 2, null, null, later.toISOString()],
      ['synced', 2, null, null, later.toISOString()],
    ]);
    expect(received.at(-1)!.headers['idempotency-key']).toBe(stored[0].transmissionBatch);
  });

  it('reports a registry that does not answer in time, or cannot be reached', async () => {
    const { projectKey, keys } = await projectWith(1);
    answer = () => undefined;
    const slow = await transmitApprovedBirths(db, projectKey, httpRegistryDriver({ url, timeoutMs: 200 }), clock(T0));
    expect(slow.error).toBe('the civil registry did not answer within 200 ms');
    expect((await rowsOf(keys))[0]).toMatchObject({ lastTransmissionErrorCode: 'registryTimeout', lastTransmissionError: '200 ms' });
    const closed = await transmitApprovedBirths(
      db,
      projectKey,
      httpRegistryDriver({ url: 'http://127.0.0.1:9/births', timeoutMs: 2000 }),
      clock(new Date(T0.getTime() + RETRY_AFTER_MS)),
    );
    expect(closed.error).toMatch(/^the civil registry could not be reached \(.+\)$/);
    const [row] = await rowsOf(keys);
    expect(row).toMatchObject({ syncState: 'waitingForApproval', transmissionAttempts: 2, lastTransmissionErrorCode: 'registryUnreachable' });
  });
});

describe('the scheduler job', () => {
  it("runs for health projects only and logs what it transmitted in the project's scheduler logs", async () => {
    const { projectKey, keys } = await projectWith(2);
    let now = new Date(T0.getTime() + 10 * 60_000);
    const runner = createJobRunner({ db, jobs: [registryTransmissionJob(exportRegistryDriver(directory))], now: () => now });
    // The first tick registers the job for each health project, due at its next five-minute mark.
    expect(await runner.runDueJobs()).toBe(0);
    now = new Date(now.getTime() + 5 * 60_000);
    expect(await runner.runDueJobs()).toBeGreaterThan(0);
    const [run] = await db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.projectKey, projectKey), eq(jobRuns.jobName, 'registryTransmission')));
    expect(run).toMatchObject({ outcome: 'succeeded', counts: { transmitted: 2, failed: 0 } });
    expect((await rowsOf(keys)).every((row) => row.syncState === 'synced')).toBe(true);
    const taxRuns = await db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.projectKey, 'proj-hk-tax'), eq(jobRuns.jobName, 'registryTransmission')));
    expect(taxRuns).toEqual([]);
  });

  it('chooses its driver from the environment', () => {
    expect(registryFromEnv({}).name).toBe('export');
    expect(registryFromEnv({ REGISTRY_DRIVER: 'http', REGISTRY_URL: 'http://registry.example/births' }).name).toBe('http');
    expect(() => registryFromEnv({ REGISTRY_DRIVER: 'http' })).toThrow('REGISTRY_DRIVER=http needs REGISTRY_URL');
    expect(() => registryFromEnv({ REGISTRY_DRIVER: 'ftp' })).toThrow('REGISTRY_DRIVER must be "export" or "http", not "ftp"');
  });
});

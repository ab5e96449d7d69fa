import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, jobs } from '../../src/server/db/schema';
import { HEALTH_PROJECT_KEY, TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/**
 * "Send to the registry now": the health supervisor runs the registry transmission at once, as a
 * logged scheduler run; the registrar may not. The default driver writes a batch file under
 * DATA_DIR, here a directory of the test's own.
 */
let t: TestApp;
let registrar: SessionUser;
let supervisor: SessionUser;
let admin: SessionUser;
let dataDir: string;
const previousDataDir = process.env.DATA_DIR;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'send-now-'));
  process.env.DATA_DIR = dataDir;
  t = await createTestApp();
  registrar = await t.login('registrar');
  supervisor = await t.login('supervisor');
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
});

const call = (session: SessionUser, method: 'GET' | 'POST', url: string, projectKey = HEALTH_PROJECT_KEY) =>
  t.request({
    method,
    url,
    headers: { authorization: `Bearer ${session.token}`, 'project-key': projectKey, 'accept-language': 'fr' },
    payload: method === 'POST' ? {} : undefined,
  });

async function approvedBirth() {
  const declared = await t.request({
    method: 'POST',
    url: '/api/project/births',
    headers: { authorization: `Bearer ${registrar.token}`, 'project-key': HEALTH_PROJECT_KEY, 'idempotency-key': 'send-now-test-0001' },
    payload: {
      hospitalKey: 'est-hgr-kamalondo',
      childFirstName: 'Envoi',
      childLastName: 'Immediat',
      gender: 'Male',
      dateOfBirth: '2025-02-03',
      heightMm: 502,
      weightGrams: 3400,
      motherFirstName: 'Annie',
      motherLastName: 'Maintenant',
      motherAge: 27,
      zone: 'Kamalondo',
      motherHealth: 'good',
      caseType: 'normal',
      deliveryType: 'vaginal',
      congenitalAnomalies: false,
      multiplePregnancy: false,
    },
  });
  expect(declared.statusCode, declared.body).toBe(200);
  const key = declared.json().data._key as string;
  const approved = await call(supervisor, 'POST', `/api/project/births/${key}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  expect(approved.json().data).toMatchObject({ syncState: 'waitingForApproval', approved: true });
  return key;
}

describe('sending approved births to the registry now', () => {
  it('is refused to the registrar, who has no Health Approver right', async () => {
    const response = await call(registrar, 'POST', '/api/project/births/send-to-registry');
    expect(response.statusCode).toBe(403);
  });

  it('makes an approved birth synced and logs the run like a scheduled one, keeping the next run time', async () => {
    const key = await approvedBirth();
    const response = await call(supervisor, 'POST', '/api/project/births/send-to-registry');
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json().data;
    expect(run.outcome).toBe('succeeded');
    expect(run.counts.transmitted).toBeGreaterThanOrEqual(1);
    expect(run.counts.failed).toBe(0);

    const birth = (await call(supervisor, 'GET', `/api/project/births/${key}`)).json().data;
    expect(birth.syncState).toBe('synced');
    expect(birth.transmissionBatch).toBeTruthy();
    const files = await readdir(join(dataDir, 'registry-batches'));
    expect(files.some((file) => file.endsWith(`${birth.transmissionBatch}.jsonl`))).toBe(true);

    const db = t.database.db;
    const runs = await db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.jobName, 'registryTransmission'), eq(jobRuns.projectKey, HEALTH_PROJECT_KEY)));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ outcome: 'succeeded', counts: run.counts });
    const [row] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'registryTransmission'), eq(jobs.projectKey, HEALTH_PROJECT_KEY)));
    expect(row.leasedBy).toBeNull();
    expect(row.nextRunAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('logs a second press that finds nothing to send, so the supervisor sees the answer', async () => {
    const response = await call(supervisor, 'POST', '/api/project/births/send-to-registry');
    expect(response.json().data).toMatchObject({ outcome: 'succeeded', counts: { transmitted: 0, failed: 0 } });
  });

  it('answers 409 in the caller language while a run holds the lease', async () => {
    const db = t.database.db;
    await db
      .update(jobs)
      .set({ leasedBy: 'another-runner', leasedUntil: new Date(Date.now() + 60_000) })
      .where(and(eq(jobs.name, 'registryTransmission'), eq(jobs.projectKey, HEALTH_PROJECT_KEY)));
    const response = await call(supervisor, 'POST', '/api/project/births/send-to-registry');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'REGISTRY_RUN_BUSY' });
    expect(response.json().responseMessage).toContain('déjà en cours');
    await db
      .update(jobs)
      .set({ leasedBy: null, leasedUntil: null })
      .where(and(eq(jobs.name, 'registryTransmission'), eq(jobs.projectKey, HEALTH_PROJECT_KEY)));
  });

  it('answers 404 in a tax project, which the registry job does not serve', async () => {
    const response = await call(admin, 'POST', '/api/project/births/send-to-registry', TAX_PROJECT_KEY);
    expect(response.statusCode).toBe(404);
  });
});

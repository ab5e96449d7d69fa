import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { taxNoteEvents, taxNotes } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { createJobRunner } from '../../src/server/jobs/runner';
import { AUTO_APPROVAL_JOB } from '../../src/server/jobs/auto-approval';

/**
 * The auto-approval job with a clock the test moves. The demo steps let the scheduler approve a
 * vehicle note after 48 hours; a property note waits for a person. The clock is set years before
 * the seeded notes, so only the notes written here are old enough.
 */
let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

let sequence = 9_000_000;
async function waitingNote(key: string, taxType: 'vehicle' | 'property', createdAt: string, extra: Partial<typeof taxNotes.$inferInsert> = {}) {
  sequence += 1;
  await t.database.db.insert(taxNotes).values({
    key,
    projectKey: TAX_PROJECT_KEY,
    reference: `TST-2020-${sequence}`,
    referenceYear: 2020,
    referenceSequence: sequence,
    taxType,
    taxpayerKind: 'citizen',
    taxpayerKey: 'citizen-test',
    taxpayerName: 'Test Taxpayer',
    declarantName: 'Test Taxpayer',
    responsibleName: 'Test Taxpayer',
    phoneCountryCode: '243',
    phoneNumber: '812000999',
    period: 'yearly',
    periodStart: '2020-01-01',
    currency: 'USD',
    amount: 5000,
    computedAmount: 5000,
    declaredAmount: 5000,
    counterCurrency: 'CDF',
    counterAmount: 14_000_000,
    conversionRate: '2800.000000',
    lifecycle: 'waitingForApproval',
    awaitingActor: 'approver',
    createdAt: new Date(createdAt),
    createdBy: 'user-taxateur',
    ...extra,
  });
}

async function countsLogged() {
  const filter = encodeURIComponent(JSON.stringify({ jobName: 'autoApproval' }));
  const response = await t.request({
    method: 'GET',
    url: `/api/project/projects/${TAX_PROJECT_KEY}/scheduler-logs?filter=${filter}&sort=["startedAt","ASC"]`,
    headers: t.headersFor(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((row: { outcome: string; counts: object }) => [row.outcome, row.counts]);
}

const lifecycles = async (keys: string[]) =>
  Object.fromEntries(
    (await t.database.db.select({ key: taxNotes.key, lifecycle: taxNotes.lifecycle }).from(taxNotes).where(inArray(taxNotes.key, keys))).map((n) => [
      n.key,
      n.lifecycle,
    ]),
  );

describe('auto-approval', () => {
  it('approves, as the system, a note waiting longer than its tax type allows, and not a minute before', async () => {
    await waitingNote('note-vehicle-old', 'vehicle', '2020-01-01T08:00:00Z');
    await waitingNote('note-vehicle-young', 'vehicle', '2020-01-01T09:00:00Z');
    await waitingNote('note-property-old', 'property', '2019-12-01T08:00:00Z');
    let current = new Date('2020-01-03T07:40:00Z');
    const runner = createJobRunner({ db: t.database.db, jobs: [AUTO_APPROVAL_JOB], now: () => current });
    await runner.runDueJobs();

    current = new Date('2020-01-03T07:45:00Z'); // 47 h 45 min after the older vehicle note
    expect(await runner.runDueJobs()).toBe(1);
    current = new Date('2020-01-03T08:00:00Z'); // 48 h exactly
    expect(await runner.runDueJobs()).toBe(1);

    expect(await countsLogged()).toEqual([
      ['succeeded', { approved: 0, failed: 0 }],
      ['succeeded', { approved: 1, failed: 0 }],
    ]);
    const keys = ['note-vehicle-old', 'note-vehicle-young', 'note-property-old'];
    expect(await lifecycles(keys)).toEqual({
      'note-vehicle-old': 'approved',
      'note-vehicle-young': 'waitingForApproval',
      'note-property-old': 'waitingForApproval',
    });
    const [approved] = await t.database.db.select().from(taxNotes).where(eq(taxNotes.key, 'note-vehicle-old'));
    expect(approved).toMatchObject({ approvedBy: null, awaitingActor: 'receveur', version: 2 });
    expect(approved.approvedAt?.toISOString()).toBe('2020-01-03T08:00:00.000Z');
    const events = await t.database.db.select().from(taxNoteEvents).where(eq(taxNoteEvents.noteKey, 'note-vehicle-old')).orderBy(asc(taxNoteEvents.id));
    expect(events.map((e) => [e.kind, e.userKey])).toEqual([['autoApproved', null]]);

    // An hour later the younger one's time has come too; the property note still waits for a person.
    current = new Date('2020-01-03T09:00:00Z');
    await runner.runDueJobs();
    expect(await lifecycles(keys)).toEqual({ 'note-vehicle-old': 'approved', 'note-vehicle-young': 'approved', 'note-property-old': 'waitingForApproval' });
    expect((await countsLogged()).at(-1)).toEqual(['succeeded', { approved: 1, failed: 0 }]);
  });

  it('never approves a note whose new amount still awaits a decision: the approver decides both together (tax-staff D12c)', async () => {
    const pendingAmendment = { amount: 4000, reason: 'Wrong band', requestedBy: 'user-taxateur', requestedAt: '2020-02-01T08:00:00.000Z' };
    await waitingNote('note-vehicle-amending', 'vehicle', '2020-02-01T08:00:00Z', { pendingAmendment });
    await waitingNote('note-vehicle-plain', 'vehicle', '2020-02-01T08:00:00Z');
    const current = new Date('2020-02-05T08:00:00Z');
    const runner = createJobRunner({ db: t.database.db, jobs: [AUTO_APPROVAL_JOB], now: () => current });
    await runner.runDueJobs();
    expect(await lifecycles(['note-vehicle-amending', 'note-vehicle-plain'])).toEqual({
      'note-vehicle-amending': 'waitingForApproval',
      'note-vehicle-plain': 'approved',
    });
    expect((await countsLogged()).at(-1)).toEqual(['succeeded', { approved: 1, failed: 0 }]);
  });
});

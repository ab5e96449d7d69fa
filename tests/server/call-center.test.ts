import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-rules';
import { formatDay } from '../../src/domain/format';
import { callLogs, noteLeases, notificationOutbox, projects, taxNotes } from '../../src/server/db/schema';
import { escalateBrokenPromises } from '../../src/server/jobs/broken-promises';
import { buildPayWorld, today, type PayWorld } from './payments-fixture';
import type { SessionUser, TestApp } from './support/test-app';
import { createTestApp } from './support/test-app';

let t: TestApp;
let world: PayWorld;
let agent: SessionUser;
/** The second agent: the administrator, who may work in the call centre too. */
let other: SessionUser;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'CALL');
  const members = await world.api(world.sessions.admin, 'POST', `/project/projects/${world.projectKey}/members`, { userKeys: ['user-callcenter'] });
  expect(members.statusCode, members.body).toBe(200);
  agent = await t.login('callcenter');
  other = world.sessions.admin;
});
afterAll(async () => {
  await t.close();
});

const call = (session: SessionUser, method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  t.request({
    method,
    url: `/api/taxNote${url}`,
    headers: { authorization: `Bearer ${session.token}`, 'project-key': world.projectKey, 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  });

/** A payable note falling due `days` after today (negative: overdue for that many days). */
async function noteDue(days: number) {
  const note = await world.payableNote();
  await t.database.db
    .update(taxNotes)
    .set({ dueDate: addDays(today(), days) })
    .where(eq(taxNotes.key, note._key));
  return note;
}

type QueueRow = {
  _key: string;
  stage: string | null;
  heldBy: string | null;
  daysOverdue: number;
  lastCallStatus: string | null;
  promiseDate: string | null;
  reminderDate: string | null;
};
async function queue(session = agent, query = '') {
  const response = await call(session, 'GET', `/call-center${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as QueueRow[];
}

const callBody = (overrides: Record<string, unknown> = {}) => ({
  reminderType: 'call',
  reminderDate: today(),
  comment: 'Spoke to the owner',
  callStatus: 'reached',
  calledAt: new Date().toISOString(),
  ...overrides,
});

async function logWithLease(session: SessionUser, noteKey: string, body: Record<string, unknown>) {
  expect((await call(session, 'POST', `/${noteKey}/call-lease`)).statusCode).toBe(200);
  return call(session, 'POST', `/${noteKey}/call-logs`, callBody(body));
}

describe('the call-centre queue', () => {
  it('lists unpaid notes overdue or due within 7 days: a promise falling due first, then the longest overdue, then the largest', async () => {
    const overdue10 = await noteDue(-10);
    const overdue20 = await noteDue(-20);
    const dueSoon = await noteDue(3);
    const dueLater = await noteDue(20);
    const promised = await noteDue(-2);
    const smaller = await noteDue(-20);
    // Part of it paid already: the same days overdue, less to collect, so after the full one.
    await t.database.db.update(taxNotes).set({ paidAmount: 1000 }).where(eq(taxNotes.key, smaller._key));
    const promise = await logWithLease(agent, promised._key, { callStatus: 'promiseToPay', promiseDate: today(), promiseAmount: 4600 });
    expect(promise.statusCode, promise.body).toBe(200);

    const rows = await queue();
    const order = rows.map((row) => row._key).filter((key) => [overdue10, overdue20, dueSoon, dueLater, promised, smaller].some((n) => n._key === key));
    expect(order).toEqual([promised._key, overdue20._key, smaller._key, overdue10._key, dueSoon._key]);
    const first = rows.find((row) => row._key === overdue10._key)!;
    expect(first).toMatchObject({ daysOverdue: 10, stage: null, lastCallStatus: null, remaining: { amount: 4600, currency: 'USD' } });
    expect(rows.find((row) => row._key === dueSoon._key)).toMatchObject({ daysOverdue: -3 });
    expect(rows.find((row) => row._key === promised._key)).toMatchObject({
      stage: 'reminded',
      lastCallStatus: 'promiseToPay',
      lastCallBy: 'Junior Tshibangu',
      promiseDate: today(),
      promiseAmount: { amount: 4600, currency: 'USD' },
      counterRemaining: { amount: 13_112_300, currency: 'CDF' },
      phone: '+243812000301',
      contactPhone: '+243812000301',
    });

    const filtered = await queue(agent, `?filter=${encodeURIComponent(JSON.stringify({ daysOverdue_gte: 15 }))}`);
    expect(filtered.map((row) => row._key)).toEqual([overdue20._key, smaller._key]);
    const reminded = await queue(agent, `?filter=${encodeURIComponent(JSON.stringify({ stage: 'reminded' }))}`);
    expect(reminded.map((row) => row._key)).toEqual([promised._key]);
    // A phone typed as dialled finds the notes of that number; a reference finds its note.
    const byPhone = await queue(agent, `?filter=${encodeURIComponent(JSON.stringify({ q: '+243 0812 000 301' }))}`);
    expect(byPhone.map((row) => row._key)).toContain(overdue10._key);
    const byReference = await queue(agent, `?filter=${encodeURIComponent(JSON.stringify({ q: overdue10.reference }))}`);
    expect(byReference.map((row) => row._key)).toEqual([overdue10._key]);
    const bad = await call(agent, 'GET', `/call-center?filter=${encodeURIComponent(JSON.stringify({ stage: 'lost' }))}`);
    expect(bad.statusCode).toBe(400);
  });

  it('shows the last call’s reminder date and orders by it, earliest first, notes never called last (tax-staff walk D12)', async () => {
    const later = await noteDue(-30);
    const sooner = await noteDue(-30);
    const never = await noteDue(-30);
    expect((await logWithLease(agent, later._key, { reminderDate: addDays(today(), 9) })).statusCode).toBe(200);
    expect((await logWithLease(agent, sooner._key, { reminderDate: addDays(today(), 2) })).statusCode).toBe(200);
    const rows = await queue(agent, `?sort=${encodeURIComponent(JSON.stringify(['reminderDate', 'ASC']))}&range=[0,499]`);
    const mine = rows.filter((row) => [later, sooner, never].some((note) => note._key === row._key));
    expect(mine.map((row) => [row._key, row.reminderDate])).toEqual([
      [sooner._key, addDays(today(), 2)],
      [later._key, addDays(today(), 9)],
      [never._key, null],
    ]);
    const keys = rows.map((row) => row._key);
    expect(keys.indexOf(sooner._key)).toBeLessThan(keys.indexOf(never._key));
  });

  it('is closed to a role without the Call Center area', async () => {
    const response = await call(world.sessions.cashier, 'GET', '/call-center');
    expect(response.statusCode).toBe(403);
  });
});

describe('logging a call', () => {
  it('needs the lease, checks the promise and lists the history newest first', async () => {
    const note = await noteDue(-5);
    const without = await call(agent, 'POST', `/${note._key}/call-logs`, callBody());
    expect(without.statusCode).toBe(409);
    expect(without.json().errorCode).toBe('NOTE_LEASE_REQUIRED');

    expect((await call(agent, 'POST', `/${note._key}/call-lease`)).statusCode).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ callStatus: 'promiseToPay', promiseAmount: 100 }, 'Please give the day the taxpayer promised to pay.'],
      [{ callStatus: 'promiseToPay', promiseDate: addDays(today(), -2), promiseAmount: 100 }, 'The promised payment day cannot be in the past.'],
      [{ callStatus: 'promiseToPay', promiseDate: today(), promiseAmount: 0 }, 'Please give the promised amount: more than zero.'],
      [{ callStatus: 'promiseToPay', promiseDate: today(), promiseAmount: 4601 }, 'The promised amount is more than what remains to pay.'],
    ];
    for (const [body, message] of cases) {
      const response = await call(agent, 'POST', `/${note._key}/call-logs`, callBody(body));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().responseMessage).toBe(message);
    }
    const french = await t.request({
      method: 'POST',
      url: `/api/taxNote/${note._key}/call-logs`,
      headers: { authorization: `Bearer ${agent.token}`, 'project-key': world.projectKey, 'accept-language': 'fr' },
      payload: callBody({ callStatus: 'promiseToPay', promiseDate: today(), promiseAmount: 4601 }),
    });
    expect(french.json().responseMessage).toBe('Le montant promis dépasse ce qui reste à payer.');
    const unknownStatus = await call(agent, 'POST', `/${note._key}/call-logs`, callBody({ callStatus: 'angry' }));
    expect(unknownStatus.statusCode).toBe(400);

    expect((await call(agent, 'POST', `/${note._key}/call-logs`, callBody({ callStatus: 'noAnswer' }))).statusCode).toBe(200);
    const promise = await call(
      agent,
      'POST',
      `/${note._key}/call-logs`,
      callBody({ callStatus: 'promiseToPay', promiseDate: addDays(today(), 3), promiseAmount: 4600 }),
    );
    expect(promise.statusCode, promise.body).toBe(200);
    const history = await call(agent, 'GET', `/${note._key}/call-logs`);
    expect(history.json().data).toMatchObject([
      { callStatus: 'promiseToPay', promiseAmount: { amount: 4600, currency: 'USD' }, userName: 'Junior Tshibangu', smsStatus: null },
      { callStatus: 'noAnswer', promiseDate: null, promiseAmount: null },
    ]);
  });

  it('is append-only: the database refuses UPDATE and DELETE, and no route changes a log', async () => {
    const note = await noteDue(-4);
    const logged = await logWithLease(agent, note._key, {});
    expect(logged.statusCode).toBe(200);
    const key = logged.json().data._key as string;
    await expect(t.database.db.update(callLogs).set({ comment: 'changed' }).where(eq(callLogs.key, key))).rejects.toThrow();
    await expect(t.database.db.delete(callLogs).where(eq(callLogs.key, key))).rejects.toThrow();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await call(agent, method, `/${note._key}/call-logs`, {})).statusCode).toBe(404);
      expect((await call(agent, method, `/${note._key}/call-logs/${key}`, {})).statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(callLogs).where(eq(callLogs.key, key));
    expect(row.comment).toBe('Spoke to the owner');
  });

  it('refuses a note with nothing left to pay', async () => {
    const note = await noteDue(-4);
    await t.database.db.update(taxNotes).set({ paidAmount: 4600 }).where(eq(taxNotes.key, note._key));
    const response = await logWithLease(agent, note._key, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().responseMessage).toBe('This tax note is not waiting for a payment: there is nothing to recover.');
  });
});

describe('the lease', () => {
  it('tells a second agent who has the note, shows it in the queue, and passes on once expired or released', async () => {
    const note = await noteDue(-6);
    expect((await call(agent, 'POST', `/${note._key}/call-lease`)).statusCode).toBe(200);
    const second = await call(other, 'POST', `/${note._key}/call-lease`);
    expect(second.statusCode).toBe(409);
    expect(second.json().responseMessage).toBe('Junior Tshibangu is working on this note');
    const secondLog = await call(other, 'POST', `/${note._key}/call-logs`, callBody());
    expect(secondLog.statusCode).toBe(409);
    expect(secondLog.json().responseMessage).toBe('Junior Tshibangu is working on this note');
    expect((await queue(other)).find((row) => row._key === note._key)).toMatchObject({ heldBy: 'Junior Tshibangu', heldByMe: false });
    // Renewing one's own lease is fine.
    expect((await call(agent, 'POST', `/${note._key}/call-lease`)).statusCode).toBe(200);

    await t.database.db
      .update(noteLeases)
      .set({ leasedUntil: new Date(Date.now() - 1000) })
      .where(eq(noteLeases.noteKey, note._key));
    expect((await queue(other)).find((row) => row._key === note._key)).toMatchObject({ heldBy: null });
    const takeover = await call(other, 'POST', `/${note._key}/call-lease`);
    expect(takeover.statusCode, takeover.body).toBe(200);
    expect(takeover.json().data.userName).toBe('Christelle Mbuyi');
    // The first agent's lease is gone: logging needs it back.
    expect((await call(agent, 'POST', `/${note._key}/call-logs`, callBody())).statusCode).toBe(409);

    expect((await call(agent, 'DELETE', `/${note._key}/call-lease`)).json().data).toEqual({ released: false });
    expect((await call(other, 'DELETE', `/${note._key}/call-lease`)).json().data).toEqual({ released: true });
    expect((await call(agent, 'POST', `/${note._key}/call-lease`)).statusCode).toBe(200);
  });

  it('of two agents opening one note at once, exactly one gets it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const note = await noteDue(-7);
      const answers = await Promise.all([call(agent, 'POST', `/${note._key}/call-lease`), call(other, 'POST', `/${note._key}/call-lease`)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const [lease] = await t.database.db.select().from(noteLeases).where(eq(noteLeases.noteKey, note._key));
      const winner = answers.find((a) => a.statusCode === 200)!.json().data.userName;
      expect(lease.userName).toBe(winner);
    }
  });

  it('answers 404 for a note of no project of the caller', async () => {
    expect((await call(agent, 'POST', '/no-such-note/call-lease')).statusCode).toBe(404);
  });
});

describe('the reminder SMS', () => {
  const setSms = (sendSms: boolean) => t.database.db.update(projects).set({ sendSms }).where(eq(projects.key, world.projectKey));

  it('is queued with the remaining amount, the due date, the /home address and the 4% penalty', async () => {
    await setSms(true);
    const note = await noteDue(-3);
    const logged = await logWithLease(agent, note._key, { reminderType: 'sms', callStatus: 'reached' });
    expect(logged.statusCode, logged.body).toBe(200);
    expect(logged.json().data.smsStatus).toBe('pending');
    const rows = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.noteKey, note._key), eq(notificationOutbox.template, 'taxNoteReminder')));
    expect(rows).toHaveLength(1);
    expect(rows[0].recipient).toBe('+243812000301');
    expect(rows[0].body).toContain(note.reference);
    expect(rows[0].body).toContain('46.00 USD');
    expect(rows[0].body).toContain(formatDay(addDays(today(), -3)));
    expect(rows[0].body).toContain('4%');
    expect(rows[0].body).toContain('/home');
    // An explicit reminder with a call queues one too.
    const withCall = await call(agent, 'POST', `/${note._key}/call-logs`, callBody({ sendReminder: true }));
    expect(withCall.json().data.smsStatus).toBe('pending');
    const history = (await call(agent, 'GET', `/${note._key}/call-logs`)).json().data;
    expect(history.map((log: { smsStatus: string }) => log.smsStatus)).toEqual(['pending', 'pending']);
  });

  it('is not queued while the project does not send SMS, and the log says so', async () => {
    await setSms(false);
    const note = await noteDue(-3);
    const logged = await logWithLease(agent, note._key, { reminderType: 'sms', callStatus: 'reached' });
    expect(logged.statusCode).toBe(200);
    expect(logged.json().data.smsStatus).toBe('notQueued');
    const rows = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.noteKey, note._key));
    expect(rows.filter((row) => row.template === 'taxNoteReminder')).toHaveLength(0);
  });
});

describe('the broken-promises job', () => {
  it('moves a note whose promise day passed unpaid to promiseBroken, once', async () => {
    const note = await noteDue(-8);
    const kept = await noteDue(-8);
    expect((await logWithLease(agent, note._key, { callStatus: 'promiseToPay', promiseDate: today(), promiseAmount: 2000 })).statusCode).toBe(200);
    expect((await logWithLease(agent, kept._key, { callStatus: 'promiseToPay', promiseDate: addDays(today(), 5), promiseAmount: 2000 })).statusCode).toBe(200);
    const db = t.database.db;
    const run = (days: number) => escalateBrokenPromises({ db, projectKey: world.projectKey, now: () => new Date(Date.now() + days * 86_400_000) });

    expect((await run(0)).counts).toMatchObject({ broken: 0 });
    // The queue test's promise (due today) breaks too: at least this note, nothing failed.
    const first = (await run(2)).counts;
    expect(first.broken).toBeGreaterThanOrEqual(1);
    expect(first.failed).toBe(0);
    expect((await run(2)).counts).toMatchObject({ broken: 0 });
    const rows = await queue();
    expect(rows.find((row) => row._key === note._key)).toMatchObject({ stage: 'promiseBroken' });
    expect(rows.find((row) => row._key === kept._key)).toMatchObject({ stage: 'reminded' });
    // A later call never brings the note back to 'reminded'.
    expect((await call(agent, 'POST', `/${note._key}/call-logs`, callBody())).statusCode).toBe(200);
    expect((await queue()).find((row) => row._key === note._key)).toMatchObject({ stage: 'promiseBroken' });
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(callLogs)
      .where(eq(callLogs.noteKey, note._key));
    expect(count).toBe(2);
  });
});

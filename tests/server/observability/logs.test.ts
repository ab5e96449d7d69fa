import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, records, users } from '../../../src/server/db/schema';
import { DEMO_PASSWORD, HEALTH_PROJECT_KEY, TAX_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { resetTokenFor } from '../../../src/server/services/auth/reset-link';
import { deliverDueSms } from '../../../src/server/services/notifications/deliver-notifications';
import { logGateway } from '../../../src/server/services/notifications/sms-gateway';
import { createTestApp, type SessionUser, type TestApp } from '../support/test-app';

/** The server's log as an operator reads it: JSON lines, a request id on each, no secret and no survivor. */
const lines: string[] = [];
let t: TestApp;
let caseworker: SessionUser;
let zone = '';

beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });
  caseworker = await t.login('caseworker');
  const [first] = await t.database.db
    .select({ key: records.key })
    .from(records)
    .where(and(eq(records.resource, 'zones'), sql`${records.key} like 'zone-lubumbashi-%'`))
    .orderBy(asc(records.key))
    .limit(1);
  zone = first.key;
});
afterAll(async () => {
  await t.close();
});

type Entry = { level: number; time: number; msg: string; reqId?: string; [field: string]: unknown };

/** The lines written while `work` ran, each parsed (a line that is not JSON fails the test). */
async function logged<T>(work: () => Promise<T>): Promise<{ result: T; entries: Entry[]; text: string }> {
  const start = lines.length;
  const result = await work();
  const written = lines.slice(start);
  const entries = written.map((line) => JSON.parse(line) as Entry);
  return { result, entries, text: written.join('') };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const gbvHeaders = (extra: Record<string, string> = {}) => t.headersFor(caseworker, { 'project-key': HEALTH_PROJECT_KEY, ...extra });
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const gbvCase = (survivorName: string) => ({
  survivorAge: 16,
  sex: 'female',
  incidentType: 'sexualAssault',
  incidentDate: day(10),
  reportDate: day(8),
  zone,
  services: { health: 'provided', psychosocial: 'provided' },
  survivorName,
  contact: '+243 810000001',
  address: 'Avenue Kasaï 12, Lubumbashi',
});

describe('request ids', () => {
  it('every line of a request is JSON with its reqId: a well-formed X-Request-Id is kept and answered back', async () => {
    const id = 'edge-7f3a9c1e-42:1';
    const { result, entries } = await logged(() => t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } }));
    expect(result.statusCode).toBe(200);
    expect(result.headers['x-request-id']).toBe(id);
    expect(entries.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    for (const entry of entries) expect(entry).toMatchObject({ reqId: id, level: expect.any(Number), time: expect.any(Number) });
  });

  it('a missing or malformed X-Request-Id is replaced by a new UUID, a different one per request', async () => {
    const given = [undefined, 'has spaces in it', 'x'.repeat(129), '{"level":60}', 'line\\nbreak', '-leading-dash'];
    const seen = new Set<string>();
    for (const header of given) {
      const { result, entries } = await logged(() =>
        t.request({ method: 'GET', url: '/api/health', headers: header === undefined ? {} : { 'x-request-id': header } }),
      );
      const id = String(result.headers['x-request-id']);
      expect(id, String(header)).toMatch(UUID);
      expect(entries.length).toBeGreaterThanOrEqual(2);
      for (const entry of entries) expect(entry.reqId).toBe(id);
      seen.add(id);
    }
    expect(seen.size).toBe(given.length);
  });

  it('an error a service logs carries the request’s id, and the failed query’s parameters (a survivor’s name) stay out', async () => {
    const name = 'Survivante Qwxlogs-Err';
    await t.database.db.execute(sql`alter table gbv_case_identities rename column survivor_name to survivor_name_moved`);
    try {
      const { result, entries, text } = await logged(() =>
        t.request({ method: 'POST', url: '/api/project/gbv-cases', headers: gbvHeaders({ 'x-request-id': 'gbv-failure-1' }), payload: gbvCase(name) }),
      );
      expect(result.statusCode, result.body).toBe(500);
      expect(result.headers['x-request-id']).toBe('gbv-failure-1');
      const failure = entries.find((entry) => entry.msg === 'unexpected failure');
      expect(failure, text).toMatchObject({ reqId: 'gbv-failure-1', level: 50, err: { message: expect.stringContaining('survivor_name') } });
      for (const entry of entries) expect(entry.reqId).toBe('gbv-failure-1');
      expect(text).not.toContain('Qwxlogs');
      expect(text).not.toContain('Avenue Kasaï');
    } finally {
      await t.database.db.execute(sql`alter table gbv_case_identities rename column survivor_name_moved to survivor_name`);
    }
  });
});

describe('nothing in the log opens an account or names a survivor', () => {
  it('sign-in: neither the password sent (right or wrong) nor the tokens answered, nor an Authorization header', async () => {
    const wrong = 'Wr0ng-Pa55word-Zq9!';
    const { result: refused, text: refusedText } = await logged(() =>
      t.request({ method: 'POST', url: '/api/Authentication/login', payload: { userName: 'receveur', password: wrong } }),
    );
    expect(refused.statusCode).toBe(401);
    const { result, text } = await logged(() =>
      t.request({ method: 'POST', url: '/api/Authentication/login', payload: { userName: 'receveur', password: DEMO_PASSWORD } }),
    );
    expect(result.statusCode).toBe(200);
    const session = result.json().data as SessionUser;
    const { result: read, text: readText } = await logged(() =>
      t.request({ method: 'GET', url: `/api/utils/users/${session._key}`, headers: { ...t.headersFor(session), cookie: 'session=cookie-secret-9876' } }),
    );
    expect(read.statusCode).toBeLessThan(500);
    const { result: refreshed, text: refreshText } = await logged(() =>
      t.request({
        method: 'POST',
        url: '/api/Authentication/refreshToken',
        headers: { 'refresh-token': session.refreshToken },
        payload: { userKey: session._key },
      }),
    );
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const all = refusedText + text + readText + refreshText;
    expect(all).toContain('/api/Authentication/login');
    for (const secret of [wrong, DEMO_PASSWORD, session.token, session.refreshToken, refreshed.json().data.token, 'cookie-secret-9876']) {
      expect(all).not.toContain(secret);
    }
    expect(all.toLowerCase()).not.toContain('bearer');
  });

  it('password reset: neither the token nor the link, in the server’s lines or the SMS log driver’s, nor the new password', async () => {
    const [cashier] = await t.database.db.select().from(users).where(eq(users.userName, 'cashier'));
    const asked = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { userName: 'cashier' } });
    expect(asked.statusCode, asked.body).toBe(200);
    const [message] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.template, 'passwordReset'), eq(notificationOutbox.recipient, cashier.emailAddress!)))
      .orderBy(desc(notificationOutbox.createdAt))
      .limit(1);
    const token = await resetTokenFor(t.database.db, String(message.payload.resetNonce));

    // Sent as an SMS through the development driver, which writes each message to the log.
    await t.database.db
      .update(notificationOutbox)
      .set({ channel: 'sms', recipient: '+243812345605', projectKey: TAX_PROJECT_KEY })
      .where(eq(notificationOutbox.key, message.key));
    const {
      result: delivery,
      entries: smsEntries,
      text: smsText,
    } = await logged(() =>
      deliverDueSms(
        t.database.db,
        TAX_PROJECT_KEY,
        logGateway((line) => void lines.push(line)),
        () => new Date(),
      ),
    );
    expect(delivery.counts.sent).toBeGreaterThanOrEqual(1);
    const sms = smsEntries.find((entry) => entry.msg === 'sms' && entry.to === '+243812345605');
    expect(sms?.body).toContain('/reset-password?[redacted]');

    const newPassword = 'FreshPa55word@Kq7';
    const { result: opened, text: openedText } = await logged(() => t.request({ method: 'GET', url: `/reset-password?token=${token}&lang=fr` }));
    expect(opened.statusCode).toBeLessThan(500);
    expect(openedText).toContain('/reset-password?token&lang');
    const { result: reset, text: resetText } = await logged(() =>
      t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: newPassword, confirmPassword: newPassword } }),
    );
    expect(reset.statusCode, reset.body).toBe(200);
    const all = smsText + openedText + resetText;
    expect(all).not.toContain(token);
    expect(all).not.toContain(newPassword);
  });

  it('a GBV survivor’s name: not from the case created, the case read, nor a search that typed it', async () => {
    const name = 'Survivante Qwxlogs-Ok';
    const { result: created, text: createdText } = await logged(() =>
      t.request({ method: 'POST', url: '/api/project/gbv-cases', headers: gbvHeaders(), payload: gbvCase(name) }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const key = created.json().data._key as string;
    const { result: read, text: readText } = await logged(() => t.request({ method: 'GET', url: `/api/project/gbv-cases/${key}`, headers: gbvHeaders() }));
    expect(read.statusCode, read.body).toBe(200);
    const filter = encodeURIComponent(JSON.stringify({ q: name }));
    const { result: searched, text: searchText } = await logged(() =>
      t.request({ method: 'GET', url: `/api/project/gbv-cases?filter=${filter}&range=[0,9]`, headers: gbvHeaders() }),
    );
    expect(searched.statusCode).toBeLessThan(500);
    const { text: pathText } = await logged(() =>
      t.request({ method: 'GET', url: `/api/utils/user-and-citizen/${encodeURIComponent(name)}`, headers: gbvHeaders() }),
    );
    const all = createdText + readText + searchText + pathText;
    // The case's key is an identifier, kept; the query keeps its parameters' names only.
    expect(readText).toContain(`/api/project/gbv-cases/${key}`);
    expect(searchText).toContain('/api/project/gbv-cases?filter&range');
    expect(pathText).toContain('/api/utils/user-and-citizen/:text');
    expect(all).not.toContain('Qwxlogs');
    expect(all).not.toContain(encodeURIComponent(name));
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { accountSignInFailures, notificationOutbox, passwordResetTokens } from '../../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-staff';
import { ACCOUNT_FAILURE_LIMIT } from '../../../src/domain/account-throttle';
import { LOOKUPS_PER_MOBILE_PER_DAY, LOOKUPS_PER_REFERENCE_PER_DAY, lookupWait } from '../../../src/server/services/open/lookup-guard';
import { LookupLimiter } from '../../../src/server/services/open/lookup-limiter';
import { composeOutboxMessage } from '../../../src/server/services/notifications/compose-outbox-message';
import { sha256 } from '../../../src/server/services/auth/tokens';
import { formatReference } from '../../../src/domain/tax-reference';
import { createTestApp, type TestApp } from '../support/test-app';
import { decidedDemoNote, type DemoNote } from '../support/public-site-world';

/** Item 8 of issue 22 (throttles an outsider cannot walk around) and item 7's reset links. */
let t: TestApp;
let note: DemoNote;
beforeAll(async () => {
  t = await createTestApp();
  note = await decidedDemoNote(t);
}, 240_000);
afterAll(async () => {
  await t.close();
});

const signIn = (userName: string, password: string, remoteAddress: string, language = 'en') =>
  t.request({ method: 'POST', url: '/api/Authentication/login', payload: { userName, password }, remoteAddress, headers: { 'accept-language': language } });
const WRONG = 'Wrong@2026';

describe('sign-in throttle per account and address', () => {
  it('counts every address of one IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await signIn('receveur', WRONG, `2001:db8:6:1::${i}`)).statusCode).toBe(401);
    const rotated = await signIn('receveur', DEMO_PASSWORD, '2001:db8:6:1:ffff:abcd:1234:5678');
    expect(rotated.statusCode).toBe(429);
    expect(rotated.json()).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS', responseMessage: expect.stringMatching(/^Too many failed attempts/) });
    // Another /64 is another subscriber: the account itself is not locked.
    expect((await signIn('receveur', DEMO_PASSWORD, '2001:db8:6:2::1')).statusCode).toBe(200);
  });
});

describe('account-wide sign-in cap', () => {
  const smsFor = (template: string, channel = 'sms') =>
    t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.template, template), eq(notificationOutbox.channel, channel), sql`${notificationOutbox.body} like '%registrar%'`));
  /** What an hour's wait does to the delay, without waiting: the next attempt becomes due. */
  const letDelayPass = (userName: string) =>
    t.database.db
      .update(accountSignInFailures)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(accountSignInFailures.userName, userName));

  it(`delays the attempt after ${ACCOUNT_FAILURE_LIMIT} failures in an hour from many addresses, and tells the holder once by SMS`, async () => {
    for (let i = 1; i <= ACCOUNT_FAILURE_LIMIT; i += 1) expect((await signIn('registrar', WRONG, `10.61.${i}.1`)).statusCode).toBe(401);
    const delayed = await signIn('registrar', DEMO_PASSWORD, '10.61.200.1', 'fr');
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toMatchObject({
      errorCode: 'TOO_MANY_ATTEMPTS',
      responseMessage: expect.stringMatching(/^Trop de tentatives échouées\. Veuillez patienter \d+ secondes/),
    });
    const wait = Number(delayed.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);

    const sms = await smsFor('accountFailures');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', recipient: expect.stringMatching(/^\+\d+$/), status: 'pending' });
    expect(sms[0].body).toMatch(/20 failed sign-ins on your account registrar/);
    // …and by e-mail too, when the account has an address.
    expect(await smsFor('accountFailures', 'email')).toHaveLength(1);

    // The delay passes: one more guess is evaluated, the next waits longer; still one SMS this window.
    await letDelayPass('registrar');
    expect((await signIn('registrar', WRONG, '10.61.201.1')).statusCode).toBe(401);
    const longer = await signIn('registrar', DEMO_PASSWORD, '10.61.202.1');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(30);
    expect(await smsFor('accountFailures')).toHaveLength(1);
    expect(await smsFor('accountFailures', 'email')).toHaveLength(1);

    // A delay, not a lockout: once it has passed, the holder signs in with the right password.
    await letDelayPass('registrar');
    expect((await signIn('registrar', DEMO_PASSWORD, '10.61.203.1')).statusCode).toBe(200);
  });

  it('refuses a burst from many addresses at once while the delay runs: one attempt per delay', async () => {
    for (let i = 1; i <= ACCOUNT_FAILURE_LIMIT - 1; i += 1) expect((await signIn('supervisor', WRONG, `10.62.${i}.1`)).statusCode).toBe(401);
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn('supervisor', WRONG, `10.62.100.${i + 1}`)));
    expect(burst.map((response) => response.statusCode).sort()).toEqual([401, 429, 429, 429, 429, 429]);
  });

  it('counts only failures: many successful sign-ins never slow an account down', async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT + 2; i += 1) expect((await signIn('poc', DEMO_PASSWORD, `10.63.${i}.1`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(accountSignInFailures).where(eq(accountSignInFailures.userName, 'poc'));
    expect(row.failures).toBe(0);
  });
});

describe('public lookup budgets', () => {
  const lookup = (reference: string, mobile: string, remoteAddress: string, language = 'en') =>
    t.request({ method: 'POST', url: '/api/open/tax-note', payload: { reference, mobile }, remoteAddress, headers: { 'accept-language': language } });
  const referenceNumber = (n: number) => formatReference(note.reference.split('-')[0]!, 2025, 9_000_000 + n);

  it('counts every address of one IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 10; i += 1)
      expect((await lookup(referenceNumber(100 + i), `081${String(i).padStart(7, '0')}`, `2001:db8:7:1::${i}`)).statusCode).toBe(404);
    const rotated = await lookup(referenceNumber(200), '0820000001', '2001:db8:7:1:dead:beef::1');
    expect(rotated.statusCode).toBe(429);
    expect(rotated.json().errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it(`gives one mobile number ${LOOKUPS_PER_MOBILE_PER_DAY} lookups a day, whatever references and addresses it comes with`, async () => {
    const mobile = '0997 555 000';
    for (let i = 1; i <= LOOKUPS_PER_MOBILE_PER_DAY; i += 1) expect((await lookup(referenceNumber(300 + i), mobile, `10.64.${i}.1`)).statusCode).toBe(404);
    const spent = await lookup(referenceNumber(400), '+243 997555000', '10.64.200.1', 'fr');
    expect(spent.statusCode).toBe(429);
    expect(spent.json()).toMatchObject({
      errorCode: 'TOO_MANY_REQUESTS',
      responseMessage: expect.stringMatching(/^Trop de recherches aujourd'hui pour cette note ou ce numéro de mobile\. Veuillez réessayer dans \d+ heures\./),
    });
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // The citizens' form shares the budget.
    const form = await t.request({
      method: 'POST',
      url: '/home?lang=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ reference: referenceNumber(401), mobile }).toString(),
      remoteAddress: '10.64.201.1',
    });
    expect(form.statusCode).toBe(429);
    expect(form.body).toContain('Too many searches for this tax note or this mobile number today.');
  });

  it(`gives one reference ${LOOKUPS_PER_REFERENCE_PER_DAY} lookups a day, whatever mobiles and addresses try it, then a new day`, async () => {
    // A clock of its own, ahead of every real lookup of this file, so only this test's hits count.
    let now = Date.UTC(2030, 0, 1);
    const limiter = new LookupLimiter(t.database.db, () => now);
    const reference = referenceNumber(500);
    for (let i = 1; i <= LOOKUPS_PER_REFERENCE_PER_DAY; i += 1) {
      // A minute apart: the per-minute limits never speak, only the day's budget.
      now += 61_000;
      expect(await lookupWait(t.database.db, { address: `10.65.${i}.1`, reference, mobile: `082${String(i).padStart(7, '0')}` }, limiter)).toBeUndefined();
    }
    now += 61_000;
    expect(await lookupWait(t.database.db, { address: '10.65.100.1', reference: reference.toLowerCase(), mobile: '0830000000' }, limiter)).toMatchObject({
      daily: true,
    });
    now += 24 * 60 * 60 * 1000;
    expect(await lookupWait(t.database.db, { address: '10.65.101.1', reference, mobile: '0830000001' }, limiter)).toBeUndefined();
  });
});

describe('password-reset links', () => {
  const previousOrigin = process.env.PUBLIC_ORIGIN;
  beforeAll(() => {
    process.env.PUBLIC_ORIGIN = 'https://impots.example.cd';
  });
  afterAll(() => {
    if (previousOrigin === undefined) delete process.env.PUBLIC_ORIGIN;
    else process.env.PUBLIC_ORIGIN = previousOrigin;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const forgot = (userName: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { userName }, headers });
  const reset = (token: string, password: string) =>
    t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password, confirmPassword: password } });
  const latestResetMessage = async () => {
    const [row] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.template, 'passwordReset'))
      .orderBy(desc(notificationOutbox.createdAt))
      .limit(1);
    return row;
  };
  const tokenOf = (link: string) => /token=([\w-]+)/.exec(link)![1];

  it('builds the link on PUBLIC_ORIGIN, never on the Host header, and keeps no usable token in the outbox', async () => {
    expect((await forgot('approver', { host: 'attacker.example' })).statusCode).toBe(200);
    const row = await latestResetMessage();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('attacker.example');
    expect(stored).not.toMatch(/token=/);
    const sent = await composeOutboxMessage(t.database.db, row);
    expect(sent.body).toMatch(/https:\/\/impots\.example\.cd\/reset-password\?token=[\w-]{20,}/);
    const token = tokenOf(sent.body);
    expect(stored).not.toContain(token);
    const [kept] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect(kept.tokenHash).not.toContain(token);
    expect(kept.expiresAt.getTime() - kept.createdAt.getTime()).toBeLessThanOrEqual(30 * 60 * 1000 + 1000);
  });

  it('opens one reset only', async () => {
    await forgot('callcenter');
    const token = tokenOf((await composeOutboxMessage(t.database.db, await latestResetMessage())).body);
    expect((await reset(token, 'Reset@2026')).statusCode).toBe(200);
    const again = await reset(token, 'Again@2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'RESET_TOKEN_INVALID', responseMessage: 'This password reset link is invalid or has expired.' });
  });

  it('stops working after 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await forgot('cashier');
    const token = tokenOf((await composeOutboxMessage(t.database.db, await latestResetMessage())).body);
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    const expired = await reset(token, 'Expired@2026');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errorCode).toBe('RESET_TOKEN_INVALID');
  });

  it('is worth nothing once a newer link was asked for', async () => {
    await forgot('taxateur');
    const older = tokenOf((await composeOutboxMessage(t.database.db, await latestResetMessage())).body);
    await forgot('taxateur');
    const newer = tokenOf((await composeOutboxMessage(t.database.db, await latestResetMessage())).body);
    expect(newer).not.toBe(older);
    expect((await reset(older, 'Older@2026')).statusCode).toBe(400);
    expect((await reset(newer, 'Newer@2026')).statusCode).toBe(200);
  });
});

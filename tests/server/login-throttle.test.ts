import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { sql } from 'drizzle-orm';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_SECONDS } from '../../src/domain/constants';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-staff';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Attempt = { userName: string; password: string; remoteAddress: string; forwardedFor?: string; app?: FastifyInstance };
const attempt = ({ userName, password, remoteAddress, forwardedFor, app = t.app }: Attempt) =>
  app.inject({
    method: 'POST',
    url: '/api/Authentication/login',
    payload: { userName, password },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
const wrong = (userName: string, remoteAddress: string, extra: Partial<Attempt> = {}) => attempt({ userName, password: 'Wrong@2026', remoteAddress, ...extra });
const right = (userName: string, remoteAddress: string, extra: Partial<Attempt> = {}) =>
  attempt({ userName, password: DEMO_PASSWORD, remoteAddress, ...extra });

/** Builds a second app on the same database with TRUST_PROXY set as an operator would. */
async function appTrusting(trustProxy: string): Promise<FastifyInstance> {
  const previous = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = trustProxy;
  try {
    const app = await buildApp({ database: t.database, authRequestsPerMinute: 10_000 });
    await app.ready();
    return app;
  } finally {
    if (previous === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = previous;
  }
}

describe('one name, however it is typed', () => {
  it('counts padded, upper-case and NFKC variants of a name against the same throttle', async () => {
    const variants = [' taxateur', 'TAXATEUR', 'ｔａｘａｔｅｕｒ', 'Taxateur\u00a0', '\u3000TaxaTeur '];
    expect(variants).toHaveLength(LOGIN_FAILURE_LIMIT);
    for (const userName of variants) expect((await wrong(userName, '10.1.0.1')).statusCode).toBe(401);
    const blocked = await right('taxateur', '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      errorCode: 'TOO_MANY_ATTEMPTS',
      responseMessage: expect.stringMatching(/^Too many failed attempts\. Please wait \d+ seconds/),
    });
    expect((await right(' TAXATEUR ', '10.1.0.1')).statusCode).toBe(429);
  });

  it('signs in with any variant of the name, as the same account', async () => {
    const response = await right(' ＴＡＸＡＴＥＵＲ\t', '10.1.0.2');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.userName).toBe('taxateur');
  });

  it('forgets the failures once the right password is given', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) expect((await wrong('receveur', '10.1.0.3')).statusCode).toBe(401);
    expect((await right('Receveur', '10.1.0.3')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await wrong('receveur', '10.1.0.3')).statusCode).toBe(401);
    expect((await wrong('receveur', '10.1.0.3')).statusCode).toBe(429);
  });
});

describe('a burst of guesses', () => {
  it(`evaluates at most ${LOGIN_FAILURE_LIMIT} of 50 parallel wrong passwords; the rest get 429 with Retry-After`, async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => wrong('approver', '10.2.0.1')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LOGIN_FAILURE_LIMIT);
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it('leaves the account open to its owner at another address', async () => {
    expect((await right('approver', '10.2.0.1')).statusCode).toBe(429);
    expect((await right('approver', '10.2.0.2')).statusCode).toBe(200);
  });

  it('frees the pair once its window has passed', async () => {
    await t.database.db.execute(
      sql`update login_failures set window_start = window_start - ${`${LOGIN_FAILURE_WINDOW_SECONDS + 1} seconds`}::interval where key = 'login|approver|10.2.0.1'`,
    );
    expect((await wrong('approver', '10.2.0.1')).statusCode).toBe(401);
    expect((await right('approver', '10.2.0.1')).statusCode).toBe(200);
  });
});

describe('X-Forwarded-For', () => {
  it('is ignored by default: a client cannot change its address by writing the header', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await wrong('cashier', '10.3.0.1', { forwardedFor: `198.51.100.${i + 1}` })).statusCode).toBe(401);
    }
    expect((await right('cashier', '10.3.0.1', { forwardedFor: '198.51.100.99' })).statusCode).toBe(429);
  });

  it('is believed from the trusted proxies named in TRUST_PROXY, and only from them', async () => {
    const app = await appTrusting('10.4.0.0/16, 10.5.0.7');
    try {
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await wrong('bank', '10.4.0.1', { app, forwardedFor: '203.0.113.5' })).statusCode).toBe(401);
      expect((await right('bank', '10.5.0.7', { app, forwardedFor: '203.0.113.5' })).statusCode).toBe(429);
      // Another client behind the same proxy is not locked out.
      expect((await right('bank', '10.4.0.1', { app, forwardedFor: '203.0.113.6' })).statusCode).toBe(200);
      // A direct client is not a trusted proxy: the address it claims counts for nothing.
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
        expect((await wrong('poc', '192.0.2.10', { app, forwardedFor: `203.0.113.${20 + i}` })).statusCode).toBe(401);
      expect((await right('poc', '192.0.2.10', { app, forwardedFor: '203.0.113.99' })).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('takes the address the outermost of N trusted hops saw', async () => {
    const app = await appTrusting('2');
    try {
      const chain = (client: string) => `${client}, 172.16.0.9`;
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
        expect((await wrong('callcenter', '10.6.0.1', { app, forwardedFor: chain('203.0.113.40') })).statusCode).toBe(401);
      expect((await right('callcenter', '10.6.0.1', { app, forwardedFor: `1.2.3.4, ${chain('203.0.113.40')}` })).statusCode).toBe(429);
      expect((await right('callcenter', '10.6.0.1', { app, forwardedFor: chain('203.0.113.41') })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { drainingOf } from '../../../src/server/plugins/draining';
import { fromDatabaseError } from '../../../src/server/db/database-errors';
import { unreachableReason } from '../../../src/server/db/database-unreachable';
import { errorReply } from '../../../src/server/plugins/errors';
import type { FastifyRequest } from 'fastify';

/** The probes an orchestrator or a load balancer reads, and what a stopping server answers. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health probes', () => {
  it('answers live and ready while the server runs, and keeps /api/health', async () => {
    const live = await t.request({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ error: false, data: { status: 'live', engine: t.database.engine } });
    const ready = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.status).toBe('ready');
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await t.request({ method: 'GET', url: '/api/health' })).json().data.status).toBe('ok');
  });
});

describe('a database that cannot be reached', () => {
  const request = (lang: string) => ({ headers: { 'accept-language': lang }, log: { error: () => undefined } }) as unknown as FastifyRequest;
  const failures = [
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5441'), { code: 'ECONNREFUSED' }),
    new Error('Connection terminated unexpectedly'),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    new Error('Failed query: select 1', { cause: new Error('Connection terminated due to connection timeout') }),
  ];
  it.each(failures.map((failure) => [failure.message, failure]))('answers 503 DATABASE_UNAVAILABLE, translated, for "%s"', (_message, failure) => {
    expect(fromDatabaseError(failure)?.statusCode).toBe(503);
    const en = errorReply(failure, request('en'));
    const fr = errorReply(failure, request('fr'));
    expect(en.status).toBe(503);
    expect(en.body.errorCode).toBe('DATABASE_UNAVAILABLE');
    expect(en.body.responseMessage).toMatch(/database cannot be reached/);
    expect(fr.body.responseMessage).toMatch(/base de données est injoignable/);
  });
  it("is logged in the driver's words, without the query's parameters", () => {
    const failure = new Error('Failed query: select * from citizens where name = $1\nparams: Aline Mwamba', {
      cause: new Error('Connection terminated unexpectedly'),
    });
    expect(unreachableReason(failure)).toBe('Connection terminated unexpectedly');
  });
  it("leaves a request's own faults alone", () => {
    expect(fromDatabaseError(Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'x' }))?.statusCode).toBe(409);
    expect(fromDatabaseError(new Error('something else'))).toBeUndefined();
  });
});

describe('a server stopping', () => {
  it('refuses new requests with a translated 503 and Retry-After, readiness 503, liveness 200', async () => {
    drainingOf(t.app)!.start();
    const refused = await t.request({ method: 'GET', url: '/api/account/me', headers: { 'accept-language': 'fr' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ error: true, errorCode: 'SHUTTING_DOWN' });
    expect(refused.json().responseMessage).toMatch(/Ce serveur est en cours d'arrêt/);
    const ready = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().errorCode).toBe('SHUTTING_DOWN');
    expect((await t.request({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect(await drainingOf(t.app)!.settled(1000)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { openTestDatabase } from './support/test-database';
import type { Database } from '../../src/server/db/open-db';

/**
 * Two server instances on one database (issue 23 item 8): the per-address limit of the sign-in
 * routes and the public lookup's budgets are counted in the database, so a client switching
 * between instances behind a load balancer gains nothing. Each app here is a separate Fastify
 * instance with its own plugins, as two processes would be; tests/topology/run.sh proves the
 * same with two real processes.
 */
let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  [first, second] = await Promise.all([1, 2].map(() => buildApp({ database, authRequestsPerMinute: 6 })));
  await Promise.all([first.ready(), second.ready()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.close();
});

describe('limits shared by every instance', () => {
  it('refuses the 7th sign-in request a minute from one address, whichever instance takes it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const app = i % 2 === 0 ? first : second;
      // A different unknown name each time: only the per-address route limit can speak.
      const response = await app.inject({
        method: 'POST',
        url: '/api/Authentication/login',
        payload: { userName: `nobody${i}`, password: 'Wrong@2026' },
        remoteAddress: '10.88.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // Another address still has its own minute.
    const other = await second.inject({
      method: 'POST',
      url: '/api/Authentication/login',
      payload: { userName: 'nobody', password: 'x' },
      remoteAddress: '10.88.0.2',
    });
    expect(other.statusCode).toBe(401);
  });

  it('refuses the 11th lookup of one reference in a minute, the lookups alternating between instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const app = i % 2 === 0 ? first : second;
      const response = await app.inject({
        method: 'POST',
        url: '/api/open/tax-note',
        payload: { reference: 'HKR-2026-0999999-A', mobile: `08100000${String(i).padStart(2, '0')}` },
        remoteAddress: `10.89.${i}.1`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

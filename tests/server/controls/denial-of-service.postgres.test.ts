import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavySlotsFor } from '../../../src/server/services/load/heavy-slots';
import { createTestApp, type SessionUser, type TestApp } from '../support/test-app';

/**
 * No cheap denial of service on a PostgreSQL server (issue 22, item 9): the statement timeout and
 * the export slots shared by every server are PostgreSQL's own (PGlite never cancels a statement and
 * counts its slots in its one process), so this file runs only when DATABASE_URL names a server.
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

const get = (url: string, language = 'en') => t.request({ method: 'GET', url, headers: t.headersFor(admin, { 'accept-language': language }) });
const range = (first: number, last: number) => `range=${encodeURIComponent(JSON.stringify([first, last]))}`;

describe('export slots across servers', () => {
  it('frees the slots of a server that died: its connections end, and their locks with them', async () => {
    const elsewhere = heavySlotsFor(t.database);
    const held = [await elsewhere.take(admin._key), await elsewhere.take(admin._key)];
    expect(held.every(Boolean)).toBe(true);
    expect((await get('/api/taxNote/notes/export?columns=reference')).statusCode).toBe(429);
    // As when the process holding them is killed: PostgreSQL ends its sessions.
    const admin_ = new pg.Client({ connectionString: t.database.connectionString });
    await admin_.connect();
    await admin_.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'mapato heavy-request slot' and datname = current_database()`,
    );
    await admin_.end();
    const served = await get('/api/taxNote/notes/export?columns=reference');
    expect(served.statusCode, served.body).toBe(200);
    for (const slot of held) await slot!.release();
  });
});

describe('statement timeout', () => {
  beforeAll(async () => {
    // A zone list of 40,000 rows, searched for two letters no trigram index can serve.
    await t.database.db.execute(sql`
      insert into records (key, resource, project_key, data, label, search_text)
      select 'dos-zone-' || n, 'zones', null, jsonb_build_object('name', 'Zone ' || n, 'communeKey', 'dos'), 'Zone ' || n, 'zone ' || n
      from generate_series(1, 40000) as n`);
    await t.database.db.execute(sql`analyze records`);
  }, 300_000);
  const heavyList = `/api/masterData/zones?filter=${encodeURIComponent(JSON.stringify({ q: 'qx' }))}&${range(0, 24)}`;

  it('cancels a screen statement past its timeout and answers a translated 503 with Retry-After', async () => {
    const timeouts = t.database.statementTimeouts!;
    const saved = { ...timeouts };
    timeouts.screenMs = 1;
    try {
      const cancelled = await get(heavyList);
      expect(cancelled.statusCode, cancelled.body).toBe(503);
      expect(cancelled.headers['retry-after']).toBe('30');
      expect(cancelled.json()).toMatchObject({
        errorCode: 'QUERY_TIMEOUT',
        responseMessage: 'The server took too long to answer and stopped this request. Please narrow the filters or try again in 30 seconds.',
      });
      const french = await get(heavyList, 'fr');
      expect(french.statusCode).toBe(503);
      expect(french.json().responseMessage).toBe(
        'Le serveur a mis trop de temps à répondre et a arrêté cette requête. Veuillez restreindre les filtres ou réessayer dans 30 secondes.',
      );
      // The pool's connections are not poisoned: the same list answers once the timeout allows it.
      timeouts.screenMs = saved.screenMs;
      const served = await get(heavyList);
      expect(served.statusCode, served.body).toBe(200);
      expect(served.json().data).toEqual([]);
    } finally {
      Object.assign(timeouts, saved);
    }
  });

  it('gives an export and a report the long timeout, not the screen one', async () => {
    const timeouts = t.database.statementTimeouts!;
    const saved = { ...timeouts };
    timeouts.screenMs = 1;
    try {
      const exported = await get(`/api/masterData/zones/export?filter=${encodeURIComponent(JSON.stringify({ q: 'qx' }))}`);
      expect(exported.statusCode, exported.body).toBe(200);
      const report = await get('/api/reports/accounting?from=2026-01-01&to=2026-12-31');
      expect(report.statusCode, report.body).toBe(200);
      timeouts.longMs = 1;
      const cancelled = await get(`/api/masterData/zones/export?filter=${encodeURIComponent(JSON.stringify({ q: 'qx' }))}`);
      expect(cancelled.statusCode, cancelled.body).toBe(503);
      expect(cancelled.json().errorCode).toBe('QUERY_TIMEOUT');
    } finally {
      Object.assign(timeouts, saved);
    }
  });
});

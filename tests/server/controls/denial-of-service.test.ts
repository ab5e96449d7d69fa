import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIST_ROWS } from '../../../src/domain/list-depth';
import { heavySlotsFor, HEAVY_SLOTS_PER_USER, type HeavySlot } from '../../../src/server/services/load/heavy-slots';
import { createTestApp, type SessionUser, type TestApp } from '../support/test-app';

/**
 * No cheap denial of service (issue 22, item 9): one signed-in caller cannot hold the database
 * with a statement that never ends, a page ten million rows deep, a pile of parallel exports or
 * a loop of uploads. The timeout and the slots shared across servers are proved on PostgreSQL in
 * denial-of-service.postgres.test.ts.
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

describe('list depth', () => {
  it('serves the last page a screen reaches and refuses one row deeper, in both languages', async () => {
    const last = await get(`/api/taxNote/notes?${range(MAX_LIST_ROWS - 25, MAX_LIST_ROWS - 1)}`);
    expect(last.statusCode, last.body).toBe(200);
    for (const url of ['/api/taxNote/notes', '/api/payment/payments', '/api/utils/users', '/api/masterData/zones']) {
      const deep = await get(`${url}?${range(9_999_500, 9_999_999)}`);
      expect(deep.statusCode, url).toBe(400);
      expect(deep.json()).toMatchObject({
        errorCode: 'LIST_TOO_DEEP',
        responseMessage: 'A list shows at most its first 10000 rows: please filter or sort it to reach the rows you want, or export it.',
      });
    }
    const straddling = await get(`/api/taxNote/notes?${range(MAX_LIST_ROWS - 10, MAX_LIST_ROWS + 14)}`, 'fr');
    expect(straddling.statusCode).toBe(400);
    expect(straddling.json().responseMessage).toBe(
      'Une liste montre au plus ses 10000 premières lignes : filtrez-la ou triez-la pour atteindre les lignes voulues, ou exportez-la.',
    );
  });
});

describe('concurrent exports and reports', () => {
  it('refuses a third at once for one user with a 429, and serves it again once one ends', async () => {
    // Another server sharing the database on PostgreSQL; the same process's count on PGlite.
    const elsewhere = heavySlotsFor(t.database);
    const held: HeavySlot[] = [];
    for (let i = 0; i < HEAVY_SLOTS_PER_USER; i += 1) {
      const slot = await elsewhere.take(admin._key);
      expect(slot).toBeDefined();
      held.push(slot!);
    }
    expect(await elsewhere.take(admin._key)).toBeUndefined();
    const refused = await get('/api/taxNote/notes/export?columns=reference');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toMatchObject({
      errorCode: 'TOO_MANY_HEAVY_REQUESTS',
      responseMessage: 'You already have 2 exports or reports running. Please wait for one to finish and try again.',
    });
    const french = await get('/api/reports/accounting?from=2026-01-01&to=2026-03-31', 'fr');
    expect(french.statusCode).toBe(429);
    expect(french.json().responseMessage).toBe("Vous avez déjà 2 exports ou rapports en cours. Veuillez attendre que l'un d'eux se termine et réessayer.");
    // Another user's slots are their own.
    const approver = await t.login('approver');
    const theirs = await t.request({ method: 'GET', url: '/api/taxNote/notes/export?columns=reference', headers: t.headersFor(approver) });
    expect(theirs.statusCode, theirs.body).toBe(200);
    // A screen is never counted.
    expect((await get(`/api/taxNote/notes?${range(0, 24)}`)).statusCode).toBe(200);

    await held.pop()!.release();
    const served = await get('/api/taxNote/notes/export?columns=reference');
    expect(served.statusCode, served.body).toBe(200);
    // The export gave its slot back when it ended: one is free again.
    const again = await elsewhere.take(admin._key);
    expect(again).toBeDefined();
    await again!.release();
    await held.pop()!.release();
  });
});

describe('upload quota', () => {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d6c3320000000049454e44ae426082',
    'hex',
  );
  const upload = (session: SessionUser, language = 'en') =>
    t.request({
      method: 'POST',
      url: '/api/utils/documents',
      headers: t.headersFor(session, { 'accept-language': language }),
      payload: { fileName: 'scan.png', contentType: 'image/png', dataBase64: png.toString('base64') },
    });

  it('refuses the file past the daily count, and past the daily bytes, with a translated 429', async () => {
    const cashier = await t.login('cashier');
    process.env.UPLOAD_DAILY_MAX_FILES = '3';
    try {
      for (let i = 0; i < 3; i += 1) expect((await upload(cashier)).statusCode).toBe(200);
      const refused = await upload(cashier);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('3600');
      expect(refused.json()).toMatchObject({
        errorCode: 'UPLOAD_QUOTA',
        responseMessage: 'You have uploaded 3 files in the last 24 hours, the most allowed. Please try again later.',
      });
      expect((await upload(cashier, 'fr')).json().responseMessage).toBe(
        'Vous avez envoyé 3 fichiers au cours des dernières 24 heures, le maximum permis. Veuillez réessayer plus tard.',
      );
      // The quota is the uploader's own: another user still uploads.
      expect((await upload(await t.login('receveur'))).statusCode).toBe(200);
    } finally {
      delete process.env.UPLOAD_DAILY_MAX_FILES;
    }
    // Yesterday's files no longer count.
    await t.database.db.execute(sql`update documents set created_at = now() - interval '25 hours' where created_by = ${cashier._key}`);
    process.env.UPLOAD_DAILY_MAX_FILES = '3';
    try {
      expect((await upload(cashier)).statusCode).toBe(200);
    } finally {
      delete process.env.UPLOAD_DAILY_MAX_FILES;
    }
  });

  it('counts uploads sent at once one after the other', async () => {
    const bank = await t.login('bank');
    process.env.UPLOAD_DAILY_MAX_FILES = '2';
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => upload(bank)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    } finally {
      delete process.env.UPLOAD_DAILY_MAX_FILES;
    }
  });

  it('refuses a file that would pass the daily bytes', async () => {
    const poc = await t.login('poc');
    process.env.UPLOAD_DAILY_MAX_MB = '1';
    try {
      const big = Buffer.concat([png, Buffer.alloc(700 * 1024)]);
      const send = () =>
        t.request({
          method: 'POST',
          url: '/api/utils/documents',
          headers: t.headersFor(poc),
          payload: { fileName: 'big.png', contentType: 'image/png', dataBase64: big.toString('base64') },
        });
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        errorCode: 'UPLOAD_QUOTA',
        responseMessage: 'You have uploaded 1 MB in the last 24 hours; 1 MB are allowed. Please try again later.',
      });
    } finally {
      delete process.env.UPLOAD_DAILY_MAX_MB;
    }
  });
});

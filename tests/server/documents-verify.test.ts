import { desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyToken } from '../../src/domain/document-token';
import { qrLogs, signingKeys } from '../../src/server/db/schema';
import { activeSigningKey, publicKeys, rotateSigningKey, signFacts } from '../../src/server/services/documents/signing-keys';
import { taxNotePdf } from '../../src/server/services/documents/tax-note-pdf';
import { buildPayWorld, cashPayment, NOTE_USD, type PayWorld } from './payments-fixture';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: PayWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'DOCV');
});
afterAll(async () => {
  await t.close();
});

const verify = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/open/verify', payload, headers });
const printedToken = async (noteKey: string) => (await taxNotePdf(t.database.db, noteKey, { language: 'en', origin: 'https://mapato.example' }))!.token;
const lastLog = async () => (await t.database.db.select().from(qrLogs).orderBy(desc(qrLogs.id)).limit(1))[0];
/** Another character of the base64url alphabet at one place. */
const tampered = (token: string, at: number) => token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);

describe('the signing key', () => {
  it('is made once even when asked for by several requests at the same time', async () => {
    const keys = await Promise.all(Array.from({ length: 5 }, () => activeSigningKey(t.database.db)));
    expect(new Set(keys.map((key) => key.keyId)).size).toBe(1);
    const active = await t.database.db.select().from(signingKeys).where(isNull(signingKeys.retiredAt));
    expect(active).toHaveLength(1);
  });

  it('is published with retired keys, and a token of a rotated-out key still verifies', async () => {
    const before = await signFacts(t.database.db, {
      kind: 'receipt',
      reference: 'MPTR-2026-0000009-X',
      taxpayerName: 'A B',
      amount: 100,
      currency: 'CDF',
      paidState: 'paid',
      issuedOn: '2026-01-02',
    });
    const old = await activeSigningKey(t.database.db);
    const next = await rotateSigningKey(t.database.db);
    expect(next.keyId).not.toBe(old.keyId);
    expect((await activeSigningKey(t.database.db)).keyId).toBe(next.keyId);
    const response = await t.request({ method: 'GET', url: '/api/open/keys' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const { keys } = response.json().data as { keys: Record<string, string> };
    expect(Object.keys(keys).sort()).toEqual([old.keyId, next.keyId].sort());
    expect(Buffer.from(keys[old.keyId], 'base64url')).toHaveLength(32);
    const published = Object.fromEntries(Object.entries(keys).map(([id, key]) => [id, new Uint8Array(Buffer.from(key, 'base64url'))]));
    expect(await verifyToken(before, published)).toMatchObject({ reference: 'MPTR-2026-0000009-X', keyId: old.keyId });
    expect((await verify({ token: before })).json().data.genuine).toBe(true);
  });

  it('given by the environment signs instead and is never stored', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    process.env.SIGNING_KEY_ID = 'env1';
    process.env.SIGNING_PRIVATE_KEY_PEM = pem;
    try {
      const token = await signFacts(t.database.db, {
        kind: 'taxNote',
        reference: 'R-1',
        taxpayerName: 'X',
        amount: 1,
        currency: 'USD',
        paidState: 'unpaid',
        issuedOn: '2026-01-02',
      });
      expect(await verifyToken(token, await publicKeys(t.database.db))).toMatchObject({ keyId: 'env1' });
      expect(await t.database.db.select().from(signingKeys).where(eq(signingKeys.keyId, 'env1'))).toHaveLength(0);
    } finally {
      delete process.env.SIGNING_KEY_ID;
      delete process.env.SIGNING_PRIVATE_KEY_PEM;
    }
  });
});

describe('checking a document', () => {
  it('answers genuine with the printed facts and the current state, and logs the check with its position', async () => {
    const note = await world.payableNote();
    const token = await printedToken(note._key);
    const response = await verify({ token, latitude: -4.3, longitude: 15.3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      genuine: true,
      facts: expect.objectContaining({
        kind: 'taxNote',
        reference: note.reference,
        taxpayerName: 'Mwenze Kalenga',
        amount: NOTE_USD,
        currency: 'USD',
        paidState: 'unpaid',
      }),
      current: {
        paidState: 'unpaid',
        lifecycle: 'approved',
        amount: { amount: NOTE_USD, currency: 'USD' },
        paidAmount: { amount: 0, currency: 'USD' },
        remaining: { amount: NOTE_USD, currency: 'USD' },
        reversed: false,
        amended: false,
      },
    });
    expect(await lastLog()).toMatchObject({
      kind: 'taxNote',
      reference: note.reference,
      genuine: true,
      projectKey: world.projectKey,
      latitude: -4.3,
      longitude: 15.3,
      userKey: null,
    });
  });

  it('shows a payment made after the note was printed', async () => {
    const note = await world.payableNote();
    const token = await printedToken(note._key);
    const paid = await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key));
    expect(paid.statusCode, paid.body).toBe(200);
    const data = (await verify({ token })).json().data;
    expect(data.facts.paidState).toBe('unpaid');
    expect(data.current).toMatchObject({ paidState: 'paid', paidAmount: { amount: NOTE_USD }, remaining: { amount: 0 } });
  });

  it('answers a tampered or malformed token 200 { genuine: false } with nothing else, and logs it', async () => {
    const note = await world.payableNote();
    const token = await printedToken(note._key);
    for (const bad of [tampered(token, 10), tampered(token, token.length - 3), token.slice(0, -2), 'not-a-token']) {
      const response = await verify({ token: bad });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, data: { genuine: false } });
      expect(await lastLog()).toMatchObject({ genuine: false, projectKey: null });
    }
  });

  it('records the staff member who checked when a session token comes with the check', async () => {
    const note = await world.payableNote();
    const token = await printedToken(note._key);
    await verify({ token }, { authorization: `Bearer ${world.sessions.cashier.token}` });
    expect((await lastLog()).userKey).toBe(world.sessions.cashier._key);
  });

  it('refuses a body out of shape with a translated 400', async () => {
    const response = await verify({ token: '', latitude: 200 }, { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(true);
  });
});

describe('the QR logs list', () => {
  it('lists the project’s checks newest first, filtered by genuine and date, with a Content-Range', async () => {
    const note = await world.payableNote();
    const token = await printedToken(note._key);
    await verify({ token, latitude: 1.5, longitude: 2.5 });
    // A forgery names no document: it is listed for the project whose staff member checked it.
    await verify({ token: tampered(token, 12) }, { authorization: `Bearer ${world.sessions.cashier.token}` });
    const since = new Date(Date.now() - 60_000).toISOString();
    const filter = encodeURIComponent(JSON.stringify({ genuine: true, checkedAt_gte: since }));
    const response = await world.api(world.sessions.cashier, 'GET', `/taxNote/qr-logs?filter=${filter}&range=[0,9]`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as { _key: string; genuine: boolean; reference: string; checkedAt: string; latitude: number | null }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.genuine)).toBe(true);
    expect(rows[0]).toMatchObject({ reference: note.reference, kind: 'taxNote', latitude: 1.5, longitude: 2.5 });
    expect(rows.map((row) => row.checkedAt)).toEqual([...rows.map((row) => row.checkedAt)].sort().reverse());
    expect(response.headers['content-range']).toMatch(/^qrLogs 0-\d+\/\d+$/);
    const forged = await world.api(world.sessions.cashier, 'GET', `/taxNote/qr-logs?filter=${encodeURIComponent(JSON.stringify({ genuine: false }))}`);
    expect((forged.json().data as { genuine: boolean }[]).every((row) => !row.genuine)).toBe(true);
    expect(forged.json().data.length).toBeGreaterThan(0);
  });

  it('is refused (403) to a user without the QR Code right, and rejects an unknown filter with 400', async () => {
    const registrar = await t.login('registrar');
    expect((await world.api(registrar, 'GET', '/taxNote/qr-logs')).statusCode).toBe(403);
    const bad = await world.api(world.sessions.cashier, 'GET', `/taxNote/qr-logs?filter=${encodeURIComponent('{"latitude":1}')}`);
    expect(bad.statusCode).toBe(400);
  });
});

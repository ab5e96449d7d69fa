import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { taxNotes } from '../../src/server/db/schema';
import { formatReference } from '../../src/domain/tax-reference';
import { lookupTaxNote } from '../../src/server/services/open/lookup-tax-note';
import { LookupLimiter } from '../../src/server/services/open/lookup-limiter';
import { lookupWait } from '../../src/server/services/open/lookup-guard';
import { maskName } from '../../src/server/services/open/mask-name';
import { createTestApp, type TestApp } from './support/test-app';
import { addressSource, decidedDemoNote, type DemoNote } from './support/public-site-world';

let t: TestApp;
let note: DemoNote;
const nextAddress = addressSource(1);

beforeAll(async () => {
  t = await createTestApp();
  note = await decidedDemoNote(t);
});
afterAll(async () => {
  await t.close();
});

const lookup = (body: Record<string, string>, remoteAddress = nextAddress(), headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/open/tax-note', payload: body, remoteAddress, headers });
/** The same reference with its last body digit changed: a well-formed reference of no note. */
const otherReference = (reference: string) => {
  const [prefix, year, sequence] = reference.split('-');
  return formatReference(prefix!, Number(year), (Number(sequence) % 9_999_999) + 1);
};

describe('the public tax-note lookup', () => {
  it('finds a note by reference and mobile typed in any usual form, name masked, both currencies', async () => {
    for (const mobile of [
      note.phoneNumber,
      `0${note.phoneNumber}`,
      `+${note.phoneCountryCode} ${note.phoneNumber}`,
      `${note.phoneCountryCode}${note.phoneNumber}`,
    ]) {
      const response = await lookup({ reference: note.reference.toLowerCase().replace(/-/g, ' '), mobile });
      expect(response.statusCode, `${mobile}: ${response.body}`).toBe(200);
      const data = response.json().data;
      expect(data.reference).toBe(note.reference);
      expect(data.taxpayerName).toBe(maskName(note.taxpayerName));
      expect(data.taxpayerName).not.toBe(note.taxpayerName);
      expect(data.amount).toEqual({ amount: note.amount, currency: note.currency });
      expect(data.counterAmount).toEqual({ amount: note.counterAmount, currency: note.counterCurrency });
      expect(data.noteUrl).toMatch(/^\/api\/open\/documents\/taxNote\//);
      expect(JSON.stringify(data)).not.toContain(note.taxpayerKey);
    }
  });

  it('masks each word of a name', () => {
    expect(maskName('Kabila Mwamba')).toBe('Kab*** Mwa***');
    expect(maskName('  Jo  Ilunga ')).toBe('J*** Ilu***');
  });

  it('answers a wrong reference and a wrong mobile with the same status and bytes', async () => {
    const wrongMobile = await lookup({ reference: note.reference, mobile: '0811111111' });
    const wrongReference = await lookup({ reference: otherReference(note.reference), mobile: note.phoneNumber });
    const badCheck = await lookup({ reference: `${note.reference.slice(0, -1)}${note.reference.endsWith('0') ? '1' : '0'}`, mobile: note.phoneNumber });
    expect(wrongMobile.statusCode).toBe(404);
    for (const other of [wrongReference, badCheck]) {
      expect(other.statusCode).toBe(404);
      expect(other.rawPayload.equals(wrongMobile.rawPayload)).toBe(true);
    }
  });

  it('refuses the 11th lookup in a minute from one address (translated)', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i += 1)
      expect(
        (await lookup({ reference: otherReference(`HKR-2026-000${String(i + 100).padStart(4, '0')}-0`), mobile: `082${String(i).padStart(7, '0')}` }, from))
          .statusCode,
      ).toBe(404);
    const refused = await lookup({ reference: note.reference, mobile: note.phoneNumber }, from, { 'accept-language': 'fr' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().responseMessage).toMatch(/secondes/);
  });

  it('refuses the 11th lookup of one reference in a minute even from different addresses', async () => {
    const reference = otherReference(otherReference(note.reference));
    for (let i = 0; i < 10; i += 1) expect((await lookup({ reference, mobile: '0811111111' })).statusCode).toBe(404);
    expect((await lookup({ reference: reference.toLowerCase(), mobile: '0822222222' })).statusCode).toBe(429);
  });

  it('lets a window pass and counts again', async () => {
    // A clock of its own, ahead of every real lookup of this file, so only this test's hits count.
    let now = Date.UTC(2030, 0, 1);
    const limiter = new LookupLimiter(t.database.db, () => now);
    const request = (i: number) => ({ address: 'a', reference: 'HKR-2026-0000001-X', mobile: `08100000${String(i).padStart(2, '0')}` });
    for (let i = 0; i < 10; i += 1) expect(await lookupWait(t.database.db, request(i), limiter)).toBeUndefined();
    expect(await lookupWait(t.database.db, request(10), limiter)).toEqual({ seconds: 60, daily: false });
    now += 60_000;
    expect(await lookupWait(t.database.db, request(11), limiter)).toBeUndefined();
  });

  it('finds nothing for 10,000 random references with the note mobile', async () => {
    const [prefix] = note.reference.split('-');
    let found = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const reference = formatReference(prefix!, 2000 + Math.floor(Math.random() * 60), 1 + Math.floor(Math.random() * 9_999_999));
      if (reference === note.reference) continue;
      if (await lookupTaxNote(t.database.db, { reference, mobile: note.phoneNumber, language: 'en' })) found += 1;
    }
    expect(found).toBe(0);
  }, 120_000);

  it('refuses a note still waiting for approval (never handed to the taxpayer)', async () => {
    const [waiting] = await t.database.db.select().from(taxNotes).where(eq(taxNotes.lifecycle, 'waitingForApproval')).limit(1);
    if (!waiting) throw new Error('the demo seed holds a note waiting for approval');
    expect((await lookup({ reference: waiting.reference, mobile: waiting.phoneNumber })).statusCode).toBe(404);
  });
});

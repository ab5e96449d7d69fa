import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearanceValidUntil } from '../../src/domain/clearance';
import { dayTimeInZone } from '../../src/domain/dated-money';
import { isValidReference } from '../../src/domain/tax-reference';
import { clearancePdf } from '../../src/server/services/documents/clearance-pdf';
import { buildPayWorld, cashPayment, NOTE_USD, today, type PayWorld } from './payments-fixture';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: PayWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'CLRC');
});
afterAll(async () => {
  await t.close();
});

const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const pdfText = async (bytes: Buffer) => plain((await extractText(new Uint8Array(bytes), { mergePages: true })).text);
const request = (taxpayerKey = world.keys.citizen, session = world.sessions.receveur) =>
  world.api(session, 'POST', '/taxNote/clearances', { taxpayerKind: 'citizen', taxpayerKey });
const pay = async (noteKey: string) => {
  const paid = await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(noteKey));
  expect(paid.statusCode, paid.body).toBe(200);
};
const verify = (token: string) => t.request({ method: 'POST', url: '/api/open/verify', payload: { token } });

describe('clearance certificates', () => {
  let issuedKey = '';
  let issuedNumber = '';
  let issuedAt = new Date(0);

  it('are refused while a note is unpaid, listing it; issued once it is paid, with a checked number and a validity', async () => {
    const waiting = await world.waitingNote();
    const note = await world.payableNote();
    const refused = await request();
    expect(refused.statusCode, refused.body).toBe(200);
    // The note waiting for approval is not owed yet: only the approved one is listed.
    expect(refused.json().data).toMatchObject({
      status: 'refused',
      state: 'refused',
      number: '',
      unpaidNotes: [{ reference: note.reference, remaining: NOTE_USD, currency: 'USD' }],
    });
    expect(refused.json().data.unpaidNotes).toHaveLength(1);
    expect(waiting.reference).not.toBe(note.reference);

    await pay(note._key);
    const issued = await request();
    expect(issued.statusCode, issued.body).toBe(200);
    const data = issued.json().data;
    expect(data).toMatchObject({
      status: 'issued',
      state: 'issued',
      unpaidNotes: [],
      validUntil: clearanceValidUntil(today()),
      issuedByName: expect.any(String),
    });
    expect(data.number).toMatch(/^[A-Z]+C-\d{4}-\d{7}-.$/);
    expect(isValidReference(data.number)).toBe(true);
    issuedKey = data._key;
    issuedNumber = data.number;
    issuedAt = new Date(data.issuedAt);

    // Asked again while it is valid: the same certificate, not a second one.
    const again = await request();
    expect(again.json().data).toMatchObject({ _key: issuedKey, number: issuedNumber });

    const list = await world.api(world.sessions.receveur, 'GET', `/taxNote/clearances?filter=${encodeURIComponent(JSON.stringify({ status: 'refused' }))}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((row: { _key: string }) => row._key)).toEqual([refused.json().data._key]);
  });

  it('print as a PDF carrying the number, the taxpayer and the validity, in English and French', async () => {
    const link = await world.api(world.sessions.receveur, 'GET', `/taxNote/clearances/${issuedKey}/document-link?lang=fr`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().data.url).toMatch(/^\/api\/open\/documents\/clearance\//);
    const response = await t.request({ method: 'GET', url: link.json().data.url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`attestation-${issuedNumber}.pdf`);
    const french = await pdfText(response.rawPayload);
    expect(french).toContain('ATTESTATION FISCALE');
    expect(french).toContain(issuedNumber);
    expect(french).toContain('Mwenze');
    // The warning speaks of the paper it is printed on, not of 'the tax note or receipt' (citizen walk D15).
    expect(french).toContain(
      'Si les informations ne correspondent pas à l’attestation, le document est faux. Il doit être signalé immédiatement aux agents de terrain.',
    );
    expect(french).not.toContain('note de taxation ou au reçu');

    const now = new Date('2026-11-27T19:37:00Z');
    const printed = await clearancePdf(t.database.db, world.projectKey, issuedKey, { language: 'en', origin: 'https://mapato.test', now });
    const english = await pdfText(printed!.bytes);
    // Times on the project's clock, not the server's UTC (citizen walk D11).
    expect(english).toContain('Printed on 27/11/2026 21:37');
    expect(english).toContain(dayTimeInZone(issuedAt));
    expect(english).toContain('TAX CLEARANCE');
    expect(english).toContain(issuedNumber);
    expect(english).toContain('owes no tax');
    expect(english).toContain('If the details do not match the clearance, the document is fake. It must be reported immediately to field staff.');
    expect(english).not.toContain('tax note or receipt');
    const check = await verify(printed!.token);
    expect(check.json().data).toMatchObject({
      genuine: true,
      facts: { kind: 'clearance', reference: issuedNumber },
      current: { clearance: { state: 'issued', validUntil: clearanceValidUntil(today()) } },
    });
  });

  it('a refused request has no document', async () => {
    const note = await world.payableNote();
    const refused = (await request()).json().data;
    const link = await world.api(world.sessions.receveur, 'GET', `/taxNote/clearances/${refused._key}/document-link`);
    expect(link.statusCode).toBe(404);
    const revoke = await world.api(world.sessions.receveur, 'POST', `/taxNote/clearances/${refused._key}/revoke`, { reason: 'Error' });
    expect(revoke.statusCode).toBe(409);
    expect(revoke.json().responseMessage).toContain('Only an issued clearance can be revoked');
    await pay(note._key);
  });

  it('revoked with a reason: the check then says revoked, and a new request issues a new certificate', async () => {
    const printed = await clearancePdf(t.database.db, world.projectKey, issuedKey, { language: 'en', origin: 'https://mapato.test' });
    const noReason = await world.api(world.sessions.receveur, 'POST', `/taxNote/clearances/${issuedKey}/revoke`, { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    const revoked = await world.api(world.sessions.receveur, 'POST', `/taxNote/clearances/${issuedKey}/revoke`, { reason: 'Issued by mistake' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({ status: 'revoked', state: 'revoked', revokeReason: 'Issued by mistake' });
    const twice = await world.api(world.sessions.receveur, 'POST', `/taxNote/clearances/${issuedKey}/revoke`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);

    const check = (await verify(printed!.token)).json().data;
    expect(check.current.clearance).toMatchObject({ state: 'revoked', revokeReason: 'Issued by mistake', revokedAt: expect.any(String) });
    const page = await t.request({ method: 'GET', url: `/check?t=${printed!.token}&lang=en` });
    expect(page.body).toContain('REVOKED on');
    const reprinted = await clearancePdf(t.database.db, world.projectKey, issuedKey, { language: 'en', origin: 'https://mapato.test' });
    expect(await pdfText(reprinted!.bytes)).toContain('REVOKED');

    const renewed = (await request()).json().data;
    expect(renewed).toMatchObject({ status: 'issued' });
    expect(renewed.number).not.toBe(issuedNumber);
  });

  it('two requests at once issue one certificate', async () => {
    const citizen = await world.api(world.sessions.admin, 'POST', '/account/citizens', {
      firstName: 'Kabila',
      lastName: 'Ngoy',
      gender: 'Male',
      phoneCountryCode: '243',
      phoneNumber: '0812999001',
    });
    const key = citizen.statusCode === 200 ? (citizen.json().data._key as string) : world.keys.renter;
    const [one, two] = await Promise.all([request(key), request(key)]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    expect(one.json().data.number).toBe(two.json().data.number);
    expect(one.json().data._key).toBe(two.json().data._key);
  });

  it('need the Clearance right, and a taxpayer of the project', async () => {
    const denied = await request(world.keys.citizen, world.sessions.cashier);
    expect(denied.statusCode).toBe(403);
    const unknown = await request('no-such-citizen');
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
  });
});

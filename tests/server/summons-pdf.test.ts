import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summonsDeadline } from '../../src/domain/clearance';
import { formatDay, formatMoney } from '../../src/domain/format';
import { checkCharacter } from '../../src/domain/tax-reference';
import { summonses } from '../../src/server/db/schema';
import { openDocumentLink } from '../../src/server/services/documents/document-links';
import { summonsPdf } from '../../src/server/services/documents/summons-pdf';
import { buildPayWorld, cashPayment, NOTE_CDF, NOTE_USD, type PayWorld } from './payments-fixture';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: PayWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'SMNS');
});
afterAll(async () => {
  await t.close();
});

const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const pdfText = async (bytes: Buffer) => plain((await extractText(new Uint8Array(bytes), { mergePages: true })).text);
const ISSUED_AT = new Date('2026-05-04T09:00:00Z');

/** A summons served on a fresh approved note (the row the summons task writes). */
async function servedSummons(number: string, issuedAt = ISSUED_AT) {
  const note = await world.payableNote();
  const key = `summons-${number}`;
  await t.database.db.insert(summonses).values({
    key,
    projectKey: world.projectKey,
    noteKey: note._key,
    number,
    amountDue: NOTE_USD,
    currency: 'USD',
    issuedBy: 'user-receveur',
    issuedAt,
  });
  return { key, note };
}

describe('printed summonses', () => {
  it('say who owes what on which note, in both currencies, with the 4% penalty and the deadline, in English', async () => {
    const { key, note } = await servedSummons('MPTS-2026-0000001-1');
    const printed = await summonsPdf(t.database.db, world.projectKey, key, { language: 'en', origin: 'https://mapato.test' });
    expect(printed!.fileName).toBe('summons-MPTS-2026-0000001-1.pdf');
    const text = await pdfText(printed!.bytes);
    expect(text).toContain('SUMMONS TO PAY');
    expect(text).toContain('MPTS-2026-0000001-1');
    expect(text).toContain(note.reference);
    expect(text).toContain('Mwenze');
    expect(text).toContain(plain(formatMoney({ amount: NOTE_USD, currency: 'USD' }, 'en')));
    expect(text).toContain(plain(formatMoney({ amount: NOTE_CDF, currency: 'CDF' }, 'en')));
    expect(text).toContain('A late penalty of 4% of the amount due applies after the due date.');
    expect(text).toContain(formatDay(summonsDeadline('2026-05-04')));
  });

  it('print in French through a signed link naming the project', async () => {
    const { key } = await servedSummons('MPTS-2026-0000002-X');
    const link = await openDocumentLink(t.database.db, { kind: 'summons', key, language: 'fr', projectKey: world.projectKey });
    const response = await t.request({ method: 'GET', url: link.url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('sommation-MPTS-2026-0000002-X.pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('SOMMATION DE PAYER');
    expect(text).toContain('Une pénalité de retard de 4%');
    // Without the project the link is refused (the signature covers it).
    const stripped = link.url.replace(/&?project=[^&]+/, '');
    expect((await t.request({ method: 'GET', url: stripped })).statusCode).toBe(403);
    const unknown = await openDocumentLink(t.database.db, { kind: 'summons', key: 'no-such', language: 'fr', projectKey: world.projectKey });
    expect((await t.request({ method: 'GET', url: unknown.url })).statusCode).toBe(404);
  });

  it('verify as genuine and show what the note still owes now, on the API and on /check', async () => {
    const { key, note } = await servedSummons('MPTS-2026-0000003-5');
    const printed = await summonsPdf(t.database.db, world.projectKey, key, { language: 'en', origin: 'https://mapato.test' });
    const verify = async () => (await t.request({ method: 'POST', url: '/api/open/verify', payload: { token: printed!.token } })).json().data;
    expect(await verify()).toMatchObject({
      genuine: true,
      facts: { kind: 'summons', reference: 'MPTS-2026-0000003-5', amount: NOTE_USD, currency: 'USD', paidState: 'unpaid', issuedOn: '2026-05-04' },
      current: { remaining: { amount: NOTE_USD, currency: 'USD' }, summons: { noteReference: note.reference, deadline: summonsDeadline('2026-05-04') } },
    });
    const paid = await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key));
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await verify()).current).toMatchObject({ paidState: 'paid', remaining: { amount: 0 } });
    const page = await t.request({ method: 'GET', url: `/check?t=${printed!.token}&lang=en` });
    expect(page.body).toContain('Summons to pay');
    expect(page.body).toContain(`Summons for tax note ${note.reference}`);
  });

  // Citizen walk D11: printed times were UTC with no zone; Lubumbashi is UTC+2, so 23:30 UTC is already the next day there.
  it('print the day, the time and the signed date on the project’s clock (Africa/Lubumbashi)', async () => {
    const number = `MPTS-2026-0000004-${checkCharacter('MPTS20260000004')}`;
    const { key } = await servedSummons(number, new Date('2026-05-04T23:30:00Z'));
    const now = new Date('2026-11-27T19:37:00Z');
    const printed = await summonsPdf(t.database.db, world.projectKey, key, { language: 'en', origin: 'https://mapato.test', now });
    const text = await pdfText(printed!.bytes);
    expect(text).toContain('05/05/2026 01:30');
    expect(text).toContain('Printed on 27/11/2026 21:37');
    expect(text).not.toContain('04/05/2026');
    expect(text).toContain(formatDay(summonsDeadline('2026-05-05')));
    const check = await t.request({ method: 'POST', url: '/api/open/verify', payload: { token: printed!.token } });
    expect(check.json().data).toMatchObject({ facts: { issuedOn: '2026-05-05' }, current: { summons: { deadline: summonsDeadline('2026-05-05') } } });
  });
});

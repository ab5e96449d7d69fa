import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptPdf } from '../../src/server/services/documents/receipt-pdf';
import { buildPayWorld, cashPayment, type PayWorld } from './payments-fixture';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: PayWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'RTIM');
});
afterAll(async () => {
  await t.close();
});

const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const lubumbashi = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lubumbashi',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(instant)
    .replace(',', '');

// Receipts printed UTC times while the counter reads Lubumbashi time (money-staff D6).
describe('the times a receipt PDF prints', () => {
  it('are the project’s time zone (Africa/Lubumbashi), for the recording and the printing', async () => {
    const note = await world.payableNote();
    const posted = await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key));
    expect(posted.statusCode, posted.body).toBe(200);
    const { receiptNumber, payments } = posted.json().data;
    const now = new Date('2026-11-27T19:37:00Z');
    const printed = await receiptPdf(t.database.db, world.projectKey, receiptNumber, { language: 'en', origin: 'http://localhost', now });
    const text = plain((await extractText(new Uint8Array(printed!.bytes), { mergePages: true })).text);
    expect(text).toContain('27/11/2026 21:37');
    expect(text).toContain(lubumbashi(new Date(payments[0].createdAt)));
  });
});

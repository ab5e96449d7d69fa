import { dayInZone } from '../../src/domain/dated-money';
import { formatDay } from '../../src/domain/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notificationOutbox, projects, records } from '../../src/server/db/schema';
import { deliverDueSms } from '../../src/server/services/notifications/deliver-notifications';
import { logGateway } from '../../src/server/services/notifications/sms-gateway';
import { noticeText } from '../../src/server/services/notifications/note-notice';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { buildTaxWorld, draftFor, type TaxWorld } from './tax-notes-fixture';

/** The taxpayer's SMS when a note is issued: queued with the issue, delivered by the job, shown on the note. */
let t: TestApp;
let world: TaxWorld;
let taxateur: SessionUser, approver: SessionUser, receveur: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildTaxWorld(t, 'SMS');
  ({ taxateur, approver, receveur } = world.sessions);
});
afterAll(async () => {
  await t.close();
});

let period = 2100;
async function approvedNote() {
  period += 1;
  const created = await world.api(taxateur, 'POST', '/taxNote/notes', draftFor(world, { periodStart: `${period}-01-01` }));
  expect(created.statusCode, created.body).toBe(200);
  const note = created.json().data as { _key: string; reference: string };
  const approved = await world.api(approver, 'POST', `/taxNote/notes/${note._key}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);
  return note;
}

const issue = (key: string) => world.api(receveur, 'POST', `/taxNote/notes/${key}/issue`, {});
const smsOf = (noteKey: string) => t.app.db.select().from(notificationOutbox).where(eq(notificationOutbox.noteKey, noteKey));
const setSms = (sendSms: boolean, smsText = '') => t.app.db.update(projects).set({ sendSms, smsText }).where(eq(projects.key, world.projectKey));
const shownNote = async (key: string) => (await world.api(receveur, 'GET', `/taxNote/notes/${key}`)).json().data;

describe('the notice of an issued note', () => {
  it('issuing with SMS on queues exactly one SMS to the note phone, with the reference, amount and due date', async () => {
    await setSms(true, 'Note %{reference}: %{amount}, due {dueDate}. {url}');
    const note = await approvedNote();
    const issued = await issue(note._key);
    expect(issued.statusCode, issued.body).toBe(200);
    const { dueDate, amount, counterAmount } = issued.json().data;

    const queued = await smsOf(note._key);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ channel: 'sms', recipient: '+243812000301', status: 'pending', projectKey: world.projectKey, template: 'taxNoteIssued' });
    const usd = `${(amount.amount / 100).toFixed(2)} USD`;
    const cdf = `${(counterAmount.amount / 100).toFixed(2)} CDF`;
    expect(queued[0].body).toBe(`Note ${note.reference}: ${usd} (${cdf}), due ${formatDay(dueDate)}. http://localhost:8080/home`);
    expect(issued.json().data.notificationState).toBe('notSent');
  });

  it('with SMS off nothing is queued', async () => {
    await setSms(false, 'Note {reference}');
    const note = await approvedNote();
    expect((await issue(note._key)).statusCode).toBe(200);
    expect(await smsOf(note._key)).toHaveLength(0);
  });

  it('a citizen who refused notices on the phone gets none', async () => {
    await setSms(true);
    const citizen = eq(records.key, world.keys.citizen);
    const useFlag = (value: boolean) =>
      t.app.db
        .update(records)
        .set({ data: sql`${records.data} || ${JSON.stringify({ useContactPhoneForNotifications: value })}::jsonb` })
        .where(citizen);
    await useFlag(false);
    try {
      const note = await approvedNote();
      expect((await issue(note._key)).statusCode).toBe(200);
      expect(await smsOf(note._key)).toHaveLength(0);
    } finally {
      await useFlag(true);
    }
  });

  it('of two simultaneous issues, the one refused with 409 queues nothing: one SMS in all', async () => {
    await setSms(true);
    const note = await approvedNote();
    const answers = await Promise.all([issue(note._key), issue(note._key)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const queued = await smsOf(note._key);
    expect(queued).toHaveLength(1);
    // The project text is empty: the default French text, with the reference in it.
    expect(queued[0].body).toContain(`Note d'imposition ${note.reference} : `);
  });

  it('an approval that issues the note (no receveur step) queues the notice too', async () => {
    await setSms(true);
    period += 1;
    const draft = draftFor(world, {
      taxType: 'property',
      objectKey: world.keys.property,
      periodStart: `${period}-01-01`,
      items: [{ nomenclatureItemKey: world.keys.landTax }],
    });
    const created = await world.api(taxateur, 'POST', '/taxNote/notes', draft);
    expect(created.statusCode, created.body).toBe(200);
    const approved = await world.api(approver, 'POST', `/taxNote/notes/${created.json().data._key}/approve`, {});
    expect(approved.json().data.lifecycle).toBe('issued');
    expect(await smsOf(created.json().data._key)).toHaveLength(1);
  });

  it('the job with the log driver sends it; the note then reads sent, in the note and in the list', async () => {
    await setSms(true);
    const note = await approvedNote();
    await issue(note._key);
    const logged: string[] = [];
    const result = await deliverDueSms(
      t.app.db,
      world.projectKey,
      logGateway((line) => logged.push(line)),
      () => new Date(),
    );
    expect(result.counts.sent).toBeGreaterThanOrEqual(1);
    expect(result.counts.failed).toBe(0);
    expect(logged.some((line) => line.includes(note.reference) && line.includes('+243812000301'))).toBe(true);
    const [row] = await smsOf(note._key);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect((await shownNote(note._key)).notificationState).toBe('sent');

    const filter = encodeURIComponent(JSON.stringify({ notificationState: 'sent' }));
    const list = await world.api(receveur, 'GET', `/taxNote/notes?filter=${filter}&range=[0,99]`);
    expect(list.statusCode, list.body).toBe(200);
    const keys = list.json().data.map((shown: { _key: string; notificationState: string }) => [shown._key, shown.notificationState]);
    expect(keys).toContainEqual([note._key, 'sent']);
    expect(keys.every(([, state]: [string, string]) => state === 'sent')).toBe(true);

    // The cashier's answer after a payment says the same of the note.
    const { remainingAmount } = await shownNote(note._key);
    const paid = await world.api(world.sessions.cashier, 'POST', '/payment/payments', {
      noteKey: note._key,
      method: 'cash',
      paidCurrency: remainingAmount.currency,
      paidAmount: remainingAmount.amount,
      cashierName: 'Aline Mwamba',
      paymentDate: dayInZone(new Date()),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.notes[0]).toMatchObject({ _key: note._key, notificationState: 'sent' });
  });
});

describe('the SMS text', () => {
  const note = { reference: 'HKR-2026-0000123-K', amount: 5000, currency: 'USD', counterAmount: 14_252_500, counterCurrency: 'CDF', dueDate: '2026-04-30' };
  it('shows both currencies while the message fits one SMS, the note currency alone when it would not', () => {
    expect(noticeText('{reference} {amount} {dueDate}', note, 'https://x.cd/home')).toBe('HKR-2026-0000123-K 50.00 USD (142525.00 CDF) 30/04/2026');
    const long = `${'x'.repeat(140)} {amount}`;
    expect(noticeText(long, note, '')).toBe(`${'x'.repeat(140)} 50.00 USD`);
  });
  it('falls back to the default text in French, within one SMS', () => {
    const text = noticeText('', note, 'https://mapato.example.cd/home');
    expect(text).toBe(
      "Note d'imposition HKR-2026-0000123-K : 50.00 USD (142525.00 CDF) à payer avant le 30/04/2026. Vérifiez ou payez : https://mapato.example.cd/home",
    );
    expect(text.length).toBeLessThanOrEqual(160);
  });
});

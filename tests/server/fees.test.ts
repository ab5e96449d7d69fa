import { addDays } from '../../src/domain/calendar-rules';
import { dayInZone } from '../../src/domain/dated-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidReference } from '../../src/domain/tax-reference';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { buildTaxWorld, type TaxWorld } from './tax-notes-fixture';

let t: TestApp;
let world: TaxWorld;
let poc: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildTaxWorld(t, 'FEES');
  const added = await world.api(world.sessions.admin, 'POST', `/project/projects/${world.projectKey}/members`, { userKeys: ['user-poc'] });
  if (added.statusCode !== 200) throw new Error(added.body);
  poc = await t.login('poc');
});
afterAll(async () => {
  await t.close();
});

/** The payment's day is the project's (dated money); the fee's period starts on the server's calendar day. */
const today = () => dayInZone(new Date());
const serverDay = () => dayInZone(new Date());
const walkIn = { kind: 'walkIn', firstName: 'Ilunga', lastName: 'Kasongo', phoneCountryCode: '243', phoneNumber: '0812000999' };
const feeBody = (overrides: Record<string, unknown> = {}) => ({
  nomenclatureItemKey: world.keys.fee,
  payer: walkIn,
  stepValues: { count: '2' },
  method: 'collectionPoint',
  paidCurrency: 'USD',
  paidAmount: 2000,
  paymentDate: today(),
  ...overrides,
});
const collect = (body: Record<string, unknown>, session: SessionUser = poc, headers: Record<string, string> = {}) =>
  world.api(session, 'POST', '/payment/fees', body, headers);

/** How many fee notes the project holds (Content-Range total). */
async function feeNoteCount() {
  const response = await world.api(world.sessions.admin, 'GET', `/taxNote/notes?filter=${encodeURIComponent('{"taxType":"fee"}')}`);
  return Number(response.headers['content-range']!.toString().split('/')[1]);
}
async function citizensNamed(q: string) {
  const response = await world.api(world.sessions.admin, 'GET', `/account/citizens?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
  return response.json().data as { _key: string; status: string }[];
}

describe('collecting a fee in one step', () => {
  it('turns a walk-in into a citizen waiting for approval, issues the fee and pays it, with a receipt', async () => {
    const response = await collect(feeBody());
    expect(response.statusCode, response.body).toBe(200);
    const { note, receiptNumber } = response.json().data;
    expect(receiptNumber).toMatch(/^[A-Z]+R-\d{4}-\d{7}-[0-9A-Z*]$/);
    expect(isValidReference(receiptNumber)).toBe(true);
    expect(note).toMatchObject({
      taxType: 'fee',
      taxpayerKind: 'citizen',
      taxpayerName: 'Ilunga Kasongo',
      declarantName: 'Ilunga Kasongo',
      phoneNumber: '812000999',
      period: 'once',
      periodStart: serverDay(),
      amount: { amount: 2000, currency: 'USD' },
      paidAmount: { amount: 2000, currency: 'USD' },
      remainingAmount: { amount: 0, currency: 'USD' },
      lifecycle: 'issued',
      paymentState: 'paid',
    });
    expect(note.events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'paid']);
    expect(note.events[1]).toMatchObject({ userName: 'poc', data: expect.objectContaining({ receiptNumber, method: 'collectionPoint' }) });

    const citizen = await world.api(world.sessions.admin, 'GET', `/account/citizens/${note.taxpayerKey}`);
    expect(citizen.json().data).toMatchObject({ firstName: 'Ilunga', lastName: 'Kasongo', contactPhone1: '812000999', status: 'waiting' });
  });

  it('takes a registered citizen’s fee paid in francs at the rate of the day', async () => {
    const response = await collect(
      feeBody({ payer: { kind: 'citizen', key: world.keys.citizen }, stepValues: { count: '1' }, paidCurrency: 'CDF', paidAmount: 2_850_500 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { note } = response.json().data;
    expect(note).toMatchObject({ taxpayerKey: world.keys.citizen, taxpayerName: 'Mwenze Kalenga', phoneNumber: '812000301', paymentState: 'paid' });
    expect(note.paidAmount).toEqual({ amount: 1000, currency: 'USD' });
  });

  it('says plainly, in both languages, that the payer already paid this fee today, and keeps no second note', async () => {
    const payer = { kind: 'citizen', key: world.keys.renter };
    const first = await collect(feeBody({ payer }));
    expect(first.statusCode, first.body).toBe(200);
    const before = await feeNoteCount();
    const again = await collect(feeBody({ payer }));
    expect(again.statusCode).toBe(409);
    const reference = first.json().data.note.reference;
    expect(again.json()).toMatchObject({
      errorCode: 'FEE_ALREADY_COLLECTED',
      responseMessage: `This payer has already paid this fee today (tax note ${reference}): a fee is collected once a day from each payer.`,
    });
    const inFrench = await collect(feeBody({ payer }), poc, { 'accept-language': 'fr' });
    expect(inFrench.json().responseMessage).toContain("Ce payeur a déjà payé cette redevance aujourd'hui");
    expect(await feeNoteCount()).toBe(before);
  });

  it('leaves neither note nor citizen behind when the paid amount is wrong (the established messages, in French too)', async () => {
    const before = await feeNoteCount();
    const stranger = { ...walkIn, firstName: 'Nobody', lastName: 'Leftbehind', phoneNumber: '0812000998' };
    const greater = await collect(feeBody({ payer: stranger, paidAmount: 2001 }));
    expect(greater.statusCode).toBe(422);
    expect(greater.json().responseMessage).toBe('Paid amount is greater than Payable Amount !!!');
    const less = await collect(feeBody({ payer: stranger, paidAmount: 1999 }), poc, { 'accept-language': 'fr' });
    expect(less.statusCode).toBe(422);
    expect(less.json().responseMessage).toBe("Le montant payé n'est pas inférieur au montant à payer !!!");
    expect(await feeNoteCount()).toBe(before);
    expect(await citizensNamed('Leftbehind')).toEqual([]);
  });

  it('passes a fee protocol with an approver step by the system’s approval, then pays it', async () => {
    const step = await world.api(world.sessions.admin, 'POST', '/step/configurations', {
      taxType: 'fee',
      stepKey: 'feeApproval',
      labelName: 'Fee approval',
      sequence: 2,
      stepMode: 'user',
      hasApprovingOfficer: true,
    });
    expect(step.statusCode, step.body).toBe(200);
    const response = await collect(feeBody({ payer: { ...walkIn, firstName: 'Approved', phoneNumber: '0812000997' } }));
    expect(response.statusCode, response.body).toBe(200);
    const { note } = response.json().data;
    expect(note).toMatchObject({ lifecycle: 'issued', paymentState: 'paid' });
    // Approved today: the project's 30 days run from now.
    expect(note.dueDate).toBe(addDays(dayInZone(new Date()), 30));
    expect(note.events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'autoApproved', 'paid']);
    // The documented exception to four eyes: approved by the system, never by the collection point.
    expect(note.events[1]).toMatchObject({ kind: 'autoApproved', userName: null });
    expect(note.approvedBy).toBeUndefined();
  });

  it('refuses a role without the Fee area (403), and a fee agent without payment rights leaves no note', async () => {
    const cashier = await collect(feeBody(), world.sessions.cashier);
    expect(cashier.statusCode).toBe(403);
    expect(cashier.json().errorCode).toBe('FORBIDDEN');

    const before = await feeNoteCount();
    const taxateur = await collect(feeBody({ payer: { ...walkIn, lastName: 'Norights', phoneNumber: '0812000996' } }), world.sessions.taxateur);
    expect(taxateur.statusCode).toBe(403);
    expect(taxateur.json().responseMessage).toBe('You may not record payments by this method.');
    expect(await feeNoteCount()).toBe(before);
    expect(await citizensNamed('Norights')).toEqual([]);
  });

  it('collects fees at several counters at once, each with its own note and receipt', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => collect(feeBody({ payer: { ...walkIn, lastName: `Together${i}`, phoneNumber: `081200080${i}` } }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const receipts = answers.map((answer) => answer.json().data.receiptNumber as string);
    const references = answers.map((answer) => answer.json().data.note.reference as string);
    expect(new Set(receipts).size).toBe(6);
    expect(new Set(references).size).toBe(6);
  });

  it('answers a resent fee (same Idempotency-Key) with the first result, and refuses the key with another body (422)', async () => {
    const before = await feeNoteCount();
    const body = feeBody({ payer: { ...walkIn, lastName: 'Resent', phoneNumber: '0812000811' } });
    const headers = { 'idempotency-key': 'fee-resent-1' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => collect(body, poc, headers)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    // The same answer (the replay comes from jsonb, so compared as JSON, not as text).
    for (const answer of answers) expect(answer.json()).toEqual(answers[0].json());
    expect(await feeNoteCount()).toBe(before + 1);
    expect(await citizensNamed('Resent')).toHaveLength(1);
    const other = await collect({ ...body, paidAmount: 4000, stepValues: { count: '4' } }, poc, headers);
    expect(other.statusCode).toBe(422);
    expect(await feeNoteCount()).toBe(before + 1);
  });

  it('refuses a tax that is not a fee and a malformed payer (400)', async () => {
    const notFee = await collect(feeBody({ nomenclatureItemKey: world.keys.vignette }));
    expect(notFee.statusCode).toBe(400);
    const noPhone = await collect(feeBody({ payer: { kind: 'walkIn', firstName: 'A', lastName: 'B' } }));
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error).toBe(true);
  });
});

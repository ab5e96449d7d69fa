import { dayInZone } from '../../src/domain/dated-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionNote } from '../../src/server/services/tax-notes/transition-note';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { buildTaxWorld, draftFor, type TaxWorld } from './tax-notes-fixture';

let t: TestApp;
let world: TaxWorld;
let taxateur: SessionUser, approver: SessionUser, receveur: SessionUser, cashier: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildTaxWorld(t, 'FLOW');
  ({ taxateur, approver, receveur, cashier } = world.sessions);
});
afterAll(async () => {
  await t.close();
});

/** A reference inside a pattern (its check character may be '*'). */
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PERMISSION = "You don't have the permission to modify the taxnote";
const inDays = (days: number) => dayInZone(new Date(Date.now() + days * 86_400_000));
let period = 2000;

/** A new vehicle note waiting for the approver (each in a period of its own: no duplicates). */
async function waitingNote(overrides: Record<string, unknown> = {}) {
  period += 1;
  const response = await world.api(taxateur, 'POST', '/taxNote/notes', draftFor(world, { periodStart: `${period}-01-01`, ...overrides }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { _key: string; reference: string };
}

const act = (session: SessionUser, key: string, suffix: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  world.api(session, 'POST', `/taxNote/notes/${key}/${suffix}`, body, headers);

/** A supporting document stored in the world's project, as the dialogs upload it before the step. */
async function storedDocument(session: SessionUser) {
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
  const response = await world.api(session, 'POST', '/utils/documents', {
    fileName: 'letter.pdf',
    contentType: 'application/pdf',
    dataBase64: pdf.toString('base64'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data._key as string;
}

async function expectRefused(session: SessionUser, key: string, suffix: string, status: 403 | 409, body: unknown = {}) {
  const response = await act(session, key, suffix, body);
  expect(response.statusCode, `${suffix}: ${response.body}`).toBe(status);
  if (status === 403) expect(response.json()).toMatchObject({ errorCode: 'TAX_NOTE_PERMISSION', responseMessage: PERMISSION });
  else expect(response.json().errorCode).toBe('TAX_NOTE_STATE');
}

describe('approval and issue', () => {
  it('only the approver approves, then only the receveur issues; a decided note cannot be approved again', async () => {
    const note = await waitingNote();
    await expectRefused(taxateur, note._key, 'approve', 403);
    await expectRefused(receveur, note._key, 'approve', 403);
    await expectRefused(cashier, note._key, 'approve', 403);
    // Nobody issues a note before it is approved.
    await expectRefused(receveur, note._key, 'issue', 409);

    const approved = await act(approver, note._key, 'approve', {}, { 'access-latitude': '-11.6', 'access-longitude': '27.5' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      lifecycle: 'approved',
      awaitingActor: 'receveur',
      approvedByName: 'Jeanne Kalala',
      dueDate: inDays(30),
      version: 2,
    });
    expect(approved.json().data.events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'approved']);
    expect(approved.json().data.events[1]).toMatchObject({ userName: 'approver', latitude: -11.6, longitude: 27.5 });

    await expectRefused(approver, note._key, 'approve', 409);
    // The one who lost the race is told who decided first and when, in their language (tax-staff D9).
    const late = await act(approver, note._key, 'approve');
    expect(late.json().responseMessage).toMatch(
      new RegExp(`^Tax note ${escapeRe(note.reference)} was already approved by Jeanne Kalala on \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d\\.$`),
    );
    const lateFr = await act(approver, note._key, 'reject', { reason: 'Trop tard' }, { 'accept-language': 'fr' });
    expect(lateFr.json().responseMessage).toMatch(
      new RegExp(`^La note de taxation ${escapeRe(note.reference)} a déjà été approuvée par Jeanne Kalala le \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d\\.$`),
    );
    await expectRefused(approver, note._key, 'reject', 409, { reason: 'Too late' });
    await expectRefused(approver, note._key, 'issue', 403);
    await expectRefused(taxateur, note._key, 'issue', 403);

    const issued = await act(receveur, note._key, 'issue');
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({ lifecycle: 'issued', issuedByName: 'Didier Ilunga', version: 3 });
    expect(issued.json().data.awaitingActor).toBeUndefined();
    await expectRefused(receveur, note._key, 'issue', 409);
    await expectRefused(approver, note._key, 'approve', 409);
  });

  it('without a receveur step, approving issues the note', async () => {
    const created = await world.api(
      taxateur,
      'POST',
      '/taxNote/notes',
      draftFor(world, { taxType: 'property', objectKey: world.keys.property, items: [{ nomenclatureItemKey: world.keys.landTax }] }),
    );
    const approved = await act(approver, created.json().data._key, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ lifecycle: 'issued', approvedByName: 'Jeanne Kalala', issuedByName: 'Jeanne Kalala', dueDate: inDays(30) });
  });

  it('a rejection needs a reason, is the approver’s, and closes the note', async () => {
    const note = await waitingNote();
    expect((await act(approver, note._key, 'reject', {})).statusCode).toBe(400);
    const blank = await act(approver, note._key, 'reject', { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().responseMessage).toBe('Please give a reason.');
    await expectRefused(taxateur, note._key, 'reject', 403, { reason: 'No' });

    const rejected = await act(approver, note._key, 'reject', { reason: 'Vehicle sold' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ lifecycle: 'rejected', allowedActions: [] });
    expect(rejected.json().data.events[1]).toMatchObject({ kind: 'rejected', reason: 'Vehicle sold' });

    await expectRefused(approver, note._key, 'approve', 409);
    await expectRefused(approver, note._key, 'reject', 409, { reason: 'Again' });
    await expectRefused(taxateur, note._key, 'amendments', 409, { amount: 100, reason: 'Late' });
  });

  it('the scheduler approves as the system: an autoApproved event with nobody behind it', async () => {
    const note = await waitingNote();
    const now = new Date();
    const result = await transitionNote({ db: t.app.db, projectKey: world.projectKey, noteKey: note._key, action: 'approve', by: { kind: 'system' }, now });
    expect(result).toMatchObject({ lifecycle: 'approved', awaitingActor: 'receveur', version: 2 });
    expect(result.approvedBy).toBeUndefined();
    const shown = (await world.api(approver, 'GET', `/taxNote/notes/${note._key}`)).json().data;
    expect(shown.events[1]).toMatchObject({ kind: 'autoApproved', userName: null });
    expect(shown.approvedAt).toBe(now.toISOString());
    await expect(
      transitionNote({ db: t.app.db, projectKey: world.projectKey, noteKey: note._key, action: 'approve', by: { kind: 'system' }, now }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      transitionNote({ db: t.app.db, projectKey: world.projectKey, noteKey: note._key, action: 'issue', by: { kind: 'system' }, now }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });

  it('an unknown note, or one of another project: 404', async () => {
    const note = await waitingNote();
    expect((await act(approver, 'no-such-note', 'approve')).statusCode).toBe(404);
    const elsewhere = await t.request({
      method: 'POST',
      url: `/api/taxNote/notes/${note._key}/approve`,
      headers: t.headersFor(world.sessions.admin),
      payload: {},
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await world.api(approver, 'GET', '/taxNote/notes/no-such-note')).statusCode).toBe(404);
  });

  it('bad transition bodies: 400', async () => {
    const note = await waitingNote();
    const cases: [string, unknown][] = [
      ['approve', { surprise: 1 }],
      ['reject', {}],
      ['amendments', { reason: 'x' }],
      ['amendments', { amount: -5, reason: 'x' }],
      ['amendments', { amount: 12.5, reason: 'x' }],
      ['amendments', { amount: 100 }],
      // Within the schema's bounds, but its counter-value in francs could not be held.
      ['amendments', { amount: 900719925474099, reason: 'x' }],
      ['disputes', {}],
      ['disputes/reject', { reason: '' }],
    ];
    for (const [suffix, body] of cases) {
      // Each asked by the role it belongs to: new amounts are the appraiser's, decisions the approver's.
      const response = await act(suffix === 'amendments' ? taxateur : approver, note._key, suffix, body);
      expect(response.statusCode, `${suffix} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
    }
  });
});

describe('amendments', () => {
  it('the appraiser asks, the approver decides; an approved amendment sets amount and counter-value at the frozen rate', async () => {
    const note = await waitingNote();
    await expectRefused(cashier, note._key, 'amendments', 403, { amount: 4000, reason: 'Typo' });
    const unknown = await act(taxateur, note._key, 'amendments', { amount: 4000, reason: 'Second vehicle counted', documentKey: 'doc-typed-by-hand' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().responseMessage).toBe('The supporting document was not found: attach it again.');
    const documentKey = await storedDocument(taxateur);
    const asked = await act(taxateur, note._key, 'amendments', { amount: 4000, reason: 'Second vehicle counted', documentKey });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.pendingAmendment).toMatchObject({
      amount: 4000,
      reason: 'Second vehicle counted',
      documentKey,
      requestedBy: 'user-taxateur',
    });
    await expectRefused(taxateur, note._key, 'amendments', 409, { amount: 3000, reason: 'Again' });
    await expectRefused(taxateur, note._key, 'amendments/approve', 403);

    const shown = (await world.api(approver, 'GET', `/taxNote/notes/${note._key}`)).json().data;
    expect(shown.allowedActions).toEqual(['approve', 'reject', 'approveAmendment', 'rejectAmendment']);

    const approved = await act(approver, note._key, 'amendments/approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      amount: { amount: 4000, currency: 'USD' },
      computedAmount: { amount: 4600, currency: 'USD' },
      counterAmount: { amount: 11_402_000, currency: 'CDF' },
      pendingAmendment: null,
      lifecycle: 'waitingForApproval',
    });
    expect(approved.json().data.events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'amendmentRequested', 'amendmentApproved']);
    await expectRefused(approver, note._key, 'amendments/approve', 409);
    await expectRefused(approver, note._key, 'amendments/reject', 409, { reason: 'Nothing pending' });
  });

  it('a rejected amendment leaves the amount as it was', async () => {
    const note = await waitingNote();
    expect((await act(taxateur, note._key, 'amendments', { amount: 100, reason: 'Discount' })).statusCode).toBe(200);
    expect((await act(approver, note._key, 'amendments/reject', {})).statusCode).toBe(400);
    const rejected = await act(approver, note._key, 'amendments/reject', { reason: 'No ground' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ amount: { amount: 4600 }, pendingAmendment: null });
    expect(rejected.json().data.events.at(-1)).toMatchObject({ kind: 'amendmentRejected', reason: 'No ground' });
  });
});

describe('disputes', () => {
  it('staff (the taxateur) open a dispute on an approved note; the approver rejects it; an approved amendment closes one', async () => {
    const note = await waitingNote();
    // Not before approval, and not by a role without Tax Note:update (the cashier; the approver
    // neither: who decides disputes does not record them, four eyes).
    await expectRefused(taxateur, note._key, 'disputes', 409, { reason: 'Too high' });
    expect((await act(approver, note._key, 'approve')).statusCode).toBe(200);
    await expectRefused(cashier, note._key, 'disputes', 403, { reason: 'Too high' });
    await expectRefused(approver, note._key, 'disputes', 403, { reason: 'Too high' });

    const letter = await storedDocument(taxateur);
    const opened = await act(taxateur, note._key, 'disputes', { reason: 'Taxpayer contests the power', documentKey: letter });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.disputed).toBe(true);
    expect(opened.json().data.events.at(-1)).toMatchObject({ kind: 'disputed', reason: 'Taxpayer contests the power', data: { documentKey: letter } });
    await expectRefused(taxateur, note._key, 'disputes', 409, { reason: 'Twice' });
    await expectRefused(receveur, note._key, 'disputes/reject', 403, { reason: 'No' });

    const closed = await act(approver, note._key, 'disputes/reject', { reason: 'Power checked on the card' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.disputed).toBe(false);
    await expectRefused(approver, note._key, 'disputes/reject', 409, { reason: 'Again' });

    expect((await act(taxateur, note._key, 'disputes', { reason: 'Contested again' })).statusCode).toBe(200);
    expect((await act(taxateur, note._key, 'amendments', { amount: 2300, reason: 'Half the power' })).statusCode).toBe(200);
    const amended = await act(approver, note._key, 'amendments/approve');
    expect(amended.json().data).toMatchObject({ disputed: false, amount: { amount: 2300 }, lifecycle: 'approved' });
  });
});

describe('bulk approval', () => {
  it('approves what it may and says why it refused the rest', async () => {
    const first = await waitingNote();
    const second = await waitingNote();
    const decided = await waitingNote();
    expect((await act(approver, decided._key, 'reject', { reason: 'Duplicate' })).statusCode).toBe(200);

    const response = await world.api(
      approver,
      'POST',
      '/taxNote/notes/bulk-approve',
      { keys: [first._key, decided._key, 'no-such-note', second._key] },
      { 'accept-language': 'fr' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      approved: [first._key, second._key],
      refused: [
        {
          key: decided._key,
          errorCode: 'TAX_NOTE_STATE',
          message: expect.stringMatching(new RegExp(`^La note de taxation ${escapeRe(decided.reference)} a déjà été rejetée par Jeanne Kalala le `)),
        },
        { key: 'no-such-note', errorCode: 'NOT_FOUND', message: expect.any(String) },
      ],
    });
    expect((await world.api(taxateur, 'POST', '/taxNote/notes/bulk-approve', { keys: [first._key] })).statusCode).toBe(403);
    expect((await world.api(approver, 'POST', '/taxNote/notes/bulk-approve', { keys: [] })).statusCode).toBe(400);
  });
});

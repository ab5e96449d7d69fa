import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxNoteEvents, userActivity } from '../../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { transitionNote } from '../../../src/server/services/tax-notes/transition-note';
import { createTestApp, type SessionUser, type TestApp } from '../support/test-app';
import { buildTaxWorld, draftFor, type TaxWorld } from '../tax-notes-fixture';

/**
 * Four eyes on tax notes (issue 22, item 1), played as the insider with the demo accounts: the
 * person who created a note, asked for a new amount or recorded a dispute never decides it,
 * whatever their role holds (the Super Admin holds every right), and each refusal is a 403
 * FOUR_EYES in the caller's language, logged in user_activity. The demo roles are split: the
 * taxateur asks, the approver decides, and the approver can no longer ask.
 */
let t: TestApp;
let world: TaxWorld;
let admin: SessionUser, taxateur: SessionUser, approver: SessionUser, receveur: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildTaxWorld(t, 'EYES');
  ({ admin, taxateur, approver, receveur } = world.sessions);
});
afterAll(async () => {
  await t.close();
});

const MESSAGES = {
  note: {
    en: 'You created this tax note: another approver must approve or reject it.',
    fr: "Vous avez créé cette note de taxation : un autre approbateur doit l'approuver ou la rejeter.",
  },
  amendment: {
    en: 'You asked for this new amount: another approver must decide on it.',
    fr: 'Vous avez demandé ce nouveau montant : un autre approbateur doit en décider.',
  },
  dispute: {
    en: 'You recorded this dispute: another approver must decide on it.',
    fr: 'Vous avez enregistré cette contestation : un autre approbateur doit en décider.',
  },
};
let period = 1900;

const act = (session: SessionUser, key: string, suffix: string, body: unknown = {}, language = 'en') =>
  world.api(session, 'POST', `/taxNote/notes/${key}/${suffix}`, body, { 'accept-language': language });
const shown = async (session: SessionUser, key: string) => (await world.api(session, 'GET', `/taxNote/notes/${key}`)).json().data;

/** A vehicle note (46.00 USD) by `creator`, waiting for approval; approved and issued when asked. */
async function note(creator: SessionUser, stage: 'waiting' | 'issued' = 'waiting') {
  period += 1;
  const created = await world.api(creator, 'POST', '/taxNote/notes', draftFor(world, { periodStart: `${period}-01-01` }));
  expect(created.statusCode, created.body).toBe(200);
  const key = created.json().data._key as string;
  if (stage === 'issued') {
    expect((await act(approver, key, 'approve')).statusCode).toBe(200);
    expect((await act(receveur, key, 'issue')).statusCode).toBe(200);
  }
  return key;
}

async function expectOwnRequest(session: SessionUser, key: string, suffix: string, what: keyof typeof MESSAGES, body: unknown = {}) {
  for (const language of ['en', 'fr'] as const) {
    const response = await act(session, key, suffix, body, language);
    expect(response.statusCode, `${suffix}: ${response.body}`).toBe(403);
    expect(response.json()).toMatchObject({ error: true, errorCode: 'FOUR_EYES', responseMessage: MESSAGES[what][language] });
  }
}

/** The refused attempts of this user on this route, newest first, as the audit trail keeps them. */
async function refusalsLogged(session: SessionUser, suffix: string) {
  return t.database.db
    .select({ action: userActivity.action, statusCode: userActivity.statusCode, projectKey: userActivity.projectKey })
    .from(userActivity)
    .where(and(eq(userActivity.userKey, session._key), eq(userActivity.route, `/api/taxNote/notes/:key/${suffix}`), eq(userActivity.statusCode, 403)))
    .orderBy(desc(userActivity.id));
}

describe('amendments', () => {
  it('the demo approver can no longer ask for a new amount: the taxateur asks, the approver decides', async () => {
    const key = await note(taxateur, 'issued');
    const asked = await act(approver, key, 'amendments', { amount: 0, reason: 'correction' });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().errorCode).toBe('TAX_NOTE_PERMISSION');

    expect((await act(taxateur, key, 'amendments', { amount: 3000, reason: 'Half year only' })).statusCode).toBe(200);
    // The approver finds it in the queue of new amounts awaiting a decision.
    const queue = await world.api(approver, 'GET', `/taxNote/notes?filter=${encodeURIComponent('{"amendmentState":"pending"}')}&range=[0,99]`);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data.map((row: { _key: string }) => row._key)).toContain(key);
    expect(queue.json().data.every((row: { pendingAmendment?: unknown }) => row.pendingAmendment)).toBe(true);
    // The requester is offered no decision; the approver is offered both.
    expect((await shown(taxateur, key)).allowedActions).not.toContain('approveAmendment');
    expect((await shown(approver, key)).allowedActions).toEqual(expect.arrayContaining(['approveAmendment', 'rejectAmendment']));
    const approved = await act(approver, key, 'amendments/approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ amount: { amount: 3000, currency: 'USD' }, paymentState: 'unpaid' });
  });

  it('one person holding every right asks for 0 and approves it himself: refused, logged, the note still owes 46.00', async () => {
    const key = await note(taxateur, 'issued');
    expect((await act(admin, key, 'amendments', { amount: 0, reason: 'correction' })).statusCode).toBe(200);
    expect((await shown(admin, key)).allowedActions).not.toEqual(expect.arrayContaining(['approveAmendment']));
    expect((await shown(admin, key)).allowedActions).not.toEqual(expect.arrayContaining(['rejectAmendment']));

    await expectOwnRequest(admin, key, 'amendments/approve', 'amendment');
    await expectOwnRequest(admin, key, 'amendments/reject', 'amendment', { reason: 'Withdrawn' });
    const after = await shown(admin, key);
    expect(after).toMatchObject({ amount: { amount: 4600, currency: 'USD' }, remainingAmount: { amount: 4600 }, paymentState: 'unpaid' });
    expect(after.pendingAmendment).toMatchObject({ amount: 0, requestedBy: 'user-admin' });
    expect(after.events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'approved', 'issued', 'amendmentRequested']);

    const logged = await refusalsLogged(admin, 'amendments/approve');
    expect(logged[0]).toMatchObject({ action: 'tax note approveAmendment failed', statusCode: 403, projectKey: world.projectKey });
    expect((await refusalsLogged(admin, 'amendments/reject'))[0]).toMatchObject({ action: 'tax note rejectAmendment failed' });

    // Another approver decides it: the approver turns the 0 down.
    const rejected = await act(approver, key, 'amendments/reject', { reason: 'No ground for 0' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ amount: { amount: 4600 } });
  });
});

describe('approval of a note', () => {
  it('its creator neither approves nor rejects it, whatever their role; the queue offers them nothing; another approver does', async () => {
    const key = await note(admin);
    expect((await shown(admin, key)).allowedActions).toEqual(['requestAmendment']);
    await expectOwnRequest(admin, key, 'approve', 'note');
    await expectOwnRequest(admin, key, 'reject', 'note', { reason: 'Mine' });
    expect((await refusalsLogged(admin, 'approve'))[0]).toMatchObject({ action: 'tax note approve failed', statusCode: 403 });

    // Bulk approval from the queue refuses it the same way, note by note.
    const bulk = await world.api(admin, 'POST', '/taxNote/notes/bulk-approve', { keys: [key] }, { 'accept-language': 'fr' });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data).toEqual({ approved: [], refused: [{ key, errorCode: 'FOUR_EYES', message: MESSAGES.note.fr }] });
    expect(await shown(admin, key)).toMatchObject({ lifecycle: 'waitingForApproval', version: 1 });

    const approved = await act(approver, key, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ lifecycle: 'approved', approvedBy: 'user-approver' });
  });

  it('the scheduler approves as the system whoever created the note', async () => {
    const key = await note(admin);
    const result = await transitionNote({
      db: t.app.db,
      projectKey: world.projectKey,
      noteKey: key,
      action: 'approve',
      by: { kind: 'system' },
      now: new Date(),
    });
    expect(result).toMatchObject({ lifecycle: 'approved' });
    expect(result.approvedBy).toBeUndefined();
  });
});

describe('disputes', () => {
  it('whoever recorded a dispute neither rejects it nor upholds it by approving a lower amount', async () => {
    const key = await note(taxateur, 'issued');
    expect((await act(admin, key, 'disputes', { reason: 'Taxpayer contests the power' })).statusCode).toBe(200);
    expect((await shown(admin, key)).allowedActions).not.toContain('rejectDispute');
    await expectOwnRequest(admin, key, 'disputes/reject', 'dispute', { reason: 'Unfounded' });

    // The taxateur asks for the lower amount the dispute wants; its recorder may not grant it.
    expect((await act(taxateur, key, 'amendments', { amount: 2300, reason: 'Half the power' })).statusCode).toBe(200);
    expect((await shown(admin, key)).allowedActions).not.toContain('approveAmendment');
    await expectOwnRequest(admin, key, 'amendments/approve', 'dispute');
    expect(await shown(approver, key)).toMatchObject({ amount: { amount: 4600 }, disputed: true });

    const upheld = await act(approver, key, 'amendments/approve');
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect(upheld.json().data).toMatchObject({ amount: { amount: 2300 }, disputed: false });
  });

  it('the demo taxateur records disputes, the demo approver decides them', async () => {
    const key = await note(taxateur, 'issued');
    expect((await act(approver, key, 'disputes', { reason: 'Contested' })).statusCode).toBe(403);
    expect((await act(taxateur, key, 'disputes', { reason: 'Contested' })).statusCode).toBe(200);
    // The taxateur is no approver: the role refuses before four eyes would.
    const refused = await act(taxateur, key, 'disputes/reject', { reason: 'Unfounded' });
    expect(refused.json()).toMatchObject({ errorCode: 'TAX_NOTE_PERMISSION' });
    const closed = await act(approver, key, 'disputes/reject', { reason: 'Power checked on the card' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ disputed: false });
  });
});

describe('at the same time', () => {
  it('asking for 0 and approving it at once, many times over: the one person never gets both', async () => {
    const key = await note(taxateur, 'issued');
    for (let round = 0; round < 5; round += 1) {
      const [asked, decided] = await Promise.all([
        act(admin, key, 'amendments', { amount: 0, reason: `Round ${round}` }),
        act(admin, key, 'amendments/approve'),
      ]);
      // The approval finds nothing pending yet (409) or the caller's own request (403); never 200.
      expect([403, 409], decided.body).toContain(decided.statusCode);
      if (asked.statusCode === 200) {
        expect((await act(approver, key, 'amendments/reject', { reason: 'Not justified' })).statusCode).toBe(200);
      }
    }
    expect(await shown(approver, key)).toMatchObject({ amount: { amount: 4600 }, paymentState: 'unpaid' });
  });
});

describe('the demo data', () => {
  it('has no decision taken by the person who made its request (creator, requester, dispute recorder)', async () => {
    const events = await t.database.db
      .select({ noteKey: taxNoteEvents.noteKey, kind: taxNoteEvents.kind, userKey: taxNoteEvents.userKey })
      .from(taxNoteEvents)
      .where(eq(taxNoteEvents.projectKey, TAX_PROJECT_KEY))
      .orderBy(asc(taxNoteEvents.id));
    const maker = new Map<string, string | null>();
    const ownDecisions: string[] = [];
    let decisions = 0;
    const DECIDES: Record<string, string> = {
      approved: 'created',
      rejected: 'created',
      amendmentApproved: 'amendmentRequested',
      amendmentRejected: 'amendmentRequested',
      disputeRejected: 'disputed',
    };
    for (const event of events) {
      const request = DECIDES[event.kind];
      if (request) {
        decisions += 1;
        if (event.userKey && event.userKey === maker.get(`${event.noteKey}:${request}`)) ownDecisions.push(`${event.noteKey} ${event.kind}`);
      } else maker.set(`${event.noteKey}:${event.kind}`, event.userKey);
    }
    expect(decisions).toBeGreaterThan(100);
    expect(ownDecisions).toEqual([]);
  });
});

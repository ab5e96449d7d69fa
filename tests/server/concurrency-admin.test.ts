import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { usingPostgres } from './support/test-database';

/**
 * Fifty clients at once on one unique name, or on one version of a row. On PostgreSQL the
 * requests really overlap (a pool of connections, so the early name check passes for several
 * of them and the unique index decides); on PGlite they queue, and the same outcome must hold.
 */
const CLIENTS = 50;
let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const all = (options: (i: number) => InjectOptions) => Promise.all(Array.from({ length: CLIENTS }, (_, i) => t.request(options(i))));

/** Counts answers by status, and checks every loser got the translated envelope, never a 5xx. */
function tally(responses: LightMyRequestResponse[]) {
  const byStatus: Record<number, number> = {};
  for (const response of responses) byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
  return byStatus;
}

function expectOneWinner(responses: LightMyRequestResponse[], loserStatus: number, loserCodes: string[]) {
  expect(tally(responses)).toEqual({ 200: 1, [loserStatus]: CLIENTS - 1 });
  for (const loser of responses.filter((r) => r.statusCode !== 200)) {
    const body = loser.json();
    expect(body.error).toBe(true);
    expect(loserCodes).toContain(body.errorCode);
    expect(body.responseMessage).toMatch(/\w/);
  }
}

describe(`${CLIENTS} parallel creations of one unique name (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('creates one user; the others hear "User is already added !!!"', async () => {
    const responses = await all((i) => ({
      method: 'POST',
      url: '/api/utils/users',
      headers: t.headersFor(admin),
      payload: {
        userName: 'racer',
        password: 'Kitoko@2026',
        confirmPassword: 'Kitoko@2026',
        firstName: 'Racer',
        lastName: `N${i}`,
        contactPhone1CountryCode: '243',
        phoneNumber: '991234567',
        userRole: 'role-taxateur',
        type: '2',
        establishmentKey: 'est-bureau-centre',
        associatedEstablishmentKey: [],
        applicationAccess: '1',
        isExternal: false,
      },
    }));
    expectOneWinner(responses, 409, ['USER_ALREADY_ADDED']);
    for (const loser of responses.filter((r) => r.statusCode === 409)) expect(loser.json().responseMessage).toBe('User is already added !!!');
    const listed = await t.request({ method: 'GET', url: '/api/utils/users?filter={"q":"racer"}', headers: t.headersFor(admin) });
    expect(listed.json().data).toHaveLength(1);
  });

  it('creates one role', async () => {
    const responses = await all((i) => ({
      method: 'POST',
      url: '/api/utils/roles',
      headers: t.headersFor(admin),
      payload: { name: i % 2 ? 'Racing role' : 'RACING ROLE' },
    }));
    expectOneWinner(responses, 409, ['ROLE_NAME_TAKEN']);
    const listed = await t.request({ method: 'GET', url: '/api/utils/roles?filter={"q":"racing"}', headers: t.headersFor(admin) });
    expect(listed.json().data).toHaveLength(1);
  });

  it('creates one project, with one membership', async () => {
    const responses = await all(() => ({
      method: 'POST',
      url: '/api/project/projects',
      headers: t.headersFor(admin),
      payload: { projectName: 'Racing Province', projectType: '1' },
    }));
    expectOneWinner(responses, 409, ['PROJECT_NAME_TAKEN']);
    const listed = await t.request({ method: 'GET', url: '/api/project/projects?filter={"q":"racing"}', headers: t.headersFor(admin) });
    expect(listed.json().data).toHaveLength(1);
    const members = await t.request({ method: 'GET', url: `/api/project/projects/${listed.json().data[0]._key}/members`, headers: t.headersFor(admin) });
    expect(members.json().data.map((m: { userName: string }) => m.userName)).toEqual(['admin']);
  });

  it('signs up one account', async () => {
    const responses = await all((i) => ({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Signe',
        lastName: `N${i}`,
        userName: 'racing-visitor',
        contactPhone1CountryCode: '243',
        phoneNumber: '991234569',
        password: 'Kitoko@2026',
        confirmPassword: 'Kitoko@2026',
      },
    }));
    expectOneWinner(responses, 409, ['USER_NAME_TAKEN']);
  });
});

describe(`${CLIENTS} parallel saves over one version (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  /** Every client opened the same version and saves its own change: one applies, the rest are told to reload. */
  async function race(url: string, payload: (i: number) => Record<string, unknown>) {
    const opened = await t.request({ method: 'GET', url, headers: t.headersFor(admin) });
    const etag = opened.headers.etag as string;
    const responses = await all((i) => ({ method: 'PUT', url, headers: t.headersFor(admin, { 'if-match': etag }), payload: payload(i) }));
    expectOneWinner(responses, 412, ['STALE_RECORD']);
    const winner = responses.find((r) => r.statusCode === 200)!.json().data;
    const after = await t.request({ method: 'GET', url, headers: t.headersFor(admin) });
    expect(after.headers.etag).toBe(`"${opened.json().data.version + 1}"`);
    return { winner, stored: after.json().data };
  }

  it("applies one user save; the stored user is the winner's", async () => {
    const { winner, stored } = await race('/api/utils/users/user-receveur', (i) => ({ title: `T${i}` }));
    expect(stored.title).toBe(winner.title);
  });

  it('applies one role save', async () => {
    const { winner, stored } = await race('/api/utils/roles/role-bank', (i) => ({ description: `D${i}` }));
    expect(stored.description).toBe(winner.description);
  });

  it('applies one project save', async () => {
    const { winner, stored } = await race('/api/project/projects/proj-hk-tax', (i) => ({ dueDateDays: 10 + i }));
    expect(stored.dueDateDays).toBe(winner.dueDateDays);
  });
});

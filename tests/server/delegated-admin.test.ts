import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { HEALTH_PROJECT_KEY, TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/**
 * A delegated administrator: User, Role and Project rights, nothing else, not a Super Admin, a
 * member of the tax project only. Every way the issue found to escalate from there is refused;
 * the same acts within their rights succeed, so the refusals are the rule and not a broken route.
 */
let t: TestApp;
let admin: SessionUser;
let delegate: SessionUser;
let delegateRoleKey: string;
let viewerRoleKey: string;

const flags = (name: string, on: boolean) => ({ name, isAccess: on, read: on, create: on, update: on, delete: on, isPoc: false });
const readOnly = (name: string) => ({ name, isAccess: true, read: true, create: false, update: false, delete: false, isPoc: false });

const buildUser = (userName: string, overrides: Record<string, unknown> = {}) => ({
  userName,
  password: 'Kitoko@2026',
  confirmPassword: 'Kitoko@2026',
  firstName: 'Test',
  lastName: userName,
  gender: 'Female',
  contactPhone1CountryCode: '243',
  phoneNumber: '991234567',
  type: '2',
  establishmentKey: 'est-bureau-centre',
  associatedEstablishmentKey: [],
  applicationAccess: '1',
  isExternal: false,
  ...overrides,
});

const as = (session: SessionUser, extra: Record<string, string> = {}) => t.headersFor(session, extra);
const data = (response: LightMyRequestResponse) => response.json().data;

async function etag(url: string) {
  const response = await t.request({ method: 'GET', url, headers: as(admin) });
  expect(response.statusCode).toBe(200);
  return response.headers.etag as string;
}

const putUser = async (session: SessionUser, key: string, payload: Record<string, unknown>, language = 'en') =>
  t.request({
    method: 'PUT',
    url: `/api/utils/users/${key}`,
    headers: as(session, { 'if-match': await etag(`/api/utils/users/${key}`), 'accept-language': language }),
    payload,
  });
const putRole = async (session: SessionUser, key: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/utils/roles/${key}`, headers: as(session, { 'if-match': await etag(`/api/utils/roles/${key}`) }), payload });
const deleteRole = async (session: SessionUser, key: string) =>
  t.request({ method: 'DELETE', url: `/api/utils/roles/${key}`, headers: as(session, { 'if-match': await etag(`/api/utils/roles/${key}`) }) });
const postRole = (session: SessionUser, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/utils/roles', headers: as(session), payload });
const postUser = (session: SessionUser, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/utils/users', headers: as(session), payload });
const forceLogout = (session: SessionUser, key: string) => t.request({ method: 'POST', url: `/api/utils/users/${key}/force-logout`, headers: as(session) });
const addMembers = (session: SessionUser, projectKey: string, userKeys: string[]) =>
  t.request({ method: 'POST', url: `/api/project/projects/${projectKey}/members`, headers: as(session), payload: { userKeys } });

function expectRefused(response: LightMyRequestResponse, errorCode: string, message: string) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ error: true, errorCode, responseMessage: message });
}

const SUPER_ADMIN_USER = 'Only a Super Admin can change a Super Admin.';
const ROLE_BEYOND = 'You can only create, change, delete or give a role whose rights are all among your own.';
const USER_BEYOND = "You can only manage a user whose role's rights are all among your own.";
const OWN_ACCOUNT = 'You cannot change your own role, deactivate yourself or end your own sign-ins. Please ask another administrator.';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const role = await postRole(admin, { name: 'Delegated admin', roleList: [flags('User', true), flags('Role', true), flags('Project', true)] });
  expect(role.statusCode).toBe(200);
  delegateRoleKey = data(role)._key;
  const viewer = await postRole(admin, { name: 'User viewer', roleList: [readOnly('User')] });
  viewerRoleKey = data(viewer)._key;
  expect((await postUser(admin, buildUser('delegate', { userRole: delegateRoleKey }))).statusCode).toBe(200);
  delegate = await t.login('delegate', 'Kitoko@2026');
});
afterAll(async () => {
  await t.close();
});

describe('a delegated administrator cannot touch a Super Admin', () => {
  it('cannot demote, deactivate or force-logout the Super Admin, who keeps working', async () => {
    expectRefused(await putUser(delegate, 'user-admin', { userRole: 'role-taxateur' }), 'SUPER_ADMIN_ONLY', SUPER_ADMIN_USER);
    expectRefused(await putUser(delegate, 'user-admin', { isActive: false }), 'SUPER_ADMIN_ONLY', SUPER_ADMIN_USER);
    expectRefused(await forceLogout(delegate, 'user-admin'), 'SUPER_ADMIN_ONLY', SUPER_ADMIN_USER);
    const french = await putUser(delegate, 'user-admin', { isActive: false }, 'fr');
    expect(french.json().responseMessage).toBe('Seul un Super Admin peut modifier un Super Admin.');
    const me = await t.request({ method: 'GET', url: '/api/utils/users/user-admin', headers: as(admin) });
    expect(data(me)).toMatchObject({ roleName: 'Super Admin', isActive: true });
  });

  it("cannot give anyone the 'Super Admin' role", async () => {
    const created = await postUser(delegate, buildUser('would-be-super', { userRole: 'role-super-admin' }));
    expect(created.statusCode).toBe(403);
    expect(created.json().errorCode).toBe('SUPER_ADMIN_ONLY');
  });
});

describe('nobody edits their own role or account standing', () => {
  it('cannot widen their own role, nor delete it', async () => {
    const everything = ['User', 'Role', 'Project', 'Payment', 'Tax Note'].map((name) => flags(name, true));
    expectRefused(
      await putRole(delegate, delegateRoleKey, { roleList: everything }),
      'OWN_ROLE',
      'Nobody can change their own role. Please ask another administrator.',
    );
    expect((await deleteRole(delegate, delegateRoleKey)).json().errorCode).toBe('OWN_ROLE');
    const role = await t.request({ method: 'GET', url: `/api/utils/roles/${delegateRoleKey}`, headers: as(admin) });
    expect(data(role).roleList.map((e: { name: string }) => e.name)).toEqual(['User', 'Role', 'Project']);
  });

  it('cannot change their own role, deactivate or force-logout themselves, but may fix their own name', async () => {
    expectRefused(await putUser(delegate, delegate._key, { userRole: viewerRoleKey }), 'OWN_ACCOUNT', OWN_ACCOUNT);
    expectRefused(await putUser(delegate, delegate._key, { isActive: false }), 'OWN_ACCOUNT', OWN_ACCOUNT);
    expectRefused(await forceLogout(delegate, delegate._key), 'OWN_ACCOUNT', OWN_ACCOUNT);
    const renamed = await putUser(delegate, delegate._key, { firstName: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(data(renamed)).toMatchObject({ firstName: 'Renamed', userRole: delegateRoleKey, isActive: true });
  });

  it("holds for a Super Admin too: their own role and standing are another Super Admin's to change", async () => {
    expect((await putRole(admin, 'role-super-admin', { description: 'mine' })).json().errorCode).toBe('OWN_ROLE');
    expect((await putUser(admin, 'user-admin', { isActive: false })).json().errorCode).toBe('OWN_ACCOUNT');
  });
});

describe('a role is handled only by someone holding all its rights', () => {
  it('cannot give the global Cashier role User and Role rights, so the cashier still cannot create users', async () => {
    const cashierRole = data(await t.request({ method: 'GET', url: '/api/utils/roles/role-cashier', headers: as(admin) }));
    const widened = await putRole(delegate, 'role-cashier', { roleList: [...cashierRole.roleList, flags('User', true), flags('Role', true)] });
    expectRefused(widened, 'ROLE_BEYOND_RIGHTS', ROLE_BEYOND);
    const cashier = await t.login('cashier');
    expect((await postUser(cashier, buildUser('by-cashier', { userRole: 'role-cashier' }))).statusCode).toBe(403);
  });

  it('creates, widens and deletes roles only within their own rights', async () => {
    expectRefused(await postRole(delegate, { name: 'Payer', roleList: [flags('Payment', true)] }), 'ROLE_BEYOND_RIGHTS', ROLE_BEYOND);
    const small = await postRole(delegate, { name: 'Project reader', roleList: [readOnly('Project')] });
    expect(small.statusCode).toBe(200);
    const key = data(small)._key;
    expectRefused(await putRole(delegate, key, { roleList: [readOnly('Project'), readOnly('Payment')] }), 'ROLE_BEYOND_RIGHTS', ROLE_BEYOND);
    expect((await putRole(delegate, key, { roleList: [flags('Project', true)], description: 'wider, still covered' })).statusCode).toBe(200);
    const foreign = data(await postRole(admin, { name: 'Treasury', roleList: [readOnly('Payment')] }))._key;
    expectRefused(await deleteRole(delegate, foreign), 'ROLE_BEYOND_RIGHTS', ROLE_BEYOND);
    expect((await deleteRole(delegate, key)).statusCode).toBe(200);
  });

  it('cannot change a role held by a user of a project they are not in', async () => {
    const shared = data(await postUser(admin, buildUser('shared-viewer', { userRole: viewerRoleKey })));
    expect((await addMembers(admin, HEALTH_PROJECT_KEY, [shared._key])).statusCode).toBe(200);
    expectRefused(
      await putRole(delegate, viewerRoleKey, { description: 'changed' }),
      'ROLE_OUTSIDE_PROJECTS',
      'This role is held by users of projects you are not a member of; only a Super Admin can change it.',
    );
    expect((await putRole(admin, viewerRoleKey, { description: 'changed by the Super Admin' })).statusCode).toBe(200);
  });
});

describe('a user is handled only by someone holding all their rights', () => {
  it('manages a user whose role it holds: create, change, deactivate, force-logout', async () => {
    const created = await postUser(delegate, buildUser('managed', { userRole: viewerRoleKey }));
    expect(created.statusCode).toBe(200);
    const key = data(created)._key;
    expect((await putUser(delegate, key, { title: 'Clerk' })).statusCode).toBe(200);
    expect((await forceLogout(delegate, key)).statusCode).toBe(200);
    expect(data(await putUser(delegate, key, { isActive: false })).isActive).toBe(false);
  });

  it('cannot create a user with, or move a user to, a role beyond their rights', async () => {
    expectRefused(await postUser(delegate, buildUser('new-cashier', { userRole: 'role-cashier' })), 'ROLE_BEYOND_RIGHTS', ROLE_BEYOND);
    const key = data(await postUser(delegate, buildUser('promotable', { userRole: viewerRoleKey })))._key;
    expectRefused(await putUser(delegate, key, { userRole: 'role-cashier' }), 'ROLE_BEYOND_RIGHTS', ROLE_BEYOND);
    const after = data(await t.request({ method: 'GET', url: `/api/utils/users/${key}`, headers: as(admin) }));
    expect(after.userRole).toBe(viewerRoleKey);
  });

  it('cannot change, deactivate or force-logout a user whose role holds rights it lacks', async () => {
    expectRefused(await putUser(delegate, 'user-cashier', { isActive: false }), 'USER_BEYOND_RIGHTS', USER_BEYOND);
    expectRefused(await putUser(delegate, 'user-cashier', { userRole: viewerRoleKey }), 'USER_BEYOND_RIGHTS', USER_BEYOND);
    expectRefused(await forceLogout(delegate, 'user-cashier'), 'USER_BEYOND_RIGHTS', USER_BEYOND);
    const fr = await putUser(delegate, 'user-cashier', { isActive: false }, 'fr');
    expect(fr.json().responseMessage).toBe('Vous ne pouvez gérer qu’un utilisateur dont tous les droits du rôle font partie des vôtres.');
  });
});

describe('other projects stay a Super Admin’s business', () => {
  it('cannot add a health-project user to the tax project, nor change them once there', async () => {
    expectRefused(
      await addMembers(delegate, TAX_PROJECT_KEY, ['user-registrar']),
      'MEMBER_OF_OTHER_PROJECT',
      'This user already belongs to another project; only a Super Admin can add them to this one.',
    );
    const members = data(await t.request({ method: 'GET', url: `/api/project/projects/${TAX_PROJECT_KEY}/members`, headers: as(admin) }));
    expect(members.map((m: { userName: string }) => m.userName)).not.toContain('registrar');
    const unseen = await t.request({
      method: 'PUT',
      url: '/api/utils/users/user-registrar',
      headers: as(delegate, { 'if-match': '"1"' }),
      payload: { userRole: viewerRoleKey },
    });
    expect(unseen.statusCode).toBe(404);

    expect((await addMembers(admin, TAX_PROJECT_KEY, ['user-registrar'])).statusCode).toBe(200);
    const changed = await putUser(delegate, 'user-registrar', { userRole: viewerRoleKey });
    expect(changed.statusCode).toBe(403);
    expect(data(await t.request({ method: 'GET', url: '/api/utils/users/user-registrar', headers: as(admin) })).roleName).toBe('Registrar');
  });

  it('cannot change a user it fully covers once they also belong to a project it is not in', async () => {
    const key = data(await postUser(admin, buildUser('two-projects', { userRole: viewerRoleKey })))._key;
    expect((await putUser(delegate, key, { title: 'Before' })).statusCode).toBe(200);
    expect((await addMembers(admin, HEALTH_PROJECT_KEY, [key])).statusCode).toBe(200);
    expectRefused(
      await putUser(delegate, key, { isActive: false }),
      'USER_OUTSIDE_PROJECTS',
      'This user also belongs to a project you are not a member of; only a Super Admin can change them.',
    );
    const removed = await t.request({ method: 'DELETE', url: `/api/project/projects/${TAX_PROJECT_KEY}/members/${key}`, headers: as(delegate) });
    expect(removed.json().errorCode).toBe('USER_OUTSIDE_PROJECTS');
  });

  it('may add a signed-up user who belongs to no project yet', async () => {
    const signUp = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Nadine',
        lastName: 'Kapinga',
        userName: 'nadine',
        contactPhone1CountryCode: '243',
        phoneNumber: '991234568',
        password: 'Kitoko@2026',
        confirmPassword: 'Kitoko@2026',
      },
    });
    expect(signUp.statusCode).toBe(200);
    const added = await addMembers(delegate, TAX_PROJECT_KEY, [data(signUp)._key]);
    expect(added.statusCode).toBe(200);
    expect(data(added).map((m: { userName: string }) => m.userName)).toContain('nadine');
  });
});

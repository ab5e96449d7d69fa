import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

/** A complete, valid create-user form as the dialog sends it. */
const buildUser = (overrides: Record<string, unknown> = {}) => ({
  userName: 'mwilu',
  password: 'Kitoko@2026',
  confirmPassword: 'Kitoko@2026',
  firstName: 'Mwilu',
  lastName: 'Kanyinda',
  contactPhone1CountryCode: '243',
  phoneNumber: '991234567',
  userRole: 'role-taxateur',
  type: '2',
  establishmentKey: 'est-bureau-centre',
  associatedEstablishmentKey: ['est-bureau-likasi'],
  applicationAccess: '1',
  isExternal: false,
  ...overrides,
});

const create = (body: Record<string, unknown>, session = admin) =>
  t.request({ method: 'POST', url: '/api/utils/users', payload: body, headers: t.headersFor(session) });

/** The user's current ETag, as the edit form got it when it opened. */
const etagOf = async (key: string) => (await t.request({ method: 'GET', url: `/api/utils/users/${key}`, headers: t.headersFor(admin) })).headers.etag as string;

/** A save as the data provider sends it: If-Match carries the version the form was opened on. */
const update = async (key: string, payload: Record<string, unknown>, etag?: string) =>
  t.request({ method: 'PUT', url: `/api/utils/users/${key}`, headers: t.headersFor(admin, { 'if-match': etag ?? (await etagOf(key)) }), payload });

describe('users API', () => {
  it('creates an active user in the current project, echoing the role name', async () => {
    const response = await create(buildUser());
    expect(response.statusCode).toBe(200);
    const user = response.json().data;
    expect(user).toMatchObject({
      userName: 'mwilu',
      isActive: true,
      roleName: 'Taxateur',
      type: '2',
      establishmentKey: 'est-bureau-centre',
      associatedEstablishmentKey: ['est-bureau-likasi'],
    });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordHash');
    const fetched = await t.request({ method: 'GET', url: `/api/utils/users/${user._key}`, headers: t.headersFor(admin) });
    expect(fetched.json().data.userName).toBe('mwilu');
    const session = await t.login('mwilu', 'Kitoko@2026');
    expect(session.projectList.map((p) => p.projectName)).toEqual(['Haut-Katanga Revenue']);
  });

  it('answers "User is already added !!!" for a user name already taken, whatever its case', async () => {
    const response = await create(buildUser({ userName: 'TAXATEUR' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().responseMessage).toBe('User is already added !!!');
  });

  it('requires the fields, naming each one missing', async () => {
    const { phoneNumber, userRole, ...rest } = buildUser({ userName: 'incomplete' });
    void phoneNumber;
    void userRole;
    const response = await create(rest);
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['phoneNumber', 'userRole']);
  });

  it('drops the role requirement for an external user', async () => {
    const { userRole, ...rest } = buildUser({ userName: 'external1', isExternal: true });
    void userRole;
    expect((await create(rest)).statusCode).toBe(200);
  });

  it("answers 'Not valid mobile (#)' for a number that does not fit the country", async () => {
    const response = await create(buildUser({ userName: 'badphone', phoneNumber: '12345' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().responseMessage).toBe('Not valid mobile (#)');
  });

  it('refuses associated organizations that hold the working one', async () => {
    const response = await create(buildUser({ userName: 'overlap', associatedEstablishmentKey: ['est-bureau-centre'] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errorCode).toBe('ASSOCIATED_HOLDS_WORKING');
  });

  it("answers 'Please select the correct establishment' for an organization of another project", async () => {
    const response = await create(buildUser({ userName: 'wrongorg', establishmentKey: 'est-sendwe', associatedEstablishmentKey: [] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().responseMessage).toBe('Please select the correct establishment');
  });

  it('refuses a bank as working organization of an Organization-type user', async () => {
    const response = await create(buildUser({ userName: 'wrongtype', establishmentKey: 'est-rawbank', associatedEstablishmentKey: [] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errorCode).toBe('ESTABLISHMENT_WRONG_TYPE');
  });

  it('lets only a Super Admin give the Super Admin role', async () => {
    const manager = await t.request({
      method: 'POST',
      url: '/api/utils/roles',
      headers: t.headersFor(admin),
      payload: {
        name: 'User manager',
        roleList: [
          { name: 'User', isAccess: true, read: true, create: true, update: true, delete: false, isPoc: false },
          { name: 'Role', isAccess: true, read: true, create: false, update: false, delete: false, isPoc: false },
        ],
      },
    });
    expect(manager.statusCode).toBe(200);
    await create(buildUser({ userName: 'manager', userRole: manager.json().data._key, associatedEstablishmentKey: [] }));
    const managerSession = await t.login('manager', 'Kitoko@2026');
    const response = await create(buildUser({ userName: 'sneaky', userRole: 'role-super-admin', associatedEstablishmentKey: [] }), managerSession);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('SUPER_ADMIN_ONLY');
    const roles = await t.request({ method: 'GET', url: '/api/utils/roles?range=[0,99]', headers: t.headersFor(managerSession) });
    expect(roles.json().data.map((r: { name: string }) => r.name)).not.toContain('Super Admin');
  });

  it('locks the user name and requires gender on update', async () => {
    const renamed = await update('user-cashier', { userName: 'someone-else' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errorCode).toBe('USER_NAME_LOCKED');
    const created = (await create(buildUser({ userName: 'nogender', associatedEstablishmentKey: [] }))).json().data;
    const noGender = await update(created._key, { firstName: 'Nouveau' });
    expect(noGender.statusCode).toBe(400);
    expect(noGender.json().details).toEqual([{ field: 'gender', message: 'is required' }]);
  });

  it('accepts the record react-admin echoes back, read-only fields included', async () => {
    const record = (await t.request({ method: 'GET', url: '/api/utils/users/user-cashier', headers: t.headersFor(admin) })).json().data;
    const response = await update('user-cashier', { ...record, id: record._key, title: 'Caissière principale' }, `"${record.version}"`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'Caissière principale', userName: 'cashier', roleName: 'Cashier' });
  });

  it('ends every sign-in of a deactivated or force-logged-out user', async () => {
    const bank = await t.login('bank');
    const me = () => t.request({ method: 'GET', url: '/api/account/me', headers: { authorization: `Bearer ${bank.token}` } });
    expect((await me()).statusCode).toBe(200);
    const forced = await t.request({ method: 'POST', url: '/api/utils/users/user-bank/force-logout', headers: t.headersFor(admin) });
    expect(forced.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    const again = await t.login('bank');
    expect((await update('user-bank', { isActive: false })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/account/me', headers: { authorization: `Bearer ${again.token}` } })).statusCode).toBe(401);
  });

  it('answers an ETag and the version, and saves only over the version the form was opened on', async () => {
    const opened = await t.request({ method: 'GET', url: '/api/utils/users/user-poc', headers: t.headersFor(admin) });
    const record = opened.json().data;
    expect(opened.headers.etag).toBe(`"${record.version}"`);
    const listed = await t.request({ method: 'GET', url: '/api/utils/users?filter={"q":"poc"}', headers: t.headersFor(admin) });
    expect(listed.json().data[0]).toMatchObject({ userName: 'poc', version: record.version });

    const blind = await t.request({ method: 'PUT', url: '/api/utils/users/user-poc', headers: t.headersFor(admin), payload: { title: 'Blind' } });
    expect(blind.statusCode).toBe(428);
    expect(blind.json()).toMatchObject({ errorCode: 'VERSION_REQUIRED', responseMessage: expect.stringContaining('If-Match') });

    const saved = await update('user-poc', { title: 'First' }, opened.headers.etag as string);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.version).toBe(record.version + 1);
    expect(saved.headers.etag).toBe(`"${record.version + 1}"`);

    const stale = await t.request({
      method: 'PUT',
      url: '/api/utils/users/user-poc',
      headers: t.headersFor(admin, { 'if-match': opened.headers.etag as string, 'accept-language': 'fr' }),
      payload: { title: 'Second' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ errorCode: 'STALE_RECORD', responseMessage: expect.stringContaining('recharger') });
    const after = (await t.request({ method: 'GET', url: '/api/utils/users/user-poc', headers: t.headersFor(admin) })).json().data;
    expect(after).toMatchObject({ title: 'First', version: record.version + 1 });
  });

  it('makes an open form stale when the user is force-logged-out meanwhile', async () => {
    const etag = await etagOf('user-approver');
    expect((await t.request({ method: 'POST', url: '/api/utils/users/user-approver/force-logout', headers: t.headersFor(admin) })).statusCode).toBe(200);
    expect((await update('user-approver', { title: 'Late' }, etag)).statusCode).toBe(412);
  });

  it('lists users sorted, filtered and paginated', async () => {
    const page = await t.request({
      method: 'GET',
      url: '/api/utils/users?sort=["userName","ASC"]&range=[0,2]&filter={"isActive":true}',
      headers: t.headersFor(admin),
    });
    expect(page.statusCode).toBe(200);
    const names = page.json().data.map((u: { userName: string }) => u.userName);
    expect(names).toEqual([...names].sort());
    expect(names).toHaveLength(3);
    expect(page.headers['content-range']).toMatch(/^users 0-2\/\d+$/);
    const search = await t.request({ method: 'GET', url: '/api/utils/users?filter={"q":"kabongo"}', headers: t.headersFor(admin) });
    expect(search.json().data.map((u: { userName: string }) => u.userName)).toEqual(['taxateur']);
  });
});

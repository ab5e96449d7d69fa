import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';

let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

type Item = { title?: string; link?: string; children?: Item[] };
const links = (items: Item[]): string[] => items.flatMap((i) => [...(i.link ? [i.link] : []), ...links(i.children ?? [])]);

describe('navigation', () => {
  it('gives the Super Admin every entry', async () => {
    const response = await t.request({ method: 'GET', url: '/api/common/navigation', headers: t.headersFor(admin) });
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
    expect(data.default.map((g: Item) => g.title)).toEqual([
      'nav.dashboards',
      'nav.indicatorPanel',
      'nav.action',
      'nav.information',
      'nav.configuration',
      'nav.help',
    ]);
    expect(links(data.default)).toEqual(
      expect.arrayContaining(['/my-work', '/birth', '/death', '/gbv-case', '/taxation', '/make-payment', '/citizen', '/qr-code', '/project', '/user', '/role']),
    );
    // The vehicle and property registration reports are reached from the indicator panel too (SPEC's routes).
    const indicatorPanel = data.default.find((g: Item) => g.title === 'nav.indicatorPanel');
    expect(links([indicatorPanel])).toEqual([
      '/birth-registration-report',
      '/vechicle-registration-report',
      '/property-registration-report',
      '/rental-registration-report',
      '/gbv-registration-report',
    ]);
    expect(data.compact.every((g: { type: string }) => g.type === 'aside')).toBe(true);
  });

  it('hides Role, User and Project from the cashier', async () => {
    const cashier = await t.login('cashier');
    const data = (await t.request({ method: 'GET', url: '/api/common/navigation', headers: t.headersFor(cashier) })).json().data;
    const cashierLinks = links(data.default);
    expect(cashierLinks).toEqual(expect.arrayContaining(['/my-work', '/make-payment', '/tax-note']));
    for (const hidden of ['/role', '/user', '/project', '/taxation']) expect(cashierLinks).not.toContain(hidden);
  });
});

describe('user activity', () => {
  it('appends a row for a sign-in and a change, with the coordinates sent', async () => {
    const coordinates = { 'access-latitude': '-11.6609', 'access-longitude': '27.4794' };
    const signIn = await t.request({
      method: 'POST',
      url: '/api/Authentication/login',
      payload: { userName: 'approver', password: 'Demo@2026' },
      headers: coordinates,
    });
    const approver = signIn.json().data;
    await t.request({ method: 'PUT', url: '/api/account/me', headers: { ...t.headersFor(approver), ...coordinates }, payload: { firstName: 'Jeanne-Marie' } });
    const rows = (await t.request({ method: 'GET', url: '/api/project/user-activity?range=[0,9]', headers: t.headersFor(admin) })).json().data;
    const change = rows.find((r: { action: string; userName: string }) => r.action === 'profile updated' && r.userName === 'approver');
    expect(change).toMatchObject({ latitude: -11.6609, longitude: 27.4794, statusCode: 200, method: 'PUT' });
    const all = await t.database.db.execute(sql`select action, user_name, latitude from user_activity where action = 'sign-in' and user_name = 'approver'`);
    expect((all as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(1);
  });

  it('does not log a read sent as a POST (project-by-key-and-object) as a change', async () => {
    const countRows = async () => {
      const result = await t.database.db.execute(sql`select count(*)::int as n from user_activity where route = '/api/project/project-by-key-and-object'`);
      return (result as unknown as { rows: { n: number }[] }).rows[0].n;
    };
    const read = await t.request({
      method: 'POST',
      url: '/api/project/project-by-key-and-object',
      headers: t.headersFor(admin),
      payload: { projectKey: TAX_PROJECT_KEY, objectName: 'EA', typeKey: ['2'] },
    });
    expect(read.statusCode).toBe(200);
    expect(await countRows()).toBe(0);
  });

  it('logs a refused attempt as failed, and the list says so', async () => {
    const callcenter = await t.login('callcenter');
    const headers = t.headersFor(callcenter);
    expect((await t.request({ method: 'PUT', url: '/api/account/me', headers, payload: { firstName: 'Aline', phoneNumber: '1234' } })).statusCode).toBe(400);
    expect((await t.request({ method: 'PUT', url: '/api/account/me', headers, payload: { firstName: 'Aline' } })).statusCode).toBe(200);
    const rows = (await t.request({ method: 'GET', url: '/api/project/user-activity?range=[0,24]', headers: t.headersFor(admin) })).json().data;
    const mine = rows.filter((r: { userName: string }) => r.userName === 'callcenter');
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'profile updated failed', statusCode: 400, failed: true }),
        expect.objectContaining({ action: 'profile updated', statusCode: 200, failed: false }),
      ]),
    );
  });

  it('logs a wrong password as "sign-in failed", never as a sign-in', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/Authentication/login',
      payload: { userName: ' Receveur ', password: 'Wrong@2026' },
      remoteAddress: '10.7.0.1',
    });
    expect(wrong.statusCode).toBe(401);
    const result = await t.database.db.execute(sql`select action, status_code from user_activity where user_name = 'receveur' and ip = '10.7.0.1'`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ action: 'sign-in failed', status_code: 401 }]);
  });

  it('refuses to update or delete an audit row', async () => {
    const causeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 'no error',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(await causeOf(t.database.db.execute(sql`update user_activity set action = 'tampered'`))).toMatch(/append-only/);
    expect(await causeOf(t.database.db.execute(sql`delete from user_activity`))).toMatch(/append-only/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/server/db/seed/demo-staff';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Item = { link?: string; children?: Item[] };
const links = (items: Item[]): string[] => items.flatMap((i) => [...(i.link ? [i.link] : []), ...links(i.children ?? [])]);

describe('the user guide in the menu', () => {
  it('is offered to every demo user, whatever their role', async () => {
    const without: string[] = [];
    for (const user of DEMO_USERS) {
      const session = await t.login(user.userName);
      const response = await t.request({ method: 'GET', url: '/api/common/navigation', headers: t.headersFor(session, { 'project-key': user.projects[0] }) });
      expect(response.statusCode, user.userName).toBe(200);
      if (!links(response.json().data.default).includes('/docs')) without.push(user.userName);
    }
    expect(without).toEqual([]);
  });
});

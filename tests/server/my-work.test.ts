import { dayInZone } from '../../src/domain/dated-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PROJECT_KEY, TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { CHART_DAYS } from '../../src/server/services/my-work/my-work';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/**
 * /api/my-work, the landing page of every role: any signed-in member may ask (no 403 for health
 * staff, as /api/taxNote/my-work gave them), and each gets only the sections their rights open.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (session: SessionUser, projectKey: string, url = '/api/my-work') =>
  t.request({ method: 'GET', url, headers: { authorization: `Bearer ${session.token}`, 'project-key': projectKey } });
const post = (session: SessionUser, projectKey: string, url: string) =>
  t.request({ method: 'POST', url, headers: { authorization: `Bearer ${session.token}`, 'project-key': projectKey }, payload: {} });
const today = () => dayInZone(new Date());

describe('health staff', () => {
  it('the registrar, the supervisor and the case worker get their own work, not a 403', async () => {
    const registrar = await t.login('registrar');
    // The old tax-note landing call refuses them: this is what left them on an error screen.
    expect((await get(registrar, HEALTH_PROJECT_KEY, '/api/taxNote/my-work')).statusCode).toBe(403);
    const mine = await get(registrar, HEALTH_PROJECT_KEY);
    expect(mine.statusCode, mine.body).toBe(200);
    const work = mine.json().data;
    expect(work.sections).toEqual(['declarations', 'gbvCases']);
    expect(work.declarations.daily).toHaveLength(CHART_DAYS);
    expect(work).not.toHaveProperty('created');
    expect(work).not.toHaveProperty('healthApprovals');

    const caseWorker = await t.login('caseworker');
    const cases = (await get(caseWorker, HEALTH_PROJECT_KEY)).json().data;
    expect(cases.sections).toEqual(['gbvCases']);
    expect(cases.gbvCases.open).toBeGreaterThan(0);
  });

  it('the supervisor sees the declarations waiting and their own decisions of the day', async () => {
    const supervisor = await t.login('supervisor');
    const before = (await get(supervisor, HEALTH_PROJECT_KEY)).json().data;
    expect(before.sections).toEqual(['healthApprovals']);
    expect(before.healthApprovals.births.count).toBeGreaterThan(0);
    const queue = await t.request({
      method: 'GET',
      url: '/api/project/births/approval-queue?range=%5B0%2C0%5D',
      headers: { authorization: `Bearer ${supervisor.token}`, 'project-key': HEALTH_PROJECT_KEY },
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const [first] = queue.json().data as { _key: string }[];
    expect((await post(supervisor, HEALTH_PROJECT_KEY, `/api/project/births/${first._key}/approve`)).statusCode).toBe(200);
    const after = (await get(supervisor, HEALTH_PROJECT_KEY)).json().data;
    expect(after.healthApprovals.births.count).toBe(before.healthApprovals.births.count - 1);
    const todayBefore = before.healthApprovals.daily.find((d: { day: string }) => d.day === today()).count;
    expect(after.healthApprovals.daily.at(-1)).toEqual({ day: today(), count: todayBefore + 1 });
  });
});

describe('tax staff', () => {
  it('the approver gets the notes waiting and a chart of their approvals', async () => {
    const approver = await t.login('approver');
    const before = (await get(approver, TAX_PROJECT_KEY)).json().data;
    expect(before.sections).toEqual(['approvals']);
    expect(before.approvals.queue.count).toBeGreaterThan(0);
    expect(before.approvals.daily).toHaveLength(CHART_DAYS);
    const queue = await t.request({
      method: 'GET',
      url: '/api/taxNote/approver-queue?range=%5B0%2C0%5D',
      headers: { authorization: `Bearer ${approver.token}`, 'project-key': TAX_PROJECT_KEY },
    });
    const [note] = queue.json().data as { _key: string }[];
    const approved = await post(approver, TAX_PROJECT_KEY, `/api/taxNote/notes/${note._key}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = (await get(approver, TAX_PROJECT_KEY)).json().data;
    expect(after.approvals.approvedToday).toBe(before.approvals.approvedToday + 1);
    expect(after.approvals.queue.count).toBe(before.approvals.queue.count - 1);
    expect(after.approvals.daily.at(-1)).toEqual({ day: today(), count: before.approvals.approvedToday + 1 });
  });

  it('each tax role gets its own section, and a role with none of these rights gets no figures', async () => {
    const sections = async (userName: string) => (await get(await t.login(userName), TAX_PROJECT_KEY)).json().data;
    expect((await sections('taxateur')).sections).toEqual(['created']);
    const cashier = await sections('cashier');
    expect(cashier.sections).toEqual(['payments']);
    expect(cashier.payments).toMatchObject({ count: expect.any(Number), amounts: expect.any(Array) });
    expect((await sections('receveur')).sections).toEqual(['receveur']);
    expect(await sections('callcenter')).toEqual({ sections: [] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/**
 * Racing decisions on one citizen: the status is read and changed inside one transaction with
 * the row locked, so exactly one decision wins and every other one is told it came too late.
 * Meaningful on PostgreSQL (DATABASE_URL), where the requests really run side by side.
 */
let t: TestApp;
let approver: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  approver = await t.login('approver');
});
afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.request({ method, url: `/api${url}`, headers: t.headersFor(approver), payload: payload as Record<string, unknown> });

async function waitingCitizen(lastName: string, phone: string) {
  const admin = await t.login('admin');
  const created = await t.request({
    method: 'POST',
    url: '/api/account/citizens',
    headers: t.headersFor(admin),
    payload: { firstName: 'Course', lastName, gender: 'Male', contactPhone1CountryCode: '243', contactPhone1: phone },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data as { _key: string; version: number };
}

describe('racing citizen decisions', () => {
  it('25 approvals and 25 rejections of one citizen: exactly one 200, the other 49 answered 409', async () => {
    const citizen = await waitingCitizen('Concurrente', '812000201');
    const decisions = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? api('POST', `/account/citizens/${citizen._key}/approve`, {})
        : api('POST', `/account/citizens/${citizen._key}/reject`, { reason: `motif ${i}` }),
    );
    const responses = await Promise.all(decisions);
    const winners = responses.filter((r) => r.statusCode === 200);
    const losers = responses.filter((r) => r.statusCode !== 200);
    expect(winners).toHaveLength(1);
    expect(losers.map((r) => r.statusCode)).toEqual(Array(49).fill(409));
    expect(new Set(losers.map((r) => r.json().errorCode))).toEqual(new Set(['CITIZEN_ALREADY_DECIDED']));
    expect(losers[0].json().responseMessage).toBe('This citizen has already been decided.');

    const stored = (await api('GET', `/account/citizens/${citizen._key}`)).json().data;
    expect(stored.status).toBe(winners[0].json().data.status);
    expect(stored.rejectionReason).toBe(winners[0].json().data.rejectionReason);
    expect(stored.version).toBe(citizen.version + 1);
  });

  it('a merge racing approvals: exactly one of them wins', async () => {
    const kept = await waitingCitizen('Gardé', '812000202');
    const duplicate = await waitingCitizen('Doublon', '812000203');
    const responses = await Promise.all([
      api('POST', `/account/citizens/${duplicate._key}/merge`, { intoKey: kept._key }),
      ...Array.from({ length: 9 }, () => api('POST', `/account/citizens/${duplicate._key}/approve`, {})),
    ]);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const stored = (await api('GET', `/account/citizens/${duplicate._key}`)).json().data;
    expect(['merged', 'approved']).toContain(stored.status);
    expect(stored.mergedIntoKey).toBe(stored.status === 'merged' ? kept._key : undefined);
  });
});

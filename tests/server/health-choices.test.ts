import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PROJECT_KEY, TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/** The choice lists of the health forms: each to the people who fill the form, nothing more. */
let t: TestApp;
let registrar: SessionUser;
let gbvSupervisor: SessionUser;
let caseWorker: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  registrar = await t.login('registrar');
  gbvSupervisor = await t.login('gbvsupervisor');
  caseWorker = await t.login('caseworker');
});
afterAll(async () => {
  await t.close();
});

const get = (session: SessionUser, url: string, projectKey = HEALTH_PROJECT_KEY) =>
  t.request({ method: 'GET', url, headers: { authorization: `Bearer ${session.token}`, 'project-key': projectKey } });

describe('hospital choices', () => {
  it("gives the registrar the health project's hospitals by name, and nothing of another kind", async () => {
    const response = await get(registrar, '/api/project/hospitals');
    expect(response.statusCode).toBe(200);
    const hospitals: { _key: string; establishmentName: string }[] = response.json().data;
    expect(hospitals.map((h) => h._key)).toEqual(expect.arrayContaining(['est-sendwe', 'est-cliniques-unilu', 'est-hgr-likasi']));
    expect(hospitals.find((h) => h._key === 'est-sendwe')?.establishmentName).toBe('Hôpital Jason Sendwe');
    const names = hospitals.map((h) => h.establishmentName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(Object.keys(hospitals[0]).sort()).toEqual(['_key', 'establishmentName']);
  });

  it('is refused to someone without the birth register, and outside their projects', async () => {
    expect((await get(gbvSupervisor, '/api/project/hospitals')).statusCode).toBe(403);
    expect((await get(registrar, '/api/project/hospitals', TAX_PROJECT_KEY)).statusCode).toBe(403);
  });
});

describe('case worker choices', () => {
  it('gives a GBV supervisor the members who record GBV cases, names only', async () => {
    const response = await get(gbvSupervisor, '/api/project/gbv-cases/case-workers');
    expect(response.statusCode).toBe(200);
    const workers: { key: string; name: string }[] = response.json().data;
    expect(workers.map((w) => w.key)).toContain(caseWorker._key);
    expect(workers.every((w) => Object.keys(w).sort().join() === 'key,name' && w.name.length > 0)).toBe(true);
  });

  it('is refused to a case worker, who cannot assign', async () => {
    expect((await get(caseWorker, '/api/project/gbv-cases/case-workers')).statusCode).toBe(403);
  });
});

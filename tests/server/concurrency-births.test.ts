import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { usingPostgres } from './support/test-database';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/**
 * The same birth declared from two tablets at the same moment, under different idempotency keys:
 * each declaration looks for probable duplicates and writes its row, and the second one must see
 * the first. Meaningful on PostgreSQL (DATABASE_URL), where the requests really run side by side.
 */
let t: TestApp;
let registrar: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  registrar = await t.login('registrar');
});
afterAll(async () => {
  await t.close();
});

const declare = (body: object, idempotencyKey: string) =>
  t.request({
    method: 'POST',
    url: '/api/project/births',
    headers: { authorization: `Bearer ${registrar.token}`, 'project-key': HEALTH_PROJECT_KEY, 'idempotency-key': idempotencyKey },
    payload: body as Record<string, unknown>,
  });

const birth = (motherLastName: string, dateOfBirth: string) => ({
  hospitalKey: 'est-hgr-kamalondo',
  childFirstName: 'Grâce',
  childLastName: 'Simultanée',
  gender: 'Female',
  dateOfBirth,
  heightMm: 490,
  weightGrams: 3050,
  motherFirstName: 'Jeanne',
  motherLastName,
  motherAge: 25,
  zone: 'Kamalondo',
  motherHealth: 'good',
  caseType: 'normal',
  deliveryType: 'vaginal',
  congenitalAnomalies: false,
  multiplePregnancy: false,
});

type Declared = { _key: string; duplicateOf: string[] };

describe(`identical declarations at the same moment (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('flag every copy but the first as a probable duplicate of the earlier ones, in each of 5 rounds', async () => {
    for (let round = 0; round < 5; round++) {
      const day = `2023-0${round + 1}-14`;
      const body = birth(`Concurrente${round}`, day);
      const answers = await Promise.all(Array.from({ length: 4 }, (_, copy) => declare(body, `race-${round}-${copy}-${Date.now()}`)));
      expect(
        answers.map((answer) => answer.statusCode),
        answers[0].body,
      ).toEqual([200, 200, 200, 200]);
      const rows = answers.map((answer) => answer.json().data as Declared);
      expect(new Set(rows.map((row) => row._key)).size).toBe(4);
      // Whatever order they were written in, the copies form a chain: each names all that came before it.
      const byFlags = [...rows].sort((a, b) => a.duplicateOf.length - b.duplicateOf.length);
      expect(byFlags.map((row) => row.duplicateOf.length)).toEqual([0, 1, 2, 3]);
      byFlags.forEach((row, index) =>
        expect([...row.duplicateOf].sort()).toEqual(
          byFlags
            .slice(0, index)
            .map((earlier) => earlier._key)
            .sort(),
        ),
      );
    }
  });
});

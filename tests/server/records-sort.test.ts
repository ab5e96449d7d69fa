import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { loadPrincipal, type Principal } from '../../src/server/services/auth/principal';
import { entityOf } from '../../src/server/services/records/entity-registry';
import { listRecords, sortKeyExpression, type RecordCursor } from '../../src/server/services/records/list-records';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/** Lists sort names as a French reader expects (admin-health walk D29: "Établissements…" came last). */
let t: TestApp;
let admin: SessionUser;
let principal: Principal;
const token = `Tri${Date.now().toString(36)}`;
/** In the order a reader expects: accents sort with their letter, case does not count. */
const EXPECTED = ['Ecole', 'Établissements Mukendi', 'Gérance', 'Groupe', 'Régie', 'Routes', 'zèbre'].map((name) => `${name} ${token}`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const claims = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
  principal = (await loadPrincipal(t.app.db, claims.sub, claims.sid))!;
  for (const name of [...EXPECTED].reverse()) {
    const created = await api('POST', '/account/establishments', { establishmentName: name, type: '2' });
    expect(created.statusCode, created.body).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.request({ method, url: `/api${url}`, headers: t.headersFor(admin), payload });
const names = (rows: { establishmentName?: unknown }[]) => rows.map((row) => row.establishmentName);

describe('a list sorted on a name', () => {
  it('puts accented names with their letter and ignores case, both ways, page after page', async () => {
    const page = async (direction: 'ASC' | 'DESC', from: number) => {
      const query = `filter=${encodeURIComponent(JSON.stringify({ q: token }))}&sort=${encodeURIComponent(JSON.stringify(['establishmentName', direction]))}&range=[${from},${from + 2}]`;
      const response = await api('GET', `/account/establishments?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return names(response.json().data);
    };
    const ascending = [...(await page('ASC', 0)), ...(await page('ASC', 3)), ...(await page('ASC', 6))];
    expect(ascending).toEqual(EXPECTED);
    const descending = [...(await page('DESC', 0)), ...(await page('DESC', 3)), ...(await page('DESC', 6))];
    expect(descending).toEqual([...EXPECTED].reverse());
  });

  it('reads the same order by keyset, as an export walks the whole list', async () => {
    const context = { db: t.app.db, entity: entityOf('establishments')!, projectKey: TAX_PROJECT_KEY, principal, language: 'en' as const };
    const query = { filter: JSON.stringify({ q: token }), sort: JSON.stringify(['establishmentName', 'ASC']), range: '[0,1]' };
    const walked: unknown[] = [];
    let after: RecordCursor | null = null;
    for (let read = 0; read < 10; read += 1) {
      const { rows, next } = await listRecords(context, query, { after, count: false });
      if (!rows.length) break;
      walked.push(...names(rows.map((row) => row as unknown as { establishmentName?: unknown })));
      after = next ?? null;
    }
    expect(walked).toEqual(EXPECTED);
  });

  it('walks an index of its own for that sort (accents folded in the index too)', async () => {
    const key = sortKeyExpression('establishmentName', entityOf('establishments')!.inlined.properties.establishmentName);
    const plan = await t.app.db.transaction(async (tx) => {
      // With scans and sorts priced out, only an index on the very same expression can give the order.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const result = await tx.execute(
        sql`explain select key from records where resource = 'establishments' and project_key = ${TAX_PROJECT_KEY} order by ${key}, key limit 10`,
      );
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('rk_establishments_establishmentname');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PROJECT_KEY, TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { foldedText } from '../../src/server/db/folded-text';
import { taxNotes } from '../../src/server/db/schema';
import { listBirths } from '../../src/server/services/births/list-births';
import type { ListCursor } from '../../src/server/services/lists/keyset';
import { birthDeclaration } from './support/birth-declaration';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/**
 * Lists of the dedicated tables (users, births…) sort names as a French reader expects, as the
 * generic registries do (admin-health walk D29 found births, deaths and users sorted by code point).
 */
let t: TestApp;
let admin: SessionUser;
let registrar: SessionUser;
const token = `Tri${Date.now().toString(36)}`;
const EXPECTED = ['Ecole', 'Élodie', 'Gérance', 'Groupe', 'Régie', 'Routes', 'zèbre'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  registrar = await t.login('registrar');
});
afterAll(async () => {
  await t.close();
});

const query = (params: { filter: object; sort: [string, string]; range: [number, number] }) =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

/** Three pages of three, as a screen pages through them. */
async function paged(url: string, headers: Record<string, string>, field: string, direction: 'ASC' | 'DESC', read: (row: Record<string, unknown>) => unknown) {
  const seen: unknown[] = [];
  for (const from of [0, 3, 6]) {
    const response = await t.request({
      method: 'GET',
      url: `${url}?${query({ filter: { q: token }, sort: [field, direction], range: [from, from + 2] })}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    seen.push(...(response.json().data as Record<string, unknown>[]).map(read));
  }
  return seen;
}

describe('the users list', () => {
  it('sorts last names with accents among their letter and case ignored, both ways', async () => {
    for (const [index, lastName] of [...EXPECTED].reverse().entries()) {
      const response = await t.request({
        method: 'POST',
        url: '/api/utils/users',
        headers: t.headersFor(admin),
        payload: {
          userName: `${token.toLowerCase()}${index}`,
          password: 'Kitoko@2026',
          confirmPassword: 'Kitoko@2026',
          firstName: token,
          lastName,
          contactPhone1CountryCode: '243',
          phoneNumber: `99100${String(index).padStart(4, '0')}`,
          userRole: 'role-taxateur',
          type: '2',
          establishmentKey: 'est-bureau-centre',
          associatedEstablishmentKey: [],
          applicationAccess: '1',
          isExternal: false,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const lastNames = (direction: 'ASC' | 'DESC') => paged('/api/utils/users', t.headersFor(admin), 'lastName', direction, (row) => row.lastName);
    expect(await lastNames('ASC')).toEqual(EXPECTED);
    expect(await lastNames('DESC')).toEqual([...EXPECTED].reverse());
  });
});

describe('the births list', () => {
  it('sorts mothers’ names the same way by page, and by keyset as its export walks it', async () => {
    for (const [index, motherLastName] of [...EXPECTED].reverse().entries()) {
      const response = await t.request({
        method: 'POST',
        url: '/api/project/births',
        headers: { authorization: `Bearer ${registrar.token}`, 'project-key': HEALTH_PROJECT_KEY },
        payload: birthDeclaration({
          childFirstName: token,
          dateOfBirth: new Date(Date.UTC(2023, 0, 1) + index * 9 * 86_400_000).toISOString().slice(0, 10),
          motherLastName,
          motherPhone: `0997 123 4${index}0`,
        }),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const headers = { authorization: `Bearer ${registrar.token}`, 'project-key': HEALTH_PROJECT_KEY };
    expect(await paged('/api/project/births', headers, 'motherLastName', 'ASC', (row) => row.motherLastName)).toEqual(EXPECTED);
    expect(await paged('/api/project/births', headers, 'motherLastName', 'DESC', (row) => row.motherLastName)).toEqual([...EXPECTED].reverse());

    const walked: unknown[] = [];
    let after: ListCursor | null = null;
    for (let read = 0; read < 10; read += 1) {
      const list = { filter: JSON.stringify({ q: token }), sort: JSON.stringify(['motherLastName', 'ASC']), range: '[0,1]' };
      const page = await listBirths(t.app.db, HEALTH_PROJECT_KEY, list, [], { after, count: false });
      if (!page.rows.length) break;
      walked.push(...page.rows.map((row) => row.motherLastName));
      after = page.next ?? null;
    }
    expect(walked).toEqual(EXPECTED);
  });
});

describe('the tax notes list sorted by taxpayer', () => {
  it('walks its index on the folded name, not a sort of every note', async () => {
    const plan = await t.app.db.transaction(async (tx) => {
      // With scans and sorts priced out, only an index on the very same expression gives the order.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const result = await tx.execute(
        sql`explain select ${taxNotes.key} from ${taxNotes} where ${taxNotes.projectKey} = ${TAX_PROJECT_KEY} order by ${foldedText(taxNotes.taxpayerName)}, ${taxNotes.key} limit 10`,
      );
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('tax_notes_taxpayer_name_idx');
  });
});

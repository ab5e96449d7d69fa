import { http, HttpResponse } from 'msw';
import type { PersonResult } from '../../../../resources/user/user-form';

/** The API's envelope and list answers, as the server sends them. */
export const ok = (data: unknown) => HttpResponse.json({ error: false, data });
export const list = (name: string, rows: unknown[]) =>
  HttpResponse.json({ error: false, data: rows }, { headers: { 'Content-Range': `${name} 0-${Math.max(rows.length - 1, 0)}/${rows.length}` } });
export const failure = (status: number, responseMessage: string, errorCode: string, details?: unknown[]) =>
  HttpResponse.json({ error: true, responseMessage, errorCode, details }, { status });

export const ORGANIZATIONS = [
  {
    _key: 'org-hq',
    establishmentName: 'Direction Générale',
    type: '2',
    children: [{ _key: 'org-branch', establishmentName: 'Bureau Centre', type: '2', children: [] }],
  },
  { _key: 'org-other', establishmentName: 'Brasserie', type: '2', children: [] },
];
export const BANKS = [{ _key: 'bank-raw', establishmentName: 'Rawbank', type: '3', children: [] }];

export function buildCitizenResult(overrides: Partial<PersonResult> = {}): PersonResult {
  return {
    _key: 'cit-1',
    firstName: 'Dorcas',
    middleName: 'Neema',
    lastName: 'Banza',
    contactPhone1: '979673735',
    contactPhone1CountryCode: '243',
    documentKeyList: [],
    isUser: false,
    isExternal: false,
    phoneNumber: '979673735',
    ...overrides,
  };
}

export function buildUserResult(overrides: Partial<PersonResult> = {}): PersonResult {
  return buildCitizenResult({
    _key: 'user-9',
    firstName: 'Serge',
    middleName: undefined,
    lastName: 'Kasongo',
    isUser: true,
    userKey: 'user-9',
    userName: 'skasongo',
    roleName: 'Cashier',
    phoneNumber: '812345602',
    contactPhone1: '812345602',
    ...overrides,
  });
}

/** Handlers for everything the user dialog reads: roles, the organization tree, the people search. */
export function dialogHandlers(people: PersonResult[], calls: { tree: string[]; search: string[] }) {
  return [
    http.get('*/api/utils/roles', () =>
      list('roles', [
        { _key: 'role-cashier', name: 'Cashier', roleList: [] },
        { _key: 'role-taxateur', name: 'Taxateur', roleList: [] },
      ]),
    ),
    http.post('*/api/project/project-by-key-and-object', async ({ request }) => {
      const body = (await request.json()) as { objectName: string; typeKey: string[] };
      calls.tree.push(`${body.objectName}:${body.typeKey.join()}`);
      return ok(body.objectName === 'B' ? BANKS : ORGANIZATIONS);
    }),
    http.get('*/api/utils/user-and-citizen/:text', ({ params }) => {
      calls.search.push(String(params.text));
      const text = String(params.text).toLowerCase();
      return ok(people.filter((p) => `${p.firstName} ${p.lastName} ${p.userName ?? ''}`.toLowerCase().includes(text)));
    }),
  ];
}

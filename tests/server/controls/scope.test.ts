import ExcelJS from 'exceljs';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { payments, users } from '../../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { logVerification } from '../../../src/server/services/documents/qr-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from '../support/test-app';

/**
 * Least privilege on scope (issue 22, item 4), played by a dishonest bank insider with the demo
 * accounts: a user type and establishment lists are rights nobody hands themselves, and a bank's
 * user reads only what their bank received, on every read path.
 */
let t: TestApp;
let admin: SessionUser;
let bankLead: SessionUser;
let bankLeadKey: string;

const flags = (name: string, on: boolean) => ({ name, isAccess: on, read: on, create: on, update: on, delete: false, isPoc: false });
const readOnly = (name: string) => ({ name, isAccess: true, read: true, create: false, update: false, delete: false, isPoc: false });

const buildUser = (userName: string, overrides: Record<string, unknown> = {}) => ({
  userName,
  password: 'Kitoko@2026',
  confirmPassword: 'Kitoko@2026',
  firstName: 'Test',
  lastName: userName,
  gender: 'Female',
  contactPhone1CountryCode: '243',
  phoneNumber: '991234567',
  type: '3',
  establishmentKey: 'est-rawbank',
  associatedEstablishmentKey: [],
  applicationAccess: '1',
  isExternal: false,
  ...overrides,
});

const as = (session: SessionUser, extra: Record<string, string> = {}) => t.headersFor(session, extra);
const postUser = (session: SessionUser, payload: Record<string, unknown>, language = 'en') =>
  t.request({ method: 'POST', url: '/api/utils/users', headers: as(session, { 'accept-language': language }), payload });
async function putUser(session: SessionUser, key: string, payload: Record<string, unknown>, language = 'en') {
  const read = await t.request({ method: 'GET', url: `/api/utils/users/${key}`, headers: as(admin) });
  return t.request({
    method: 'PUT',
    url: `/api/utils/users/${key}`,
    headers: as(session, { 'if-match': read.headers.etag as string, 'accept-language': language }),
    payload,
  });
}

function expectRefused(response: LightMyRequestResponse, status: number, errorCode: string, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ error: true, errorCode, responseMessage: message });
}

const OWN_SCOPE = 'You cannot change your own user type, working organization or associated organizations. Please ask another administrator.';
const OWN_SCOPE_FR =
  'Vous ne pouvez pas changer votre propre type d’utilisateur, votre organisation de travail ni vos organisations associées. Veuillez vous adresser à un autre administrateur.';
const OUT_OF_SCOPE = 'You can only give a user organizations or banks from your own list.';
const OUT_OF_SCOPE_FR = 'Vous ne pouvez attribuer à un utilisateur que des organisations ou des banques de votre propre liste.';
const BANK_TYPE = 'A bank user stays a bank user; only a Super Admin can change this type.';

/** The refused attempts a user left in the audit trail. */
const refusalsOf = async (userName: string) => {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from user_activity where user_name = ${userName} and status_code = 403 and route like '/api/utils/users%'`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  // A Rawbank branch lead who manages their own staff: the bank agent's rights plus User.
  const role = await t.request({
    method: 'POST',
    url: '/api/utils/roles',
    headers: as(admin),
    payload: { name: 'Bank branch lead', roleList: [flags('Payment', true), readOnly('Banking'), readOnly('Tax Note'), readOnly('Docs'), flags('User', true)] },
  });
  expect(role.statusCode, role.body).toBe(200);
  const created = await postUser(admin, buildUser('banklead', { userRole: role.json().data._key }));
  expect(created.statusCode, created.body).toBe(200);
  bankLeadKey = created.json().data._key;
  bankLead = await t.login('banklead', 'Kitoko@2026');
});
afterAll(async () => {
  await t.close();
});

describe('a user type and establishments are rights nobody hands themselves', () => {
  it('refuses a bank user administrator adding other banks, another working organization or another type to their own account', async () => {
    const before = await refusalsOf('banklead');
    expectRefused(await putUser(bankLead, bankLeadKey, { associatedEstablishmentKey: ['est-equity-bcdc', 'est-tmb'] }), 403, 'OWN_SCOPE_LOCKED', OWN_SCOPE);
    expectRefused(await putUser(bankLead, bankLeadKey, { establishmentKey: 'est-tmb' }), 403, 'OWN_SCOPE_LOCKED', OWN_SCOPE);
    expectRefused(await putUser(bankLead, bankLeadKey, { type: '2', establishmentKey: 'est-dgrhkat' }, 'fr'), 403, 'OWN_SCOPE_LOCKED', OWN_SCOPE_FR);
    expect(await refusalsOf('banklead')).toBe(before + 3);
    // Their own name is still theirs to correct, and the bank report of another bank stays closed.
    const renamed = await putUser(bankLead, bankLeadKey, { firstName: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ type: '3', establishmentKey: 'est-rawbank', associatedEstablishmentKey: [] });
    const report = await t.request({
      method: 'GET',
      url: '/api/reports/bank-payments?from=2025-01-01&to=2026-12-31&bankKey=est-equity-bcdc',
      headers: as(bankLead),
    });
    expect(report.statusCode).toBe(403);
  });

  it('refuses creating a user with banks outside the creator’s list, or outside the bank type', async () => {
    expectRefused(
      await postUser(bankLead, buildUser('equityagent', { userRole: 'role-bank', establishmentKey: 'est-equity-bcdc' })),
      403,
      'ESTABLISHMENT_OUT_OF_SCOPE',
      OUT_OF_SCOPE,
    );
    expectRefused(
      await postUser(bankLead, buildUser('tmbagent', { userRole: 'role-bank', associatedEstablishmentKey: ['est-tmb'] }), 'fr'),
      403,
      'ESTABLISHMENT_OUT_OF_SCOPE',
      OUT_OF_SCOPE_FR,
    );
    expectRefused(
      await postUser(bankLead, buildUser('notabank', { userRole: 'role-bank', type: '2', establishmentKey: 'est-dgrhkat' })),
      403,
      'BANK_TYPE_LOCKED',
      BANK_TYPE,
    );
    const own = await postUser(bankLead, buildUser('rawagent', { userRole: 'role-bank' }));
    expect(own.statusCode, own.body).toBe(200);
    const agentKey = own.json().data._key;
    expectRefused(await putUser(bankLead, agentKey, { associatedEstablishmentKey: ['est-equity-bcdc'] }), 403, 'ESTABLISHMENT_OUT_OF_SCOPE', OUT_OF_SCOPE);
    expectRefused(await putUser(bankLead, agentKey, { type: '2', establishmentKey: 'est-dgrhkat' }), 403, 'BANK_TYPE_LOCKED', BANK_TYPE);
    // A Super Admin may still move anyone anywhere.
    const moved = await putUser(admin, agentKey, { associatedEstablishmentKey: ['est-equity-bcdc'] });
    expect(moved.statusCode, moved.body).toBe(200);
    const unmoved = await putUser(admin, agentKey, { type: '2', establishmentKey: 'est-dgrhkat', associatedEstablishmentKey: [] });
    expect(unmoved.statusCode, unmoved.body).toBe(200);
  });
});

const RAWBANK = 'est-rawbank';
const get = (session: SessionUser, url: string, language = 'en') => t.request({ method: 'GET', url, headers: as(session, { 'accept-language': language }) });
const listed = async (session: SessionUser, filter: object = {}) => {
  const response = await get(session, `/api/payment/payments?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]`);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json().data as { bankKey?: string; method: string }[], total: Number(String(response.headers['content-range']).split('/').at(-1)) };
};
async function exportedRows(session: SessionUser) {
  const response = await get(session, '/api/payment/payments/export');
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0].rowCount - 1;
}
/** A payment another channel received: another bank's, or a cash desk's. */
async function paymentOf(where: ReturnType<typeof and>) {
  const [row] = await t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.projectKey, TAX_PROJECT_KEY), eq(payments.kind, 'payment'), where))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  expect(row).toBeDefined();
  return row;
}
/** A bank-type user made by the Super Admin, with the role given. */
async function bankUser(userName: string, roleList: object[], establishmentKey = RAWBANK) {
  const role = await t.request({ method: 'POST', url: '/api/utils/roles', headers: as(admin), payload: { name: `Role of ${userName}`, roleList } });
  expect(role.statusCode, role.body).toBe(200);
  const created = await postUser(admin, buildUser(userName, { userRole: role.json().data._key, establishmentKey }));
  expect(created.statusCode, created.body).toBe(200);
  return { key: created.json().data._key as string, session: await t.login(userName, 'Kitoko@2026') };
}

describe('the people search of user administration', () => {
  it('shows a user administrator without the citizen register only users, never citizens’ names and phones', async () => {
    const search = (session: SessionUser) => t.request({ method: 'GET', url: '/api/utils/user-and-citizen/kabongo', headers: as(session) });
    const full = (await search(admin)).json().data as { isUser: boolean }[];
    expect(full.some((person) => !person.isUser)).toBe(true);
    const answer = await search(bankLead);
    expect(answer.statusCode, answer.body).toBe(200);
    const people = answer.json().data as { isUser: boolean; userName?: string }[];
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((person) => person.isUser && person.userName)).toBe(true);
  });
});

describe('a bank’s user reads only what their bank received, on every read path', () => {
  it('scopes the payments list and its export by user type, whatever the role records', async () => {
    const { session: auditor } = await bankUser('bankauditor', [readOnly('Payment'), readOnly('Banking'), readOnly('Tax Note'), readOnly('Docs')]);
    const all = await listed(admin, { method: 'bank' });
    expect(new Set(all.rows.map((row) => row.bankKey)).size).toBeGreaterThan(1);
    for (const session of [auditor, await t.login('bank')]) {
      const own = await listed(session);
      expect(own.total).toBeGreaterThan(0);
      expect(own.total).toBeLessThan(all.total);
      expect(own.rows.every((row) => row.method === 'bank' && row.bankKey === RAWBANK)).toBe(true);
      expect((await listed(session, { method: 'bank' })).total).toBe(own.total);
      expect(await exportedRows(session)).toBe(own.total);
    }
  });

  it('answers another bank’s or another channel’s receipt, by number and by link, as a missing one (404)', async () => {
    const bank = await t.login('bank');
    const equity = await paymentOf(eq(payments.bankKey, 'est-equity-bcdc'));
    const cash = await paymentOf(eq(payments.method, 'cash'));
    const own = await paymentOf(eq(payments.bankKey, RAWBANK));
    const missing = await get(bank, '/api/payment/receipts/HKRR-2025-9999999-X');
    expect(missing.statusCode).toBe(404);
    for (const receipt of [equity.receiptNumber, cash.receiptNumber]) {
      const byNumber = await get(bank, `/api/payment/receipts/${receipt}`);
      expect(byNumber.statusCode).toBe(404);
      expect(byNumber.json()).toEqual(missing.json());
      const byLink = await get(bank, `/api/payment/receipts/${receipt}/document-link`);
      expect(byLink.statusCode).toBe(404);
      expect(byLink.json()).toEqual(missing.json());
      // Staff who read every channel still open it.
      expect((await get(admin, `/api/payment/receipts/${receipt}`)).statusCode).toBe(200);
    }
    expect((await get(bank, `/api/payment/receipts/${own.receiptNumber}`)).statusCode).toBe(200);
    expect((await get(bank, `/api/payment/receipts/${own.receiptNumber}/document-link`)).statusCode).toBe(200);
  });

  it('shows what a note owes, but not who took another channel’s money (payable masks slip, cashier, bank and receipt)', async () => {
    const bank = await t.login('bank');
    const equity = await paymentOf(and(eq(payments.bankKey, 'est-equity-bcdc'), isNotNull(payments.bankSlipNumber)));
    const asBank = await get(bank, `/api/payment/payable/${equity.noteKey}`);
    const asAdmin = await get(admin, `/api/payment/payable/${equity.noteKey}`);
    expect(asBank.statusCode).toBe(200);
    const row = asBank.json().data.payments.find((p: { _key: string }) => p._key === equity.key);
    expect(row).toMatchObject({ method: 'bank', paid: { amount: equity.paidAmount }, paymentDate: equity.paymentDate });
    for (const field of ['bankKey', 'bankSlipNumber', 'cashierName', 'cashierPhone', 'receiptNumber', 'recordedBy', 'recordedByName'])
      expect(row).not.toHaveProperty(field);
    expect(asBank.body).not.toContain(equity.bankSlipNumber!);
    expect(asBank.body).not.toContain(equity.receiptNumber);
    // What is owed is the same for both.
    expect(asBank.json().data.payable).toEqual(asAdmin.json().data.payable);
    expect(asAdmin.json().data.payments.find((p: { _key: string }) => p._key === equity.key)).toMatchObject({ bankSlipNumber: equity.bankSlipNumber });
  });

  it('offers a bank agent only the bank method in the bank report', async () => {
    const bank = await t.login('bank');
    const period = 'from=2025-01-01&to=2026-12-31';
    expect((await get(bank, `/api/reports/bank-payments?${period}&method=bank`)).statusCode).toBe(200);
    for (const method of ['cash', 'collectionPoint']) {
      const refused = await get(bank, `/api/reports/bank-payments?${period}&method=${method}`);
      expectRefused(refused, 403, 'REPORT_BANK_FORBIDDEN', 'You may only read the payments of the banks of your establishment list.');
    }
    expect((await get(admin, `/api/reports/bank-payments?${period}&method=cash`)).statusCode).toBe(200);
  });

  it('shows a bank-type user whose list holds no bank nothing at all', async () => {
    const { key, session } = await bankUser('nobank', [
      flags('Payment', true),
      readOnly('Banking'),
      readOnly('Financials'),
      readOnly('Tax Note'),
      readOnly('Docs'),
    ]);
    await t.database.db.update(users).set({ establishmentKey: null, associatedEstablishmentKey: [] }).where(eq(users.key, key));
    const empty = await listed(session);
    expect(empty).toEqual({ rows: [], total: 0 });
    expect(await exportedRows(session)).toBe(0);
    const own = await paymentOf(eq(payments.bankKey, RAWBANK));
    expect((await get(session, `/api/payment/receipts/${own.receiptNumber}`)).statusCode).toBe(404);
    const payable = await get(session, `/api/payment/payable/${own.noteKey}`);
    expect(payable.json().data.payments.every((p: object) => !('receiptNumber' in p))).toBe(true);
    for (const report of ['bank-payments', 'bank-financials']) {
      const refused = await get(session, `/api/reports/${report}?from=2025-01-01&to=2026-12-31`);
      expectRefused(
        refused,
        403,
        'BANK_SCOPE_EMPTY',
        'Your account is not linked to any bank, so there is nothing for you to see here. Please ask your administrator.',
      );
      const french = await get(session, `/api/reports/${report}?from=2025-01-01&to=2026-12-31`, 'fr');
      expect(french.json().responseMessage).toBe(
        'Votre compte n’est lié à aucune banque : il n’y a rien à voir ici pour vous. Veuillez vous adresser à votre administrateur.',
      );
    }
  });
});

describe('the QR check log', () => {
  it('is the QR Code area’s, and shows a check of no document only to the project it claims or whose staff made it', async () => {
    const bank = await t.login('bank');
    expect((await get(bank, '/api/taxNote/qr-logs')).statusCode).toBe(403);
    await logVerification(t.database.db, { kind: 'taxNote', reference: 'FORGED-BY-PUBLIC', genuine: false });
    await logVerification(t.database.db, { kind: 'taxNote', reference: 'FORGED-AT-HEALTH', genuine: false, userKey: 'user-registrar' });
    await logVerification(t.database.db, { kind: 'taxNote', reference: 'FORGED-AT-TAX', genuine: false, userKey: 'user-cashier' });
    await logVerification(t.database.db, { kind: 'taxNote', reference: 'HKR-2026-9999998-Q', genuine: false });
    const cashier = await t.login('cashier');
    const log = await get(cashier, '/api/taxNote/qr-logs?range=[0,499]');
    expect(log.statusCode).toBe(200);
    const references = log.json().data.map((row: { reference: string }) => row.reference);
    expect(references).toContain('FORGED-AT-TAX');
    expect(references).toContain('HKR-2026-9999998-Q');
    expect(references).not.toContain('FORGED-AT-HEALTH');
    expect(references).not.toContain('FORGED-BY-PUBLIC');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, session = admin) =>
  t.request({ method, url: `/api${url}`, headers: t.headersFor(session), payload: payload as Record<string, unknown> });
const newCitizen = async (firstName: string, extra: Record<string, unknown> = {}) =>
  (
    await api('POST', '/account/citizens', {
      firstName,
      lastName: 'Kyungu',
      gender: 'Male',
      contactPhone1CountryCode: '243',
      contactPhone1: '975551234',
      ...extra,
    })
  ).json().data._key as string;

describe('citizen approver', () => {
  it('approves and rejects a waiting citizen, once', async () => {
    const a = await newCitizen('Approuvé');
    const approved = await api('POST', `/account/citizens/${a}/approve`, {});
    expect(approved.json().data.status).toBe('approved');
    const again = await api('POST', `/account/citizens/${a}/reject`, { reason: 'late' });
    expect(again.statusCode).toBe(409);
    const b = await newCitizen('Rejeté');
    expect((await api('POST', `/account/citizens/${b}/reject`, { reason: 'Pièce illisible' })).json().data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Pièce illisible',
    });
  });

  it('merges a duplicate: its vehicles and family links move to the citizen kept', async () => {
    const kept = await newCitizen('Original');
    const duplicate = await newCitizen('Doublon');
    const child = await newCitizen('Enfant', { fatherKey: duplicate });
    const vehicle = (await api('POST', '/account/vehicles', { ownerKey: duplicate, category: 'Motorcycle', plateNumber: '9876EF05' })).json().data._key;
    const merged = await api('POST', `/account/citizens/${duplicate}/merge`, { intoKey: kept });
    expect(merged.json().data).toMatchObject({ status: 'merged', mergedIntoKey: kept });
    expect((await api('GET', `/account/vehicles/${vehicle}`)).json().data.ownerKey).toBe(kept);
    expect((await api('GET', `/account/citizens/${child}`)).json().data.fatherKey).toBe(kept);
    expect((await api('POST', `/account/citizens/${kept}/merge`, { intoKey: kept })).statusCode).toBe(422);
  });

  it('refuses the approver actions to a role without the Citizen Approver area', async () => {
    const taxateur = await t.login('taxateur');
    const key = await newCitizen('Interdit');
    expect((await api('POST', `/account/citizens/${key}/approve`, {}, taxateur)).statusCode).toBe(403);
  });
});

describe('family hierarchy', () => {
  it('shows parents, spouse, children and siblings', async () => {
    const father = await newCitizen('Père');
    const mother = await newCitizen('Mère', { gender: 'Female', spouseKey: father });
    const me = await newCitizen('Moi', { fatherKey: father, motherKey: mother });
    const sister = await newCitizen('Sœur', { gender: 'Female', fatherKey: father, motherKey: mother });
    const family = (await api('GET', `/account/citizens/${me}/family`)).json().data;
    expect(family.father._key).toBe(father);
    expect(family.mother._key).toBe(mother);
    expect(family.siblings.map((s: { _key: string }) => s._key)).toEqual([sister]);
    const parents = (await api('GET', `/account/citizens/${father}/family`)).json().data;
    expect(parents.children.map((c: { firstName: string }) => c.firstName).sort()).toEqual(['Moi', 'Sœur']);
  });
});

describe('citizen and user search', () => {
  it('needs 4 characters, then finds citizens and users in the shape', async () => {
    expect((await api('GET', '/utils/user-and-citizen/kab')).statusCode).toBe(400);
    const results = (await api('GET', '/utils/user-and-citizen/kabongo')).json().data;
    expect(results.length).toBeGreaterThan(0);
    const user = results.find((r: { userName?: string }) => r.userName === 'taxateur');
    expect(user).toMatchObject({ isUser: true, roleName: 'Taxateur', firstName: 'Patrice', lastName: 'Kabongo' });
    // The dialog opens an existing user's own record from the hit (admin-health C1).
    const listed = (await api('GET', '/utils/users?filter={"q":"taxateur"}')).json().data as { _key: string; userName: string }[];
    expect(user.userKey).toBe(listed.find((u) => u.userName === 'taxateur')?._key);
    const someCitizen = results.find((r: { isUser: boolean }) => !r.isUser);
    expect(someCitizen).toHaveProperty('contactPhone1');
    expect(someCitizen).toHaveProperty('documentKeyList');
    expect(user.inProject).toBe(true);
  });

  it('finds a user of another project for a Super Admin, says so, and finds them in the project once added (admin-health C1)', async () => {
    const search = async () =>
      ((await api('GET', '/utils/user-and-citizen/registrar')).json().data as { userName?: string; inProject?: boolean; userKey?: string }[]).find(
        (r) => r.userName === 'registrar',
      );
    // The health project's registrar, searched from the tax project.
    expect(await search()).toMatchObject({ isUser: true, inProject: false, userKey: 'user-registrar', firstName: 'Esther', lastName: 'Mukendi' });
    const added = await api('POST', `/project/projects/${TAX_PROJECT_KEY}/members`, { userKeys: ['user-registrar'] });
    expect(added.statusCode, added.body).toBe(200);
    expect(await search()).toMatchObject({ inProject: true, userKey: 'user-registrar' });
    // Out of the project again (the documents below are kept from users outside it), and told so.
    const removed = await api('DELETE', `/project/projects/${TAX_PROJECT_KEY}/members/user-registrar`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await search()).toMatchObject({ inProject: false, userKey: 'user-registrar' });
  });
});

describe('documents', () => {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d6c3320000000049454e44ae426082',
    'hex',
  );

  it('stores a photo and opens it through a signed link', async () => {
    const uploaded = await api('POST', '/utils/documents', { fileName: 'photo.png', contentType: 'image/png', dataBase64: png.toString('base64') });
    expect(uploaded.statusCode).toBe(200);
    const link = (await api('GET', `/utils/documents/${uploaded.json().data._key}/link`)).json().data;
    expect(link.url).toMatch(/^\/api\/open\/documents\/.+\?expires=\d+&signature=/);
    const opened = await t.request({ method: 'GET', url: link.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(Buffer.from(opened.rawPayload).equals(png)).toBe(true);
    // Change the signature's first character to a different one (never the same by chance).
    const tamperedUrl = link.url.replace(/signature=(.)/, (_: string, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect(tamperedUrl).not.toBe(link.url);
    const tampered = await t.request({ method: 'GET', url: tamperedUrl });
    expect(tampered.statusCode).toBe(404);
  });

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const upload = (session: SessionUser, headers: Record<string, string>, fileName = 'scan.pdf') =>
    t.request({
      method: 'POST',
      url: '/api/utils/documents',
      headers: { authorization: `Bearer ${session.token}`, ...headers },
      payload: { fileName, contentType: 'application/pdf', dataBase64: pdf.toString('base64') },
    });
  const linkFor = (session: SessionUser, key: string) =>
    t.request({ method: 'GET', url: `/api/utils/documents/${key}/link`, headers: { authorization: `Bearer ${session.token}` } });

  it('serves every document as a download in a sandbox, never as a page of this origin', async () => {
    const uploaded = await upload(admin, { 'project-key': TAX_PROJECT_KEY }, 'relevé "mars".pdf');
    expect(uploaded.statusCode).toBe(200);
    const link = (await linkFor(admin, uploaded.json().data._key)).json().data;
    const opened = await t.request({ method: 'GET', url: link.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toBe(`attachment; filename="relev_ _mars_.pdf"; filename*=UTF-8''relev%C3%A9%20%22mars%22.pdf`);
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(opened.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(opened.rawPayload).equals(pdf)).toBe(true);
  });

  it('lets only the uploader reach a document uploaded outside any project', async () => {
    const uploaded = await upload(admin, {});
    expect(uploaded.statusCode).toBe(200);
    const key = uploaded.json().data._key;
    expect((await linkFor(admin, key)).statusCode).toBe(200);
    for (const userName of ['taxateur', 'registrar']) {
      const other = await t.login(userName);
      const refused = await linkFor(other, key);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errorCode).toBe('NOT_FOUND');
    }
  });

  it('keeps a project document from users outside that project', async () => {
    const key = (await upload(admin, { 'project-key': TAX_PROJECT_KEY })).json().data._key;
    expect((await linkFor(await t.login('taxateur'), key)).statusCode).toBe(200);
    expect((await linkFor(await t.login('registrar'), key)).statusCode).toBe(404);
  });

  it('refuses a file whose content is not its declared type', async () => {
    const response = await api('POST', '/utils/documents', {
      fileName: 'x.png',
      contentType: 'image/png',
      dataBase64: Buffer.from('<script>').toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('DOCUMENT_TYPE');
  });
});

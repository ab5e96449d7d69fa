import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

let t: TestApp;
let admin: SessionUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const text = (body: string) =>
  body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

async function saveProject(key: string, changes: Record<string, unknown>) {
  const url = `/api/project/projects/${key}`;
  const opened = await t.request({ method: 'GET', url, headers: t.headersFor(admin) });
  const saved = await t.request({ method: 'PUT', url, headers: t.headersFor(admin, { 'if-match': opened.headers.etag as string }), payload: changes });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data;
}

describe('the public /contact page', () => {
  it("shows the contact details the administrator keeps in the project's settings, as links a phone can use", async () => {
    const saved = await saveProject('proj-hk-tax', {
      contactPhone: '+243 81 555 0101',
      contactEmail: 'recettes@hautkatanga.example',
      contactAddress: 'Direction des Recettes, 12 avenue Mama Yemo, Lubumbashi\nAntenne de Likasi, 3 avenue Lumumba',
      contactHours: 'Mon–Fri 8:00–15:30',
    });
    expect(saved).toMatchObject({ contactPhone: '+243 81 555 0101', contactEmail: 'recettes@hautkatanga.example' });

    const answer = await page('/contact?lang=en');
    expect(answer.statusCode).toBe(200);
    const seen = text(answer.body);
    expect(seen).toContain('Haut-Katanga Revenue');
    expect(answer.body).toContain('<a href="tel:+243815550101">+243 81 555 0101</a>');
    expect(answer.body).toContain('<a href="mailto:recettes@hautkatanga.example">recettes@hautkatanga.example</a>');
    expect(seen).toContain('Direction des Recettes, 12 avenue Mama Yemo, Lubumbashi');
    expect(answer.body).toMatch(/Lubumbashi<br \/>\s*Antenne de Likasi/);
    expect(seen).toContain('Mon–Fri 8:00–15:30');
    // The invented hours are gone: the project's own are shown.
    expect(seen).not.toContain('Monday to Friday, 8:00 to 16:00');
    const fr = text((await page('/contact', { 'accept-language': 'fr' })).body);
    expect(fr).toContain('Téléphone');
    expect(fr).toContain('Horaires');
  });

  it('lists only enabled projects that have contact details; the health project has none', async () => {
    const seen = text((await page('/contact?lang=en')).body);
    expect(seen).not.toContain('Haut-Katanga Santé');
    await saveProject('proj-hk-tax', { status: 'disabled' });
    const none = text((await page('/contact?lang=en')).body);
    expect(none).not.toContain('Haut-Katanga Revenue');
    // With no details anywhere, the page still says where to go.
    expect(none).toContain('go to the tax office or collection point that issued it');
    await saveProject('proj-hk-tax', { status: 'enabled' });
  });

  it('refuses a contact e-mail that is not one, in the administrator’s language', async () => {
    const url = '/api/project/projects/proj-hk-tax';
    const opened = await t.request({ method: 'GET', url, headers: t.headersFor(admin) });
    const refused = await t.request({
      method: 'PUT',
      url,
      headers: t.headersFor(admin, { 'if-match': opened.headers.etag as string, 'accept-language': 'fr' }),
      payload: { contactEmail: 'not an e-mail' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field: 'contactEmail', message: 'Saisissez une adresse e-mail valide' }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/format';
import { checkCharacter, formatReference } from '../../src/domain/tax-reference';
import type { Currency } from '../../src/domain/money';
import { escapeHtml } from '../../src/server/public-site/html';
import { openDocumentLink } from '../../src/server/services/documents/document-links';
import { signFacts } from '../../src/server/services/documents/signing-keys';
import { maskName } from '../../src/server/services/open/mask-name';
import { createTestApp, type TestApp } from './support/test-app';
import { addressSource, decidedDemoNote, type DemoNote } from './support/public-site-world';

let t: TestApp;
let note: DemoNote;
const nextAddress = addressSource(2);

beforeAll(async () => {
  t = await createTestApp();
  note = await decidedDemoNote(t);
});
afterAll(async () => {
  await t.close();
});

const post = (fields: Record<string, string>, url = '/home', remoteAddress = nextAddress()) =>
  t.request({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

describe('the public pages', () => {
  it("end with SPEC's footer, 'Mapato © year', on every page", async () => {
    for (const url of ['/home', '/home?lang=fr', '/check', '/contact']) {
      const answer = await page(url);
      expect(answer.body).toMatch(new RegExp(`<footer[^>]*>\\s*Mapato © ${new Date().getFullYear()}\\s*</footer>`));
    }
  });

  it('serve /home as HTML with the lookup form, in English or French, with no staff bundle', async () => {
    const en = await page('/home');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/text\/html/);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Find your tax note');
    expect(en.body).toMatch(/<form[^>]+method="post"/);
    expect(en.body).not.toMatch(/assets\/index/);
    expect((await page('/home', { 'accept-language': 'fr-CD,fr;q=0.9' })).body).toContain('Retrouver votre note de taxation');
    expect((await page('/home?lang=fr')).body).toContain('<html lang="fr">');
    expect((await page('/contact?lang=fr')).body).toContain('Contact');
    expect((await page('/home?returnUrl=%2Frole')).body).toContain('href="/sign-in?returnUrl=%2Frole"');
    expect((await page('/home?returnUrl=%2F%2Fevil.example')).body).toContain('href="/sign-in"');
    const root = await page('/?lang=fr');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/home?lang=fr');
  });

  it('answer a matching form post with the summary: masked name, both currencies, download link', async () => {
    const response = await post({ reference: note.reference, mobile: `0${note.phoneNumber}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(escapeHtml(maskName(note.taxpayerName)));
    expect(response.body).not.toContain(escapeHtml(note.taxpayerName));
    expect(response.body).toContain(escapeHtml(formatMoney({ amount: note.amount, currency: note.currency as Currency }, 'en')));
    expect(response.body).toContain(escapeHtml(formatMoney({ amount: note.counterAmount, currency: note.counterCurrency as Currency }, 'en')));
    const link = /href="(\/api\/open\/documents\/taxNote\/[^"]+)"/.exec(response.body)![1]!.replace(/&amp;/g, '&');
    const pdf = await page(link);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('answer a wrong reference and a wrong mobile with the same not-found page, apart from what was typed', async () => {
    // Well formed (its check character matches), so only the database can say no note has it.
    const otherReference = formatReference(note.reference.split('-')[0]!, 2031, 999);
    const wrongMobile = await post({ reference: note.reference, mobile: '0811111111' });
    const wrongReference = await post({ reference: otherReference, mobile: note.phoneNumber });
    expect(wrongMobile.statusCode).toBe(404);
    expect(wrongReference.statusCode).toBe(404);
    expect(wrongMobile.body).toContain('No tax note found');
    const typedRemoved = (body: string) => body.replace(/ value="[^"]*"/g, ' value=""');
    expect(typedRemoved(wrongReference.body)).toBe(typedRemoved(wrongMobile.body));
  });

  it('keep what was typed after "No tax note found", so one typo is fixed without typing both again', async () => {
    const answer = await post({ reference: note.reference, mobile: '0811111111' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toMatch(new RegExp(`<input[^>]*name="reference"[^>]*value="${escapeHtml(note.reference).replace(/[*]/g, '\\*')}"`));
    expect(answer.body).toMatch(/<input[^>]*name="mobile"[^>]*value="0811111111"/);
  });

  it('say a reference whose check character does not match looks mistyped, keeping what was typed (a format-only fact)', async () => {
    const body = note.reference.slice(0, -1);
    const wrong = `${body}${note.reference.endsWith('0') ? '1' : '0'}`;
    const answer = await post({ reference: wrong, mobile: note.phoneNumber });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('This reference looks mistyped: its last character does not match the others. Check it against the paper.');
    expect(answer.body).not.toContain('No tax note found');
    expect(answer.body).toMatch(new RegExp(`<input[^>]*name="reference"[^>]*value="${escapeHtml(wrong).replace(/[*]/g, '\\*')}"`));
    const fr = await post({ reference: wrong, mobile: note.phoneNumber }, '/home?lang=fr');
    expect(fr.body).toContain('Cette référence semble mal saisie');
    // Any reference of a matching check character, existing or not, still gets the one not-found page.
    const unknown = `HKR-2031-0000999-${checkCharacter('HKR20310000999')}`;
    expect((await post({ reference: unknown, mobile: note.phoneNumber })).body).toContain('No tax note found');
  });

  it('answer an expired or altered download link opened in a browser with a page that says so, in its language', async () => {
    const summary = await post({ reference: note.reference, mobile: note.phoneNumber }, '/home?lang=fr');
    // No `download` attribute: the PDF still downloads (Content-Disposition), and a refusal shows as a page.
    expect(summary.body).not.toMatch(/<a [^>]*download/);
    const link = /href="(\/api\/open\/documents\/taxNote\/[^"]+)"/.exec(summary.body)![1]!.replace(/&amp;/g, '&');
    const altered = link.replace(/signature=([^&])/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    const browser = await page(altered, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(browser.statusCode).toBe(403);
    expect(browser.headers['content-type']).toMatch(/text\/html/);
    expect(browser.headers['content-disposition']).toBeUndefined();
    expect(browser.body).toContain('<html lang="fr">');
    expect(browser.body).toContain('Ce lien de téléchargement est invalide ou a expiré.');
    expect(browser.body).toContain('href="/home?lang=fr"');
    const api = await page(altered, { accept: 'application/json' });
    expect(api.statusCode).toBe(403);
    expect(api.json().errorCode).toBe('DOCUMENT_LINK_INVALID');
  });

  it('answer a damaged link (signature cut off, a broken expiry, a document gone) opened in a browser with the same page, JSON for an API', async () => {
    const summary = await post({ reference: note.reference, mobile: note.phoneNumber }, '/home?lang=fr');
    const link = /href="(\/api\/open\/documents\/taxNote\/[^"]+)"/.exec(summary.body)![1]!.replace(/&amp;/g, '&');
    const gone = await openDocumentLink(t.database.db, { kind: 'taxNote', key: 'no-such-note', language: 'fr' });
    const damaged = [link.replace(/&signature=[^&]*/, ''), link.replace(/expires=\d+/, 'expires=abc'), gone.url];
    for (const url of damaged) {
      const browser = await page(url, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
      expect(browser.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(browser.headers['content-type'], url).toMatch(/text\/html/);
      expect(browser.body).toContain('<html lang="fr">');
      expect(browser.body).toContain('Ce lien de téléchargement est invalide ou a expiré.');
      expect(browser.body).toContain('href="/home?lang=fr"');
      const api = await page(url, { accept: 'application/json' });
      expect(api.headers['content-type'], url).toMatch(/application\/json/);
      expect(api.json().error).toBe(true);
    }
  });

  it('write the French rate with the same currency signs as the French amounts', async () => {
    const answer = await post({ reference: note.reference, mobile: note.phoneNumber }, '/home?lang=fr');
    expect(answer.body).toMatch(/Taux : [\d\s\u202f\u00a0,]+ FC pour 1 \$/);
  });

  it('answer the 11th form post in a minute with the translated 429 page', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i += 1)
      expect((await post({ reference: formatReference('HKR', 2026, 500 + i), mobile: '0811111111' }, '/home', from)).statusCode).toBe(404);
    const refused = await post({ reference: note.reference, mobile: note.phoneNumber }, '/home?lang=fr', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Trop de recherches');
  });

  it('escape what a visitor typed', async () => {
    const response = await post({ reference: '<script>alert(1)</script>', mobile: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('&lt;script&gt;');
  });

  it('show the facts and the warning for a genuine QR token, and Invalid QR Code for a tampered one', async () => {
    const token = await signFacts(t.database.db, {
      kind: 'taxNote',
      reference: note.reference,
      taxpayerName: note.taxpayerName,
      amount: note.amount,
      currency: note.currency as Currency,
      paidState: 'unpaid',
      issuedOn: '2026-01-15',
    });
    const genuine = await page(`/check?t=${encodeURIComponent(token)}`);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.body).toContain('Genuine document');
    expect(genuine.body).toContain(note.reference);
    expect(genuine.body).toContain(
      'If the details do not match the tax note or receipt, the document is fake. It must be reported immediately to field staff.',
    );
    const [payload, signature] = token.split('.');
    const tampered = `${payload!.slice(0, -2)}${payload!.endsWith('A') ? 'B' : 'A'}${payload!.slice(-1)}.${signature}`;
    const refused = await page(`/check?t=${encodeURIComponent(tampered)}&lang=en`);
    expect(refused.body).toContain('Invalid QR Code');
    expect(refused.body).not.toContain('Genuine document');
    expect((await page(`/check?t=${'x'.repeat(2000)}&lang=fr`)).body).toContain('Code QR invalide');
  });
});

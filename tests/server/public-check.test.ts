import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '../../src/domain/money';
import { escapeHtml } from '../../src/server/public-site/html';
import { checkPage } from '../../src/server/public-site/check-page';
import { signFacts } from '../../src/server/services/documents/signing-keys';
import { createTestApp, type TestApp } from './support/test-app';
import { decidedDemoNote, type DemoNote } from './support/public-site-world';

let t: TestApp;
let note: DemoNote;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  note = await decidedDemoNote(t);
  token = await signFacts(t.database.db, {
    kind: 'taxNote',
    reference: note.reference,
    taxpayerName: note.taxpayerName,
    amount: note.amount,
    currency: note.currency as Currency,
    paidState: 'unpaid',
    issuedOn: '2026-01-15',
  });
});
afterAll(async () => {
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
/** The page's text as a reader sees it: tags dropped, entities read, spaces collapsed. */
const text = (body: string) =>
  body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const inputValue = (body: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(body)?.[1];

describe('the public /check page without a QR code', () => {
  it('offers a form to paste a link or type a reference, working with JavaScript off, and a picture picker for the script', async () => {
    const answer = await page('/check');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatch(/<form[^>]+method="get"[^>]+action="\/check"/);
    expect(answer.body).toMatch(/<label for="q">Link read from the QR code, or the document&#39;s reference<\/label>/);
    expect(answer.body).toMatch(/<input[^>]+id="q"[^>]+name="q"/);
    expect(answer.body).toMatch(/<button type="submit">Check<\/button>/);
    // Picking a picture needs the script: the block stays hidden until it runs.
    expect(answer.body).toMatch(/<div[^>]+data-qr-picker[^>]+hidden/);
    expect(answer.body).toMatch(/<input[^>]+type="file"[^>]+accept="image\/\*"/);
    expect(text(answer.body)).not.toContain('Scan the QR code of a document with your phone camera to check it.');
    const fr = await page('/check', { 'accept-language': 'fr-CD,fr;q=0.9' });
    expect(fr.body).toContain('<html lang="fr">');
    expect(text(fr.body)).toContain('Vérifier');
    expect(fr.body).toContain('name="lang" value="fr"');
  });

  it('checks a pasted link as the QR code would: the verdict and the facts', async () => {
    for (const pasted of [`https://mapato.example/check?t=${token}`, ` ${token} `]) {
      const answer = await page(`/check?q=${encodeURIComponent(pasted)}&lang=en`);
      expect(answer.statusCode).toBe(200);
      expect(text(answer.body)).toContain('Genuine document');
      expect(answer.body).toContain(escapeHtml(note.reference));
    }
  });

  it('explains an invalid code instead of only naming it', async () => {
    const [payload, signature] = token.split('.');
    const tampered = `${payload!.slice(0, -2)}${payload!.endsWith('A') ? 'B' : 'A'}${payload!.slice(-1)}.${signature}`;
    for (const url of [`/check?t=${encodeURIComponent(tampered)}`, `/check?q=${encodeURIComponent(`https://x.example/check?t=${tampered}`)}`]) {
      const answer = await page(url);
      expect(text(answer.body)).toContain('Invalid QR Code');
      expect(text(answer.body)).toContain('This code was not issued by the tax office, or it was altered.');
    }
    const fr = await page(`/check?t=${encodeURIComponent(tampered)}&lang=fr`);
    expect(text(fr.body)).toContain("Ce code n'a pas été émis par le service des impôts, ou il a été modifié.");
  });

  it('answers a typed reference with the lookup form, the reference filled in: the same page whether or not a note has it', async () => {
    const known = await page(`/check?q=${encodeURIComponent(note.reference.toLowerCase())}&lang=en`);
    expect(known.statusCode).toBe(200);
    expect(text(known.body)).toContain('A reference alone does not prove a document: only its QR code does.');
    expect(known.body).toMatch(/<form[^>]+method="post"[^>]+action="\/home\?lang=en"/);
    expect(inputValue(known.body, 'reference')).toBe(escapeHtml(note.reference));
    expect(inputValue(known.body, 'mobile')).toBe('');
    const unknownReference = 'HKR-2031-0000999-' + (await import('../../src/domain/tax-reference')).checkCharacter('HKR20310000999');
    const unknown = await page(`/check?q=${encodeURIComponent(unknownReference)}&lang=en`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body.split(escapeHtml(unknownReference)).join('REF')).toBe(known.body.split(escapeHtml(note.reference)).join('REF'));
  });

  it("takes a reference whose check character is '*' as a reference", async () => {
    const answer = await page(`/check?q=${encodeURIComponent('HKR-2025-0000004-*')}`);
    expect(answer.statusCode).toBe(200);
    expect(inputValue(answer.body, 'reference')).toBe('HKR-2025-0000004-*');
  });

  it('says a reference is mistyped when its check character does not match, keeping what was typed', async () => {
    const answer = await page(`/check?q=${encodeURIComponent('HKR-2025-0000004-Y')}&lang=en`);
    expect(answer.statusCode).toBe(400);
    expect(text(answer.body)).toContain('This reference looks mistyped: its last character does not match the others. Check it against the paper.');
    expect(inputValue(answer.body, 'q')).toBe('HKR-2025-0000004-Y');
    const fr = await page(`/check?q=${encodeURIComponent('HKR-2025-0000004-Y')}&lang=fr`);
    expect(text(fr.body)).toContain('Cette référence semble mal saisie');
  });

  it('says what to give when the text is neither a link nor a reference, and never fails on a long one', async () => {
    for (const typed of ['hello', 'https://example.org/not-a-mapato-document-12345', 'x'.repeat(5000)]) {
      const answer = await page(`/check?q=${encodeURIComponent(typed)}&lang=en`);
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(text(answer.body)).toContain(
        'There is nothing to check in this text. Paste the whole link read from the QR code, or type the reference printed on the document.',
      );
    }
  });
});

describe('the public verdict on a clearance that is no longer valid', () => {
  const facts = {
    kind: 'clearance' as const,
    reference: 'HKRC-2026-0000001-Y',
    taxpayerName: 'Pêcheries du Lac Moero',
    amount: 0,
    currency: 'USD' as const,
    paidState: 'paid' as const,
    issuedOn: '2026-11-27',
    keyId: 'k1',
  };
  const revoked = {
    reversed: true,
    amended: false,
    clearance: { state: 'revoked' as const, validUntil: '2027-02-26', revokedAt: '2026-11-27T19:53:00Z', revokeReason: 'Issued by mistake (QA test)' },
  };

  it('is headed in red as revoked, never with the green "Genuine document", and keeps the internal reason to staff', () => {
    const body = checkPage('en', 'token', { genuine: true, facts, current: revoked });
    expect(body).not.toContain('Genuine document');
    expect(body).toMatch(/<h2[^>]*class="state expired"[^>]*>Revoked document<\/h2>/);
    // On the province's clock (Lubumbashi, UTC+2), as the staff screens and the PDFs say it.
    expect(text(body)).toContain('REVOKED on 27/11/2026 21:53');
    expect(body).not.toContain('Issued by mistake');
    expect(checkPage('fr', 'token', { genuine: true, facts, current: revoked })).toContain('Document révoqué');
  });

  it('is headed as expired when its validity has ended', () => {
    const expired = { ...revoked, reversed: false, clearance: { state: 'expired' as const, validUntil: '2026-02-26' } };
    const body = checkPage('en', 'token', { genuine: true, facts, current: expired });
    expect(body).not.toContain('Genuine document');
    expect(body).toMatch(/<h2[^>]*class="state expired"[^>]*>Expired document<\/h2>/);
  });
});

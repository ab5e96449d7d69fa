import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenInScan } from '../../src/domain/document-token';
import { formatMoney } from '../../src/domain/format';
import { projects, taxNotes } from '../../src/server/db/schema';
import { openDocumentLink } from '../../src/server/services/documents/document-links';
import { buildPayWorld, cashPayment, NOTE_CDF, NOTE_USD, type PayWorld } from './payments-fixture';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: PayWorld;
const DOCUMENT_TEXT = 'Direction des recettes : payez avant l’échéance.';
beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'DOCP');
  await t.database.db.update(projects).set({ documentText: DOCUMENT_TEXT }).where(eq(projects.key, world.projectKey));
});
afterAll(async () => {
  await t.close();
});

/** Text as the PDF carries it, spaces of every kind made plain, so a formatted amount can be looked for. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const pdfText = async (bytes: Buffer) => plain((await extractText(new Uint8Array(bytes), { mergePages: true })).text);

const noteLink = (noteKey: string, lang: string, session = world.sessions.cashier) =>
  world.api(session, 'GET', `/taxNote/${noteKey}/document-link?lang=${lang}`);
const download = (url: string) => t.request({ method: 'GET', url });

async function downloadedNote(noteKey: string, lang: 'en' | 'fr') {
  const link = await noteLink(noteKey, lang);
  expect(link.statusCode, link.body).toBe(200);
  const response = await download(link.json().data.url);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('printed tax notes', () => {
  it('downloads through a signed staff link as a PDF attachment carrying the reference and both currencies', async () => {
    const note = await world.payableNote();
    const link = (await noteLink(note._key, 'en')).json().data;
    expect(link.url).toMatch(/^\/api\/open\/documents\/taxNote\/[^/?]+\?lang=en&/);
    const expiresIn = Date.parse(link.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(290_000);
    expect(expiresIn).toBeLessThanOrEqual(300_000);
    const response = await download(link.url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="tax-note-${note.reference}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(note.reference);
    expect(text).toContain('TAX NOTE');
    expect(text).toContain(plain(formatMoney({ amount: NOTE_USD, currency: 'USD' }, 'en')));
    expect(text).toContain(plain(formatMoney({ amount: NOTE_CDF, currency: 'CDF' }, 'en')));
    expect(text).toContain('Direction des recettes');
    expect(text).toContain('If the details do not match the tax note or receipt, the document is fake.');
  });

  it('prints in French when asked: French labels and French amounts', async () => {
    const note = await world.payableNote();
    const response = await downloadedNote(note._key, 'fr');
    expect(response.headers['content-disposition']).toContain(`filename="note-de-taxation-${note.reference}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('NOTE DE TAXATION');
    expect(text).toContain('Montant dû');
    expect(text).toContain('Annuelle, à partir du');
    // The step is named in French (tax-staff walk D13: 'Quantity' in the French PDF), the French way.
    expect(text).toContain('Quantité : 1');
    expect(text).toContain(note.reference);
    expect(text).toContain(plain(formatMoney({ amount: NOTE_USD, currency: 'USD' }, 'fr')));
    expect(text).toContain(plain(formatMoney({ amount: NOTE_CDF, currency: 'CDF' }, 'fr')));
  });

  it('explains an amount due below the items by the approved change, with the day and the reason (tax-staff walk D7)', async () => {
    const note = await world.payableNote();
    const asked = await world.api(world.sessions.admin, 'POST', `/taxNote/notes/${note._key}/amendments`, {
      amount: 4000,
      reason: 'Vehicle off the road since June',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const approved = await world.api(world.sessions.approver, 'POST', `/taxNote/notes/${note._key}/amendments/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const text = await pdfText((await downloadedNote(note._key, 'en')).rawPayload);
    const usd = (amount: number) => plain(formatMoney({ amount, currency: 'USD' }, 'en'));
    expect(text).toContain(`Approved change of the amount, from ${usd(4600)} to ${usd(4000)}`);
    expect(text).toContain('Vehicle off the road since June');
    expect(text).toContain(`Amount due ${usd(4000)}`);
  });

  it('says an automatic approval was the system’s, in English and in French (tax-staff walk D14)', async () => {
    const note = await world.payableNote();
    await t.database.db.update(taxNotes).set({ approvedBy: null }).where(eq(taxNotes.key, note._key));
    expect(await pdfText((await downloadedNote(note._key, 'en')).rawPayload)).toMatch(
      /APPROVED BY System \(automatic approval\), \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    expect(await pdfText((await downloadedNote(note._key, 'fr')).rawPayload)).toMatch(/APPROUVÉE PAR Système \(approbation automatique\), \d{2}\/\d{2}\/\d{4}/);
  });

  it('carries a QR code that scans to the check page with a token of the note', async () => {
    const note = await world.payableNote();
    const response = await downloadedNote(note._key, 'en');
    const folder = mkdtempSync(join(tmpdir(), 'documents-qr-'));
    try {
      writeFileSync(join(folder, 'note.pdf'), response.rawPayload);
      execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', join(folder, 'note.pdf'), join(folder, 'page')]);
      const png = PNG.sync.read(readFileSync(join(folder, 'page-1.png')));
      const scanned = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      expect(scanned?.data).toMatch(/^http:\/\/[^/]+\/check\?t=/);
      const token = tokenInScan(scanned!.data)!;
      const check = await t.request({ method: 'POST', url: '/api/open/verify', payload: { token } });
      expect(check.json().data).toMatchObject({
        genuine: true,
        facts: { kind: 'taxNote', reference: note.reference, amount: NOTE_USD, currency: 'USD', paidState: 'unpaid' },
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('printed receipts', () => {
  it('download with the receipt number, the note paid and the amount in the paid currency', async () => {
    const note = await world.payableNote();
    const paid = await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key, { paidCurrency: 'CDF', paidAmount: NOTE_CDF }));
    expect(paid.statusCode, paid.body).toBe(200);
    const { receiptNumber } = paid.json().data;
    const link = await world.api(world.sessions.cashier, 'GET', `/payment/receipts/${receiptNumber}/document-link?lang=en`);
    expect(link.statusCode, link.body).toBe(200);
    const response = await download(link.json().data.url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename="receipt-${receiptNumber}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(receiptNumber);
    expect(text).toContain(note.reference);
    expect(text).toContain(plain(formatMoney({ amount: NOTE_CDF, currency: 'CDF' }, 'en')));
    expect(text).not.toContain('CANCELLED');
  });

  it('of a reversed payment carry the CANCELLED stamp', async () => {
    const note = await world.payableNote();
    const paid = (await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key))).json().data;
    // Four eyes: the administrator asks for the reversal, the receveur approves it.
    const asked = await world.api(world.sessions.admin, 'POST', `/payment/payments/${paid.payments[0]._key}/reverse`, { reason: 'Wrong note' });
    expect(asked.statusCode, asked.body).toBe(200);
    const reversed = await world.api(world.sessions.receveur, 'POST', `/project/money-requests/${asked.json().data._key}/approve`, {});
    expect(reversed.statusCode, reversed.body).toBe(200);
    const link = (await world.api(world.sessions.cashier, 'GET', `/payment/receipts/${paid.receiptNumber}/document-link?lang=fr`)).json().data;
    const text = await pdfText((await download(link.url)).rawPayload);
    expect(text).toContain('ANNULÉ');
  });
});

describe('download links', () => {
  it('refuse an altered signature, another language or document than signed, and an expired link (403)', async () => {
    const note = await world.payableNote();
    const { url } = (await noteLink(note._key, 'en')).json().data as { url: string };
    const signature = new URL(url, 'http://x').searchParams.get('signature')!;
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    const other = await world.payableNote();
    for (const altered of [url.replace(signature, flipped), url.replace('lang=en', 'lang=fr'), url.replace(note._key, other._key)]) {
      const response = await download(altered);
      expect(response.statusCode, altered).toBe(403);
      expect(response.json()).toMatchObject({ error: true, errorCode: 'DOCUMENT_LINK_INVALID' });
    }
    const expired = await openDocumentLink(
      t.database.db,
      { kind: 'taxNote', key: note._key, language: 'en', projectKey: world.projectKey },
      new Date(Date.now() - 301_000),
    );
    expect((await download(expired.url)).statusCode).toBe(403);
    const french = await t.request({ method: 'GET', url: url.replace(signature, flipped), headers: { 'accept-language': 'fr' } });
    expect(french.json().responseMessage).not.toBe(french.json().errorCode);
  });

  it('to a note or receipt that does not exist answer 404', async () => {
    const missing = await openDocumentLink(t.database.db, { kind: 'taxNote', key: 'no-such-note', language: 'en' });
    expect((await download(missing.url)).statusCode).toBe(404);
    expect((await noteLink('no-such-note', 'en')).statusCode).toBe(404);
    expect((await world.api(world.sessions.cashier, 'GET', '/payment/receipts/NOPER-2026-0000001-X/document-link')).statusCode).toBe(404);
  });

  it('are refused to a user without the Tax Note right', async () => {
    const registrar = await t.login('registrar');
    const note = await world.payableNote();
    const response = await world.api(registrar, 'GET', `/taxNote/${note._key}/document-link`);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });
});

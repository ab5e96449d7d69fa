import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaxNoteShow } from '../../resources/tax-note/TaxNoteShow';
import { PaymentHistory } from '../../src/client/pages/make-payment/PaymentHistory';
import { list, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';
import { roleListFor } from './support/builders';
import { signInTo, startMockServer } from './support/mock-server';
import { aPaymentRow } from './support/payment-rows';
import { aNote, renderNote } from './tax-note-fixtures';

const RECEIPT = 'HKRR-2026-0000043-9';
const server = startMockServer();
let clicked: string[] = [];
let linkLanguages: (string | null)[] = [];
beforeEach(() => {
  signInTo({ role: { name: 'Cashier', roleList: roleListFor('Payment', 'Tax Note') } });
  clicked = [];
  linkLanguages = [];
  // The browser would save the PDF; the test records which address the anchor pointed at.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.getAttribute('href') ?? '');
  });
  server.use(
    http.get('*/api/payment/payments', () => list('payment', [aPaymentRow({ _key: 'pay-3', receiptNumber: RECEIPT, reversed: false })])),
    // The history's Bank filter names the banks its ledger may hold.
    http.get('*/api/payment/banks', () => HttpResponse.json({ error: false, data: [] })),
    http.get(`*/api/payment/receipts/${RECEIPT}`, () =>
      ok({
        receiptNumber: RECEIPT,
        paymentDate: '2026-11-20',
        taxpayerName: 'Ada Mwamba',
        recordedByName: 'Aline Mwamba',
        cancelled: false,
        lines: [{ reference: 'HKR-2026-0000123-K', paid: { amount: 10000, currency: 'USD' }, settled: { amount: 10000, currency: 'USD' }, rate: '2850' }],
      }),
    ),
    http.get(`*/api/payment/receipts/${RECEIPT}/document-link`, ({ request }) => {
      linkLanguages.push(new URL(request.url).searchParams.get('lang'));
      return ok({ url: `/api/open/documents/receipt/${RECEIPT}?lang=en&expires=1&signature=abc&project=p-kin`, expiresAt: '2026-11-20T10:05:00Z' });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('receipts from the payment history', () => {
  it('reopens a receipt from its row and downloads its PDF through a fresh signed link', async () => {
    renderWithData(<PaymentHistory />);
    fireEvent.click(await screen.findByRole('button', { name: `Receipt ${RECEIPT}` }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Ada Mwamba')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicked).toEqual([`/api/open/documents/receipt/${RECEIPT}?lang=en&expires=1&signature=abc&project=p-kin`]));
    expect(linkLanguages).toEqual(['en']);
    // A second download asks for a new link: an expired one is never reused. The button is disabled
    // while the first download runs: on a busy machine the second click must wait for it.
    const download = within(dialog).getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement;
    await waitFor(() => expect(download.disabled).toBe(false));
    fireEvent.click(download);
    await waitFor(() => expect(linkLanguages).toHaveLength(2));
  });
});

describe("the note's PDF", () => {
  it("downloads in the reader's language from the note page", async () => {
    let asked: string | null = null;
    server.use(
      http.get('*/api/taxNote/note-1/document-link', ({ request }) => {
        asked = new URL(request.url).searchParams.get('lang');
        return ok({ url: '/api/open/documents/taxNote/note-1?lang=fr&expires=1&signature=abc', expiresAt: '2026-11-20T10:05:00Z' });
      }),
    );
    const getOne = vi.fn(async () => ({ data: aNote({ lifecycle: 'issued' }) }));
    const getPayable = vi.fn(() => new Promise(() => undefined));
    renderNote(<TaxNoteShow />, { dataProvider: { getOne, getPayable }, path: '/tax-note/note-1/show', route: '/tax-note/:id/show', language: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(clicked).toEqual(['/api/open/documents/taxNote/note-1?lang=fr&expires=1&signature=abc']));
    expect(asked).toBe('fr');
  });

  it('offers no PDF while the note waits for approval', async () => {
    const getOne = vi.fn(async () => ({ data: aNote({ lifecycle: 'waitingForApproval' }) }));
    renderNote(<TaxNoteShow />, { dataProvider: { getOne }, path: '/tax-note/note-1/show', route: '/tax-note/:id/show' });
    expect(await screen.findByRole('heading', { level: 1, name: 'HKR-2026-0000123-K' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });
});

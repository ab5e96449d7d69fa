import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MakePaymentPage } from '../../src/client/pages/make-payment/MakePaymentPage';
import { saveSession, setProjectKey } from '../../src/client/providers/session';
import { failure, list, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';
import { buildSessionUser, roleListFor } from './support/builders';
import { aNote } from './tax-note-fixtures';
import { startMockServer } from './support/mock-server';
import { aPayable, aPaymentRow } from './support/payment-rows';

type Json = Record<string, unknown>;

/**
 * Two notes of Ada of CDF 15,000.00 each, at 2,850 CDF for 1 USD: $5.26 each, so $10.52 together
 * (each note converted on its own, then added: the sum converted at once would be $10.53). A paid
 * note of hers and a note of another taxpayer are found by the same search.
 */
const issued = { lifecycle: 'issued', awaitingActor: null, items: undefined, events: undefined, allowedActions: undefined } as const;
const cdf = (amount: number) => ({ amount, currency: 'CDF' as const });
const FIRST = aNote({
  ...issued,
  id: 'note-a',
  _key: 'note-a',
  reference: 'HKR-2026-0000201-A',
  currency: 'CDF',
  amount: cdf(1500000),
  counterAmount: undefined,
});
const SECOND = aNote({
  ...issued,
  id: 'note-b',
  _key: 'note-b',
  reference: 'HKR-2026-0000202-B',
  currency: 'CDF',
  amount: cdf(1500000),
  counterAmount: undefined,
});
const PAID = aNote({
  ...issued,
  id: 'note-c',
  _key: 'note-c',
  reference: 'HKR-2026-0000203-C',
  currency: 'CDF',
  amount: cdf(1500000),
  paidAmount: cdf(1500000),
  paymentState: 'paid',
});
const OTHER = aNote({
  ...issued,
  id: 'note-d',
  _key: 'note-d',
  reference: 'HKR-2026-0000204-D',
  taxpayerKey: 'cit-2',
  taxpayerName: 'Bea Kasongo',
  currency: 'CDF',
  amount: cdf(1500000),
});
const NOTES = [FIRST, SECOND, PAID, OTHER];
const payableOf = (note: typeof FIRST): Json => ({
  ...aPayable(note),
  payable: { currency: 'CDF', amount: 1500000, instalmentNumber: null },
  payableIn: { USD: 526, CDF: 1500000 },
});

const server = startMockServer();
let posts: { body: Json; key: string | null }[] = [];
let refusal: 'none' | 'paid-meanwhile' = 'none';

beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser({ role: { name: 'Cashier', roleList: roleListFor('Payment', 'Tax Note') } }));
  setProjectKey('p-kin');
  posts = [];
  refusal = 'none';
  server.use(
    http.get('*/api/payment/find', ({ request }) => ok(new URL(request.url).searchParams.get('text') === 'nobody' ? [] : NOTES)),
    http.get('*/api/payment/payable/:key', ({ params }) => ok(payableOf(NOTES.find((note) => note._key === params.key)!))),
    http.post('*/api/payment/multiplePayments', async ({ request }) => {
      posts.push({ body: (await request.json()) as Json, key: request.headers.get('Idempotency-Key') });
      if (refusal === 'paid-meanwhile') return failure(409, 'This tax note is already paid.', 'NOTE_ALREADY_PAID');
      return ok({ receiptNumber: 'HKRR-2026-0001207-7', payments: [], notes: [FIRST, SECOND] });
    }),
    http.get('*/api/payment/receipts/:number', ({ params }) =>
      ok({
        receiptNumber: params.number,
        paymentDate: '2026-11-28',
        taxpayerName: 'Ada Mwamba',
        lines: [FIRST, SECOND].map((note) => ({
          reference: note.reference,
          paid: { amount: 526, currency: 'USD' },
          settled: cdf(1500000),
          rate: '2850.000000',
        })),
        recordedByName: 'Amani Kabila',
        cancelled: false,
      }),
    ),
    http.get('*/api/payment/payments', () => list('payment/payments', [aPaymentRow()])),
    // The history's Bank filter names the banks its ledger may hold.
    http.get('*/api/payment/banks', () => HttpResponse.json({ error: false, data: [] })),
  );
});

async function search(text = 'Ada Mwamba') {
  fireEvent.change(screen.getByRole('textbox', { name: /Reference, phone or taxpayer/ }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByRole('list', { name: 'Tax notes found' });
}

const box = (reference: string) => screen.getByRole('checkbox', { name: `Select ${reference} to pay together` });
const type = (form: HTMLElement, name: RegExp, value: string) => fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });

async function selectBoth() {
  renderWithData(<MakePaymentPage />);
  await search();
  fireEvent.click(box(FIRST.reference));
  fireEvent.click(box(SECOND.reference));
  return screen.findByRole('region', { name: 'Pay several notes together' });
}

async function fillInUsd(section: HTMLElement, amount: string) {
  const form = await within(section).findByRole('form', { name: 'Payment' });
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Currency paid' }));
  fireEvent.click(await screen.findByRole('option', { name: 'USD' }));
  type(form, /Amount paid \(USD\)/, amount);
  type(form, /Cashier name/, 'Amani');
  type(form, /Cashier phone/, '+243812345678');
  return form;
}

describe('/make-payment: several notes of one taxpayer on one receipt', () => {
  it('offers only the payable notes of the first chosen taxpayer, and totals each note converted on its own', async () => {
    renderWithData(<MakePaymentPage />);
    await search();
    expect((box(PAID.reference) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(box(FIRST.reference));
    // Another taxpayer's note cannot join the selection.
    expect((box(OTHER.reference) as HTMLInputElement).disabled).toBe(true);
    expect(await screen.findByText('Select at least one more note of Ada Mwamba to pay them together.')).toBeTruthy();
    fireEvent.click(box(SECOND.reference));
    const section = await screen.findByRole('region', { name: 'Pay several notes together' });
    await waitFor(() => expect(within(section).getByTestId('several-total-USD').textContent).toBe('$10.52'));
    expect(within(section).getByTestId('several-total-CDF').textContent).toMatch(/^CDF\s30,000\.00$/);
    expect(within(section).getByText(FIRST.reference)).toBeTruthy();
    expect(within(section).getByText(SECOND.reference)).toBeTruthy();
  });

  it('refuses a wrong total before anything is sent, with the established message', async () => {
    const section = await selectBoth();
    const form = await fillInUsd(section, '10.53');
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(await within(form).findByText('Paid amount is greater than Payable Amount !!!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toHaveLength(0);
  });

  it('confirms the notes and the total, posts them once with one key, and shows one receipt', async () => {
    const section = await selectBoth();
    const form = await fillInUsd(section, '10.52');
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pay 2 tax notes together?' });
    expect(within(confirm).getByText(FIRST.reference)).toBeTruthy();
    expect(within(confirm).getByText(SECOND.reference)).toBeTruthy();
    expect(within(confirm).getByTestId('several-confirm-total').textContent).toBe('$10.52');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Pay the 2 notes' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt HKRR-2026-0001207-7' });
    expect(await within(receipt).findByText(FIRST.reference)).toBeTruthy();
    expect(within(receipt).getByText(SECOND.reference)).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0].body).toMatchObject({ noteKeys: ['note-a', 'note-b'], method: 'cash', paidCurrency: 'USD', paidAmount: 1052 });
  });

  it('shows the refusal of a note paid meanwhile beside the button and keeps the selection; a retry sends the same key', async () => {
    refusal = 'paid-meanwhile';
    const section = await selectBoth();
    const form = await fillInUsd(section, '10.52');
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Pay 2 tax notes together?' })).getByRole('button', { name: 'Pay the 2 notes' }));
    expect(await within(form).findByText('This tax note is already paid.')).toBeTruthy();
    expect((box(FIRST.reference) as HTMLInputElement).checked).toBe(true);
    expect((box(SECOND.reference) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Pay 2 tax notes together?' })).getByRole('button', { name: 'Pay the 2 notes' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1].key).toBe(posts[0].key);
  });

  it('sends nothing when the cashier cancels the confirmation', async () => {
    const section = await selectBoth();
    const form = await fillInUsd(section, '10.52');
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Pay 2 tax notes together?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toHaveLength(0);
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider } from '../../src/client/providers/app-providers';
import { frenchMessages } from '../../src/client/providers/french-messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { MakePaymentPage } from '../../src/client/pages/make-payment/MakePaymentPage';
import { saveSession, setProjectKey } from '../../src/client/providers/session';
import { BANKS, failure, list, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';
import { buildSessionUser, roleListFor } from './support/builders';
import { aNote } from './tax-note-fixtures';
import { startMockServer } from './support/mock-server';
import { aPayable, aPaymentRow } from './support/payment-rows';

type Json = Record<string, unknown>;

const NOTE = aNote({ lifecycle: 'approved', awaitingActor: null, items: undefined, events: undefined, allowedActions: undefined });

/** $1,824.00 due, 2,850 CDF for 1 USD: CDF 5,198,400.00 in francs. */
const payable = (overrides: Json = {}): Json => ({ ...aPayable(NOTE), ...overrides });

const server = startMockServer();
let answer: Json = payable();
let posts: { body: Json; key: string | null }[] = [];
let postStatus: 'ok' | 'fail-once' = 'ok';

beforeEach(() => {
  localStorage.clear();
  // A cashier: Payment create without the collection-point flag, so cash only.
  saveSession(buildSessionUser({ role: { name: 'Cashier', roleList: roleListFor('Payment', 'Tax Note') } }));
  setProjectKey('p-kin');
  answer = payable();
  posts = [];
  postStatus = 'ok';
  server.use(
    http.get('*/api/payment/find', ({ request }) => {
      const text = new URL(request.url).searchParams.get('text');
      if (text === 'HKR-2026-0000123-X') return failure(400, 'This reference is not valid: check its last character', 'INVALID_REFERENCE');
      return ok(text === 'nobody' ? [] : [NOTE]);
    }),
    http.get('*/api/payment/payable/:key', () => ok(answer)),
    http.post('*/api/payment/payments', async ({ request }) => {
      posts.push({ body: (await request.json()) as Json, key: request.headers.get('Idempotency-Key') });
      if (postStatus === 'fail-once' && posts.length === 1) return failure(503, 'The service is busy, try again', 'UNAVAILABLE');
      return ok({ receiptNumber: 'HKRR-2026-0000042-7', payments: [], notes: [NOTE] });
    }),
    http.get('*/api/payment/receipts/:number', ({ params }) =>
      ok({
        receiptNumber: params.number,
        paymentDate: '2026-11-23',
        taxpayerName: 'Ada Mwamba',
        lines: [{ reference: NOTE.reference, paid: { amount: 519840000, currency: 'CDF' }, settled: { amount: 182400, currency: 'USD' }, rate: '2850.000000' }],
        recordedByName: 'Amani Kabila',
        cancelled: false,
      }),
    ),
    http.get('*/api/payment/payments', () => list('payment/payments', [aPaymentRow()])),
    // The history's Bank filter names the banks its ledger may hold.
    http.get('*/api/payment/banks', () => HttpResponse.json({ error: false, data: [] })),
  );
});

async function findAndChoose(text = 'HKR-2026-0000123-K') {
  fireEvent.change(screen.getByRole('textbox', { name: /Reference, phone or taxpayer/ }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Pay HKR-2026-0000123-K' }));
  return screen.findByRole('form', { name: 'Payment' });
}

const type = (form: HTMLElement, name: RegExp, value: string) => fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });

describe('/make-payment', () => {
  it('shows what is payable now in both currencies and the history', async () => {
    renderWithData(<MakePaymentPage />);
    await findAndChoose();
    expect(screen.getByTestId('payable-now').textContent).toBe('$1,824.00');
    expect(screen.getByTestId('payable-other').textContent).toMatch(/^CDF\s5,198,400\.00$/);
    expect(screen.getByText('1 USD = 2,850 CDF')).toBeTruthy();
    expect(await screen.findByText('HKRR-2026-0000041-2')).toBeTruthy();
  });

  it('says when nothing matches and shows the server message for a mistyped reference', async () => {
    renderWithData(<MakePaymentPage />);
    fireEvent.change(screen.getByRole('textbox', { name: /Reference, phone or taxpayer/ }), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No tax note matches this search.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Reference, phone or taxpayer/ }), { target: { value: 'HKR-2026-0000123-X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('This reference is not valid: check its last character')).toBeTruthy();
  });

  it('refuses a wrong amount with the two established messages before sending anything', async () => {
    renderWithData(<MakePaymentPage />);
    const form = await findAndChoose();
    type(form, /Cashier name/, 'Amani');
    type(form, /Cashier phone/, '+243812345678');
    type(form, /Amount paid \(USD\)/, '1000');
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect((await screen.findAllByText('Paid amount is not less than Payable Amount !!!')).length).toBeGreaterThan(0);
    type(form, /Amount paid \(USD\)/, '1824.01');
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect((await screen.findAllByText('Paid amount is greater than Payable Amount !!!')).length).toBeGreaterThan(0);
    expect(posts).toEqual([]);
  });

  it('pays in CDF a note issued in USD, with one idempotency key across a retry, and shows the receipt', async () => {
    postStatus = 'fail-once';
    renderWithData(<MakePaymentPage />);
    const form = await findAndChoose();
    expect(within(form).getByRole('button', { name: 'Cash' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(form).queryByRole('button', { name: 'Bank' })).toBeNull();
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Currency paid' }));
    fireEvent.click(await screen.findByRole('option', { name: 'CDF' }));
    type(form, /Amount paid \(CDF\)/, '5198400');
    type(form, /Cashier name/, 'Amani');
    type(form, /Cashier phone/, '+243812345678');
    type(form, /Payment date/, '23/11/2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(await within(form).findByText('The service is busy, try again')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt HKRR-2026-0000042-7' });
    expect(posts).toHaveLength(2);
    expect(posts[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1].key).toBe(posts[0].key);
    expect(posts[0].body).toEqual({
      noteKey: 'note-1',
      method: 'cash',
      paidCurrency: 'CDF',
      paidAmount: 519840000,
      paymentDate: '2026-11-23',
      cashierName: 'Amani',
      cashierPhone: '+243812345678',
    });
    expect(await within(receipt).findByText('Ada Mwamba')).toBeTruthy();
    expect(within(receipt).getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(await screen.findByText('Payment recorded, receipt HKRR-2026-0000042-7 !!!')).toBeTruthy();
  });

  it('a new payment from the receipt: the dialog closes, the finder is empty and focused for the next person in line', async () => {
    renderWithData(<MakePaymentPage />);
    const form = await findAndChoose();
    type(form, /Amount paid \(USD\)/, '1824');
    type(form, /Cashier name/, 'Amani');
    type(form, /Cashier phone/, '+243812345678');
    type(form, /Payment date/, '23/11/2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt HKRR-2026-0000042-7' });
    fireEvent.click(within(receipt).getByRole('button', { name: 'New payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Receipt HKRR-2026-0000042-7' })).toBeNull());
    expect(screen.queryByRole('form', { name: 'Payment' })).toBeNull();
    const finder = screen.getByRole('textbox', { name: /Reference, phone or taxpayer/ }) as HTMLInputElement;
    expect(finder.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(finder));
  });

  it('records a bank payment with the bank and its slip number, for a role that may use any bank', async () => {
    saveSession(buildSessionUser({ role: { name: 'Super Admin', roleList: roleListFor('Payment', 'Tax Note') } }));
    // Two banks in the project: none is chosen for the cashier (one alone would be).
    const banks = [...BANKS, { _key: 'bank-tmb', establishmentName: 'Trust Merchant Bank', type: '3', children: [] }];
    server.use(http.get('*/api/account/establishments', () => list('account/establishments', banks)));
    renderWithData(<MakePaymentPage />);
    const form = await findAndChoose();
    expect(
      within(form)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['Bank', 'Cash', 'Collection point']);
    fireEvent.click(within(form).getByRole('button', { name: 'Bank' }));
    type(form, /Amount paid \(USD\)/, '1824');
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);
    expect(posts).toEqual([]);
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Bank/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rawbank' }));
    type(form, /Bank slip number/, 'SLIP-0042');
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    await screen.findByRole('dialog', { name: 'Receipt HKRR-2026-0000042-7' });
    expect(posts[0].body).toMatchObject({ method: 'bank', bankKey: 'bank-raw', bankSlipNumber: 'SLIP-0042', paidCurrency: 'USD', paidAmount: 182400 });
    expect(posts[0].body).not.toHaveProperty('cashierName');
  });

  it('offers a bank agent only bank payments, for their own bank', async () => {
    saveSession({
      ...buildSessionUser({
        role: { name: 'Bank agent', roleList: roleListFor('Payment', 'Tax Note') },
        userEstablishments: [{ _key: 'bank-raw', establishmentName: 'Rawbank' }],
      }),
      type: '3',
    } as ReturnType<typeof buildSessionUser>);
    renderWithData(<MakePaymentPage />);
    const form = await findAndChoose();
    expect(within(form).getByRole('button', { name: 'Bank' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(form).queryByRole('button', { name: 'Cash' })).toBeNull();
    // Their one bank is already chosen: nothing to pick (money-staff walk).
    expect(within(form).getByRole('combobox', { name: /Bank/ }).textContent).toBe('Rawbank');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Bank/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Rawbank']);
  });

  it('asks for the instalment due when the note is split', async () => {
    answer = payable({
      payable: { currency: 'USD', amount: 60800, instalmentNumber: 2 },
      payableIn: { USD: 60800, CDF: 173280000 },
      instalments: [
        { number: 1, dueDate: '2026-10-01', amount: 60800, paid: true, late: false },
        { number: 2, dueDate: '2026-11-01', amount: 60800, paid: false, late: true },
        { number: 3, dueDate: '2026-12-01', amount: 60800, paid: false, late: false },
      ],
    });
    renderWithData(<MakePaymentPage />);
    await findAndChoose();
    expect(screen.getByText('Payable now — Instalment 2')).toBeTruthy();
    expect(screen.getByTestId('payable-now').textContent).toBe('$608.00');
    const rows = within(screen.getByRole('table', { name: 'Instalments' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['No.Due dateAmountState', '101/10/2026$608.00Paid', '201/11/2026$608.00Late', '301/12/2026$608.00']);
  });

  it('explains why a blocked note cannot be paid and offers no form', async () => {
    answer = payable({ blockedReason: 'disputed' });
    renderWithData(<MakePaymentPage />);
    fireEvent.change(screen.getByRole('textbox', { name: /Reference, phone or taxpayer/ }), { target: { value: 'Ada Mwamba' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay HKR-2026-0000123-K' }));
    expect(await screen.findByText('This tax note is disputed: it cannot be paid until the dispute is settled.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Payment' })).toBeNull();
  });

  it('reads in French', async () => {
    // The page as the app serves it, with the real data provider, in French.
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={dataProvider}
          i18nProvider={polyglotI18nProvider(() => frenchMessages, 'fr', [], { allowMissing: true })}
          store={memoryStore()}
        >
          <MakePaymentPage />
        </AdminContext>
      </MemoryRouter>,
    );
    const form = await findAndChooseFr();
    type(form, /Nom du caissier/, 'Amani');
    type(form, /Téléphone du caissier/, '+243812345678');
    type(form, /Montant payé \(USD\)/, '1');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer le paiement' }));
    expect((await screen.findAllByText('Le montant payé est inférieur au montant à payer !!!')).length).toBeGreaterThan(0);
    await waitFor(() => expect(posts).toEqual([]));
  });
});

async function findAndChooseFr() {
  fireEvent.change(await screen.findByRole('textbox', { name: /Référence, téléphone ou contribuable/ }), { target: { value: 'HKR-2026-0000123-K' } });
  fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Payer HKR-2026-0000123-K' }));
  return screen.findByRole('form', { name: 'Paiement' });
}

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaxNoteShow } from '../../resources/tax-note/TaxNoteShow';
import type { Payable, PaymentRow } from '../../src/client/providers/payment-methods';
import { saveSession } from '../../src/client/providers/session';
import { buildSessionUser, roleListFor } from './support/builders';
import { aNote, renderNote } from './tax-note-fixtures';
import { aPayable, aPaymentRow } from './support/payment-rows';

afterEach(cleanup);

const NOTE = aNote({ lifecycle: 'issued', awaitingActor: null, allowedActions: [] });

const payment = (overrides: Partial<PaymentRow> = {}): PaymentRow =>
  aPaymentRow({
    id: 'pay-1',
    paid: { amount: 519840000, currency: 'CDF' },
    settled: { amount: 182400, currency: 'USD' },
    receiptNumber: 'HKRR-2026-0000042-7',
    ...overrides,
  });

const payable = (overrides: Partial<Payable> = {}): Payable => aPayable(NOTE, overrides);

/** The note's page, the data provider answering GET one and the payable reads in turn. */
function showNote(answers: Payable[], methods: Record<string, ReturnType<typeof vi.fn>> = {}, language: 'en' | 'fr' = 'en') {
  let reads = 0;
  const getPayable = vi.fn(async () => answers[Math.min(reads++, answers.length - 1)]);
  renderNote(<TaxNoteShow />, {
    dataProvider: { getOne: async () => ({ data: NOTE }), getPayable, ...methods },
    path: '/tax-note/note-1/show',
    route: '/tax-note/:id/show',
    language,
  });
  return { getPayable };
}

beforeEach(() => {
  localStorage.clear();
  // A receveur who also records payments.
  saveSession(buildSessionUser({ role: { name: 'Receveur', roleList: roleListFor('Recoverment', 'Payment', 'Tax Note') } }));
});

describe("the note's payments and instalments", () => {
  it('asks for a reversal only with a reason, after saying what is cancelled and that another officer approves it', async () => {
    // Four eyes: the call only asks; the payment stays until another officer approves the request.
    const reversePayment = vi.fn(async () => ({ _key: 'req-1', state: 'pending' }));
    const getPayable = vi.fn(async () => payable({ payments: [payment()] }));
    renderNote(<TaxNoteShow />, {
      dataProvider: { getOne: async () => ({ data: NOTE }), getPayable, reversePayment },
      path: '/tax-note/note-1/show',
      route: '/tax-note/:id/show',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse payment HKRR-2026-0000042-7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse payment HKRR-2026-0000042-7?' });
    expect(dialog.textContent).toMatch(/The payment of CDF\s5,198,400\.00 will be cancelled once another officer approves the reversal/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(within(dialog).getByText('A reason is required')).toBeTruthy();
    expect(reversePayment).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: ' Wrong note ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(reversePayment).toHaveBeenCalledWith('pay-1', 'Wrong note'));
    expect(await screen.findByText('Reversal requested: it is waiting for another officer’s approval !!!')).toBeTruthy();
  });

  it('offers no reversal to a role that is not a receveur', async () => {
    saveSession(buildSessionUser({ role: { name: 'Cashier', roleList: roleListFor('Payment', 'Tax Note') } }));
    showNote([payable({ payments: [payment()] })]);
    expect(await screen.findByText(/HKRR-2026-0000042-7/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reverse payment/ })).toBeNull();
  });

  it('does not ask for the payments of a role that may not read them, and shows no payments section (tax-staff D6: a 403 on every note page)', async () => {
    saveSession(buildSessionUser({ role: { name: 'Approver', roleList: roleListFor('Approver', 'Tax Note') } }));
    const { getPayable } = showNote([payable({ payments: [payment()] })]);
    expect(await screen.findByText('Amount due')).toBeTruthy();
    expect(getPayable).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
  });

  it('splits into instalments, refusing a first amount above what remains with the established message', async () => {
    const splitPayment = vi.fn(async () => []);
    showNote([payable()], { splitPayment });
    fireEvent.click(await screen.findByRole('button', { name: 'Split into instalments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Split HKR-2026-0000123-K into instalments' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /First due date/ }), { target: { value: '31012027' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /First amount \(USD\)/ }), { target: { value: '2000' } });
    expect(within(dialog).getByText('Amount is greater than Tax Amount !!!')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Split into instalments' }));
    expect(splitPayment).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /First amount \(USD\)/ }), { target: { value: '624' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Number of instalments/ }), { target: { value: '3' } });
    const preview = within(within(dialog).getByRole('region', { name: 'Schedule' })).getAllByRole('row');
    expect(preview.map((row) => row.textContent)).toEqual(['No.Due dateAmountState', '131/01/2027$624.00', '228/02/2027$600.00', '331/03/2027$600.00']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Split into instalments' }));
    await waitFor(() => expect(splitPayment).toHaveBeenCalledWith({ noteKey: 'note-1', firstDueDate: '2027-01-31', firstAmount: 62400, numberOfSplits: 3 }));
    expect(await screen.findByText('Tax note split into instalments successfully !!!')).toBeTruthy();
  });

  it('offers no split when the project forbids instalments', async () => {
    showNote([payable({ splitAllowed: false })]);
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeTruthy();
    await screen.findByText('No payment yet.');
    expect(screen.queryByRole('button', { name: 'Split into instalments' })).toBeNull();
  });

  it('shows the schedule of a split note, and no split once it has payments', async () => {
    showNote([
      payable({
        payable: { currency: 'USD', amount: 60000, instalmentNumber: 2 },
        instalments: [
          { number: 1, dueDate: '2026-10-01', amount: 62400, paid: true, late: false },
          { number: 2, dueDate: '2026-11-01', amount: 60000, paid: false, late: true },
          { number: 3, dueDate: '2026-12-01', amount: 60000, paid: false, late: false },
        ],
        payments: [payment({ paid: { amount: 62400, currency: 'USD' }, instalmentNumber: 1 })],
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Instalments' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['No.Due dateAmountState', '101/10/2026$624.00Paid', '201/11/2026$600.00Late', '301/12/2026$600.00']);
    expect(screen.queryByRole('button', { name: 'Split into instalments' })).toBeNull();
  });

  it("closes the split dialog with the app's usual Cancel, 'Annuler' in French (money-staff walk D16: it read 'RETOUR')", async () => {
    showNote([payable()], {}, 'fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Diviser en tranches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diviser HKR-2026-0000123-K en tranches' });
    expect(within(dialog).queryByRole('button', { name: 'Retour' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads in French', async () => {
    showNote([payable({ payments: [payment()] })], {}, 'fr');
    expect(await screen.findByRole('button', { name: 'Annuler le paiement HKRR-2026-0000042-7' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paiements' })).toBeTruthy();
  });
});

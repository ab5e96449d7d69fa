import { describe, expect, it } from 'vitest';
import { allowedPaymentDays, formProblems, paymentInput, type PaymentForm } from '../../src/client/pages/make-payment/payment-form';

/** The counter's form refuses, before sending, a payment date the server would refuse (the domain's rule). */
const form = (dateText: string): PaymentForm => ({
  method: 'cash',
  paidCurrency: 'USD',
  amountText: '46',
  bankKey: '',
  bankSlipNumber: '',
  cashierName: 'Aline',
  cashierPhone: '0991234567',
  dateText,
});

describe('the payment date on the counter form', () => {
  const allowed = allowedPaymentDays({ approvedAt: '2026-11-10T08:00:00Z' }, new Date('2026-11-27T12:00:00Z'));

  it('lies between the note’s approval day and today', () => {
    expect(allowed).toEqual({ from: '2026-11-10', to: '2026-11-27' });
    expect(formProblems(form('09/11/2026'), allowed).date).toBe('payments.form.dateOutOfRange');
    expect(formProblems(form('28/11/2026'), allowed).date).toBe('payments.form.dateOutOfRange');
    expect(formProblems(form('10/11/2026'), allowed).date).toBeUndefined();
    expect(formProblems(form('27/11/2026'), allowed).date).toBeUndefined();
  });

  it('falls back on the note’s creation when it has no approval day', () => {
    expect(allowedPaymentDays({ createdAt: '2026-11-01T08:00:00Z' }, new Date('2026-11-27T12:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });
});

describe('the amount on the counter form', () => {
  it('is taken as the screen prints it, with thousands separators (money-staff D9)', () => {
    const typed = (amountText: string) => ({ ...form('27/11/2026'), paidCurrency: 'CDF' as const, amountText });
    expect(formProblems(typed('336,300'), null, 'en').amount).toBeUndefined();
    expect(paymentInput('note-1', typed('336,300'), 'en').paidAmount).toBe(33630000);
    expect(paymentInput('note-1', typed('1.250.000,50'), 'fr').paidAmount).toBe(125000050);
  });
});

import type { Payable, PaymentRow } from '../../../src/client/providers/payment-methods';
import type { TaxNoteRecord } from '../../../src/client/providers/tax-note-methods';

/**
 * A cash payment of USD 100.00 on note-1, as the payments list answers it (without react-admin's
 * `id` unless a test gives one); override what a test is about.
 */
export const aPaymentRow = (overrides: Partial<PaymentRow> = {}): PaymentRow =>
  ({
    _key: 'pay-1',
    noteKey: 'note-1',
    kind: 'payment',
    method: 'cash',
    paid: { amount: 10000, currency: 'USD' },
    settled: { amount: 10000, currency: 'USD' },
    paymentDate: '2026-11-20',
    receiptNumber: 'HKRR-2026-0000041-2',
    recordedByName: 'Amani Kabila',
    ...overrides,
  }) as PaymentRow;

/** What is payable on a note: $1,824.00 due, 2,850 CDF for 1 USD (CDF 5,198,400.00), nothing paid yet. */
export const aPayable = (note: TaxNoteRecord, overrides: Partial<Payable> = {}): Payable => ({
  note,
  payable: { currency: 'USD', amount: 182400, instalmentNumber: null },
  rate: '2850.000000',
  payableIn: { USD: 182400, CDF: 519840000 },
  instalments: [],
  payments: [],
  blockedReason: null,
  splitAllowed: true,
  ...overrides,
});

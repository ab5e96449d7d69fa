import type { RaRecord } from 'react-admin';
import type { Currency } from '../../domain/money';
import { API_URL } from './api-url';
import type { HttpClient } from './http-client';
import type { Money, TaxNoteRecord } from './tax-note-methods';

export type PaymentMethod = 'bank' | 'cash' | 'collectionPoint';

/** One row of the ledger as the API reads it (a reversal has negative amounts and `reversesKey`). */
export type PaymentRow = RaRecord & {
  _key: string;
  noteKey: string;
  kind: 'payment' | 'reversal';
  reversesKey?: string | null;
  /** Set on a payment once a reversal cancels it. */
  reversed?: boolean;
  method: PaymentMethod;
  /** Amounts read as `{ amount, currency }`; the flat ledger columns are read too. */
  paid?: Money;
  settled?: Money;
  paidAmount?: number;
  paidCurrency?: string;
  settledAmount?: number;
  settledCurrency?: string;
  conversionRate?: string;
  instalmentNumber?: number | null;
  bankKey?: string | null;
  /** The bank's name, as the list answers it. */
  bankName?: string;
  bankSlipNumber?: string | null;
  cashierName?: string | null;
  cashierPhone?: string | null;
  paymentDate: string;
  receiptNumber: string;
  reason?: string | null;
  recordedBy?: string;
  recordedByName?: string;
  createdAt?: string;
};

/** What a ledger row paid, in its paid currency, whichever way the server spelled it. */
export const paidOf = (row: PaymentRow): Money | undefined =>
  row.paid ?? (typeof row.paidAmount === 'number' ? { amount: row.paidAmount, currency: row.paidCurrency ?? '' } : undefined);

/** What a ledger row settled, in the note's currency. */
export const settledOf = (row: PaymentRow): Money | undefined =>
  row.settled ?? (typeof row.settledAmount === 'number' ? { amount: row.settledAmount, currency: row.settledCurrency ?? '' } : undefined);

export type Instalment = { number: number; dueDate: string; amount: number; paid: boolean; late: boolean };

/** GET /api/payment/payable/:noteKey: what the note asks for now, in both currencies. */
export type Payable = {
  note: TaxNoteRecord;
  payable: { currency: Currency; amount: number; instalmentNumber: number | null };
  rate: string;
  payableIn: Record<Currency, number>;
  instalments: Instalment[];
  payments: PaymentRow[];
  blockedReason: string | null;
  /** The project allows splitting a note into instalments (its "Split fee" setting). */
  splitAllowed: boolean;
};

export type PaymentInput = {
  noteKey: string;
  method: PaymentMethod;
  paidCurrency: Currency;
  paidAmount: number;
  bankKey?: string;
  bankSlipNumber?: string;
  cashierName?: string;
  cashierPhone?: string;
  paymentDate: string;
};

/** POST /api/payment/multiplePayments: several notes of one taxpayer, one total, one receipt. */
export type MultiplePaymentInput = Omit<PaymentInput, 'noteKey'> & { noteKeys: string[] };

export type PaymentResult = { receiptNumber: string; payments: PaymentRow[]; notes: TaxNoteRecord[] };

export type Receipt = {
  receiptNumber: string;
  paymentDate: string;
  taxpayerName: string;
  lines: { reference: string; paid: Money; settled: Money; rate: string }[];
  recordedByName: string;
  method?: PaymentMethod;
  cancelled: boolean;
};

export type SplitInput = { noteKey: string; firstDueDate: string; firstAmount: number; numberOfSplits: number };

/** The payment calls (react-admin custom methods): no component builds a payment URL itself. */
export type PaymentMethods = {
  findNotesToPay: (text: string) => Promise<TaxNoteRecord[]>;
  getPayable: (noteKey: string) => Promise<Payable>;
  /** The key names one submit: a retry of the same submit sends the same key, so it cannot post twice. */
  postPayment: (input: PaymentInput, idempotencyKey: string) => Promise<PaymentResult>;
  /** Several notes of one taxpayer on one receipt, with the same key rule as postPayment. */
  postMultiplePayments: (input: MultiplePaymentInput, idempotencyKey: string) => Promise<PaymentResult>;
  getReceipt: (receiptNumber: string) => Promise<Receipt>;
  /** Asks for the reversal (four eyes): answers the pending request; another officer approves it. */
  reversePayment: (paymentKey: string, reason: string) => Promise<{ _key: string; state: string }>;
  splitPayment: (input: SplitInput) => Promise<Instalment[]>;
  /** The banks the caller's ledger may hold, by name (the history's Bank filter). */
  getPaymentBanks: () => Promise<{ key: string; name: string }[]>;
};

export function paymentMethods(httpClient: HttpClient, apiUrl: string = API_URL): PaymentMethods {
  const base = `${apiUrl}/payment`;
  const get = async <T>(path: string): Promise<T> => (await httpClient<T>(`${base}${path}`)).json;
  const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> =>
    (await httpClient<T>(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json;
  return {
    findNotesToPay: (text) => get(`/find?text=${encodeURIComponent(text.trim())}`),
    getPayable: (noteKey) => get(`/payable/${encodeURIComponent(noteKey)}`),
    postPayment: (input, idempotencyKey) => post('/payments', input, { 'Idempotency-Key': idempotencyKey }),
    postMultiplePayments: (input, idempotencyKey) => post('/multiplePayments', input, { 'Idempotency-Key': idempotencyKey }),
    getReceipt: (receiptNumber) => get(`/receipts/${encodeURIComponent(receiptNumber)}`),
    reversePayment: (paymentKey, reason) => post(`/payments/${encodeURIComponent(paymentKey)}/reverse`, { reason: reason.trim() }),
    splitPayment: (input) => post('/splitPayment', input),
    getPaymentBanks: () => get('/banks'),
  };
}

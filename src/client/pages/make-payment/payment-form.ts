import { todayIso } from './day';
import type { AmountLanguage, Currency } from '../../../domain/money';
import type { MultiplePaymentInput, PaymentInput, PaymentMethod, Payable } from '../../providers/payment-methods';
import { toMinorUnits } from '../../schema-ui/money';
import { displayToIso, isoToDisplay } from '../../schema-ui/dates';
import { commonRange, outsideRange, paymentDateRange, type DayRange } from '../../../domain/dated-money';

export type PaymentForm = {
  method: PaymentMethod | '';
  paidCurrency: Currency;
  amountText: string;
  bankKey: string;
  bankSlipNumber: string;
  cashierName: string;
  cashierPhone: string;
  dateText: string;
};

export type FormField = 'method' | 'amount' | 'bankKey' | 'bankSlipNumber' | 'cashierName' | 'cashierPhone' | 'date';

/**
 * A fresh form for a note: the note's currency, the amount it asks for now, today's date; the one
 * method or bank the user may use is already chosen (a bank agent has their own bank only).
 */
export function initialForm(payable: Pick<Payable, 'payable'>, methods: readonly PaymentMethod[], banks: readonly { key: string }[] = []): PaymentForm {
  return {
    method: methods.length === 1 ? methods[0] : '',
    paidCurrency: payable.payable.currency,
    amountText: '',
    bankKey: banks.length === 1 ? banks[0].key : '',
    bankSlipNumber: '',
    cashierName: '',
    cashierPhone: '',
    dateText: isoToDisplay(todayIso()),
  };
}

/**
 * The days the server accepts for this note's payment (its approval day to today on the project's
 * clock, the server's own rule), or null when the note carries no approval day.
 */
export const allowedPaymentDays = (note: { approvedAt?: string | null; createdAt?: string }, now: Date = new Date()): DayRange | null =>
  paymentDateRange(note.approvedAt ?? note.createdAt, now);

/** The days the server accepts for several notes paid together: the days every one of them accepts (its own rule). */
export const allowedDaysOfAll = (notes: readonly { approvedAt?: string | null; createdAt?: string }[], now: Date = new Date()): DayRange | null =>
  commonRange(notes.map((note) => allowedPaymentDays(note, now)).filter((range): range is DayRange => !!range));

/** The fields still missing or malformed, each with the message key it shows. */
export function formProblems(form: PaymentForm, allowed: DayRange | null = null, language?: AmountLanguage): Partial<Record<FormField, string>> {
  const problems: Partial<Record<FormField, string>> = {};
  const required = 'payments.form.required';
  if (!form.method) problems.method = required;
  if (!form.amountText.trim()) problems.amount = required;
  else if (toMinorUnits(form.amountText, undefined, language) === undefined) problems.amount = 'payments.form.amountInvalid';
  if (form.method === 'bank') {
    if (!form.bankKey) problems.bankKey = required;
    if (!form.bankSlipNumber.trim()) problems.bankSlipNumber = required;
  }
  if (form.method === 'cash') {
    if (!form.cashierName.trim()) problems.cashierName = required;
    if (!form.cashierPhone.trim()) problems.cashierPhone = required;
  }
  if (!form.dateText.trim()) problems.date = required;
  else if (!displayToIso(form.dateText)) problems.date = 'payments.form.dateInvalid';
  else if (allowed && outsideRange(displayToIso(form.dateText)!, allowed)) problems.date = 'payments.form.dateOutOfRange';
  return problems;
}

/** The body of POST /api/payment/payments: only the fields of the chosen method. */
export function paymentInput(noteKey: string, form: PaymentForm, language?: AmountLanguage): PaymentInput {
  const input: PaymentInput = {
    noteKey,
    method: form.method as PaymentMethod,
    paidCurrency: form.paidCurrency,
    paidAmount: toMinorUnits(form.amountText, undefined, language) ?? 0,
    paymentDate: displayToIso(form.dateText) ?? '',
  };
  if (form.method === 'bank') Object.assign(input, { bankKey: form.bankKey, bankSlipNumber: form.bankSlipNumber.trim() });
  if (form.method === 'cash') Object.assign(input, { cashierName: form.cashierName.trim(), cashierPhone: form.cashierPhone.trim() });
  return input;
}

/** The body of POST /api/payment/multiplePayments: the notes paid together, the same fields otherwise. */
export function multiplePaymentInput(noteKeys: readonly string[], form: PaymentForm, language?: AmountLanguage): MultiplePaymentInput {
  const { noteKey: _, ...input } = paymentInput('', form, language);
  return { ...input, noteKeys: [...noteKeys] };
}

import type { Currency } from './money';

/**
 * The shapes of the two bank reports (/bank-report and /bank-financial), shared by the server
 * that computes them and the screens that draw them. Every amount is in minor units of the
 * currency beside it; reversals are rows of negative amounts, so every sum nets them.
 */

/** Per currency: what reached the banks and counters (paid) and what it settled of notes in that currency. */
export type BankPaymentTotal = { currency: Currency; payments: number; reversals: number; paidAmount: number; settledAmount: number };
/** One bank (or, for cash and collection points, no bank) and one method, in one paid currency. */
export type BankPaymentGroup = {
  bankKey: string | null;
  bankName: string | null;
  method: string;
  currency: string;
  payments: number;
  reversals: number;
  paidAmount: number;
};
export type BankPaymentDay = { day: string; bankKey: string | null; method: string; currency: string; paidAmount: number };
/** One ledger row: `kind` is 'payment' or 'reversal'. */
export type BankPaymentRow = {
  _key: string;
  kind: string;
  paymentDate: string;
  bankKey: string | null;
  bankName: string | null;
  method: string;
  bankSlipNumber: string | null;
  receiptNumber: string;
  reference: string;
  taxpayerName: string;
  paidCurrency: string;
  paidAmount: number;
  settledCurrency: string;
  settledAmount: number;
  recordedByName: string;
};

export type BankPaymentsReport = {
  totals: BankPaymentTotal[];
  groups: BankPaymentGroup[];
  daily: BankPaymentDay[];
  /** The ledger rows, when the period is short enough to read them (null otherwise), at most the grid's limit. */
  rows: BankPaymentRow[] | null;
  /** How many ledger rows the period holds (payments and reversals). */
  rowCount: number;
};

/**
 * One beneficiary in one currency. Within the period: `collected` is its share of the payments
 * dated in the period, `settled` what was transferred to it in the period, `outstanding` their
 * difference (negative when the period's transfers paid off shares collected earlier). Up to the
 * period's last day: the same three over all history, so `outstandingToDate` is what the
 * beneficiary is still owed at the end of the period.
 */
export type FinancialLine = {
  beneficiaryKey: string;
  beneficiaryName: string;
  currency: string;
  collected: number;
  settled: number | null;
  outstanding: number | null;
  collectedToDate: number;
  settledToDate: number | null;
  outstandingToDate: number | null;
};
export type FinancialTotal = Omit<FinancialLine, 'beneficiaryKey' | 'beneficiaryName'>;
export type FinancialMonth = { month: string; beneficiaryKey: string; currency: string; collected: number; settled: number | null };
export type TransferRow = {
  _key: string;
  transferDate: string;
  beneficiaryKey: string;
  beneficiaryName: string;
  currency: string;
  amount: number;
  bankKey: string | null;
  bankName: string | null;
  transferReference: string;
};
export type BankFinancialsReport = {
  /**
   * False when a zone is chosen: transfers go to a beneficiary for all its shares, not per zone,
   * so settled and outstanding figures cannot be narrowed to a zone and are left out (null).
   */
  settledKnown: boolean;
  totals: FinancialTotal[];
  lines: FinancialLine[];
  months: FinancialMonth[];
  /** The period's transfers, when the period is short enough to read them (null otherwise). */
  rows: TransferRow[] | null;
};

import type { Currency } from '../../domain/money';
import type { HttpClient } from './http-client';

export type BankPaymentsReport = {
  /** Per currency: what was paid in it (reversals netted) and what was settled of notes in it, minor units. */
  totals: { currency: Currency; payments: number; reversals: number; paidAmount: number; settledAmount: number }[];
  /** One bank (null for cash and collection points) and method, per paid currency. */
  groups: { bankKey: string | null; bankName: string | null; method: string; currency: string; payments: number; reversals: number; paidAmount: number }[];
  daily: { day: string; bankKey: string | null; method: string; currency: string; paidAmount: number }[];
  /** The ledger rows (at most 1,000), or null when the period is longer than the grid allows. */
  rows: BankPaymentRow[] | null;
  rowCount: number;
};

export type BankPaymentRow = {
  _key: string;
  kind: 'payment' | 'reversal' | string;
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

type Figures = {
  currency: string;
  collected: number;
  settled: number | null;
  outstanding: number | null;
  collectedToDate: number;
  settledToDate: number | null;
  outstandingToDate: number | null;
};

export type BankFinancialsReport = {
  /** False when a zone is chosen: transfers are not per zone, so settled figures are null. */
  settledKnown: boolean;
  totals: Figures[];
  lines: (Figures & { beneficiaryKey: string; beneficiaryName: string })[];
  months: { month: string; beneficiaryKey: string; currency: string; collected: number; settled: number | null }[];
  rows: TransferRow[] | null;
};

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

export type BankReportMethods = {
  getBankPayments: (query: string) => Promise<BankPaymentsReport>;
  getBankFinancials: (query: string) => Promise<BankFinancialsReport>;
};

/** The bank reports' calls; `query` is the report filters' query string. */
export function bankReportMethods(httpClient: HttpClient, apiUrl: string): BankReportMethods {
  return {
    getBankPayments: async (query) => (await httpClient<BankPaymentsReport>(`${apiUrl}/reports/bank-payments?${query}`)).json,
    getBankFinancials: async (query) => (await httpClient<BankFinancialsReport>(`${apiUrl}/reports/bank-financials?${query}`)).json,
  };
}

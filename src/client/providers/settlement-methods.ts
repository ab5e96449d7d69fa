import type { Currency } from '../../domain/money';
import type { HttpClient } from './http-client';

/** One beneficiary's part of the revenue collected over a period, in minor units per currency. */
export type RevenueShareRow = { beneficiaryKey: string; beneficiaryName: string; USD: number; CDF: number };

/** What the project owes one beneficiary in one currency, and what it has transferred already. */
export type SettlementSummaryRow = {
  beneficiaryKey: string;
  beneficiaryName: string;
  currency: Currency;
  owed: number;
  settled: number;
  remaining: number;
};

export type SettlementDraft = {
  beneficiaryKey: string;
  currency: Currency;
  amount: number;
  bankKey?: string;
  transferReference: string;
  transferDate: string;
};

export type FeePayer =
  { kind: 'citizen' | 'organization'; key: string } | { kind: 'walkIn'; firstName: string; lastName: string; phoneCountryCode: string; phoneNumber: string };

export type FeeMethod = 'cash' | 'collectionPoint' | 'bank';

export type FeeDraft = {
  nomenclatureItemKey: string;
  payer: FeePayer;
  stepValues: Record<string, string>;
  method: FeeMethod;
  paidCurrency: Currency;
  paidAmount: number;
  paymentDate: string;
};

export type FeeCollected = { note: { _key?: string; reference?: string } & Record<string, unknown>; receiptNumber: string };

export type SettlementMethods = {
  getRevenueShares: (range: { from: string; to: string }) => Promise<RevenueShareRow[]>;
  getSettlementSummary: () => Promise<SettlementSummaryRow[]>;
  recordSettlement: (draft: SettlementDraft) => Promise<unknown>;
  /** One call creates the fee's note, approves it and posts its payment; the key makes a resend harmless. */
  collectFee: (draft: FeeDraft, idempotencyKey: string) => Promise<FeeCollected>;
};

/** The revenue-split report, the settlements and the fee counter, as data-provider methods. */
export function settlementMethods(httpClient: HttpClient, apiUrl: string): SettlementMethods {
  const post = <T>(path: string, body: unknown, headers?: Record<string, string>) =>
    httpClient<T>(`${apiUrl}/${path}`, { method: 'POST', body: JSON.stringify(body), headers }).then((response) => response.json);
  return {
    getRevenueShares: async ({ from, to }) =>
      (await httpClient<RevenueShareRow[]>(`${apiUrl}/project/revenue-shares?${new URLSearchParams({ from, to }).toString()}`)).json,
    getSettlementSummary: async () => (await httpClient<SettlementSummaryRow[]>(`${apiUrl}/project/settlements/summary`)).json,
    recordSettlement: (draft) => post('project/settlements', draft),
    collectFee: (draft, idempotencyKey) => post<FeeCollected>('payment/fees', draft, { 'Idempotency-Key': idempotencyKey }),
  };
}

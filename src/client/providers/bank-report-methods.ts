import type { BankFinancialsReport, BankPaymentsReport } from '../../domain/bank-reports';
import type { HttpClient } from './http-client';

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

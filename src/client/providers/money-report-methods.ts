import type { AccountingReport, MitigationReport } from '../../domain/money-reports';
import type { HttpClient } from './http-client';

export type MoneyReportMethods = {
  /** `query`: the report's query string (from, to, projectKeys, zone, taxType) as the address bar keeps it. */
  getMitigation: (query: string) => Promise<MitigationReport>;
  getAccounting: (query: string) => Promise<AccountingReport>;
};

/** The money dashboards' calls, as data-provider methods so no component builds the URL. */
export function moneyReportMethods(httpClient: HttpClient, apiUrl: string): MoneyReportMethods {
  return {
    getMitigation: async (query) => (await httpClient<MitigationReport>(`${apiUrl}/reports/mitigation?${query}`)).json,
    getAccounting: async (query) => (await httpClient<AccountingReport>(`${apiUrl}/reports/accounting?${query}`)).json,
  };
}

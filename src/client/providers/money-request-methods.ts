import type { MoneyRequestKind } from '../../domain/money-requests';
import type { HttpClient } from './http-client';

/** A request waiting for a second person, as /api/project/money-requests answers it. */
export type PendingMoneyRequest = {
  _key: string;
  kind: MoneyRequestKind;
  reason: string;
  requestedBy: string;
  requestedByName: string;
  requestedAt: string;
  details: Record<string, unknown>;
  mayDecide: boolean;
};

export type MoneyRequestMethods = {
  getPendingMoneyRequests: () => Promise<PendingMoneyRequest[]>;
  decideMoneyRequest: (request: Pick<PendingMoneyRequest, '_key' | 'kind'>, decision: 'approve' | 'reject', reason?: string) => Promise<unknown>;
};

/** The four-eyes queue of money (reversals, transfers, rates), as data-provider methods. */
export function moneyRequestMethods(httpClient: HttpClient, apiUrl: string): MoneyRequestMethods {
  return {
    getPendingMoneyRequests: async () => (await httpClient<PendingMoneyRequest[]>(`${apiUrl}/project/money-requests`)).json,
    decideMoneyRequest: async ({ _key, kind }, decision, reason) => {
      const path = `${kind === 'rate' ? 'rates/' : ''}${encodeURIComponent(_key)}/${decision}`;
      const body = reason ? { reason } : {};
      return (await httpClient(`${apiUrl}/project/money-requests/${path}`, { method: 'POST', body: JSON.stringify(body) })).json;
    },
  };
}

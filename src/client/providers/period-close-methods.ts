import type { HttpClient } from './http-client';

/** A month of the project and its close (src/domain/period-close.ts), as /api/project/period-closes answers it. */
export type PeriodCloseRow = {
  month: string;
  state: 'open' | 'closed' | 'reopenRequested';
  closedBy: string | null;
  closedByName: string | null;
  closedAt: string | null;
  reopenRequestedBy: string | null;
  reopenRequestedByName: string | null;
  reopenRequestedAt: string | null;
  reopenReason: string | null;
};

export type PeriodCloseMethods = {
  getPeriodCloses: () => Promise<PeriodCloseRow[]>;
  closePeriod: (month: string) => Promise<PeriodCloseRow>;
  requestReopen: (month: string, reason: string) => Promise<PeriodCloseRow>;
  approveReopen: (month: string) => Promise<PeriodCloseRow>;
};

/** Closing a month and its four-eyes reopening, as data-provider methods. */
export function periodCloseMethods(httpClient: HttpClient, apiUrl: string): PeriodCloseMethods {
  const post = (month: string, action: string, body: unknown = {}) =>
    httpClient<PeriodCloseRow>(`${apiUrl}/project/period-closes/${encodeURIComponent(month)}/${action}`, { method: 'POST', body: JSON.stringify(body) }).then(
      (response) => response.json,
    );
  return {
    getPeriodCloses: async () => (await httpClient<PeriodCloseRow[]>(`${apiUrl}/project/period-closes`)).json,
    closePeriod: (month) => post(month, 'close'),
    requestReopen: (month, reason) => post(month, 'reopen-request', { reason }),
    approveReopen: (month) => post(month, 'reopen-approval'),
  };
}

import type { HttpClient } from './http-client';

type Currency = 'USD' | 'CDF';
type Queue = { count: number; oldestCreatedAt: string | null };

/** GET /api/taxNote/my-work: the signed-in user's work in the selected project. */
export type MyWork = {
  createdToday: number;
  createdThisWeek: number;
  createdByLifecycle: Partial<Record<'waitingForApproval' | 'approved' | 'issued' | 'rejected', number>>;
  queue: { approver: Queue; receveur: Queue };
  /** Amounts of the notes the user created in the last 30 days, one row per currency (minor units). */
  taxed: { currency: Currency; amount: number }[];
  /** One row per day of the last 30 days: notes created and their amounts per currency (minor units). */
  daily: { day: string; count: number; USD: number; CDF: number }[];
};

export type MyWorkMethods = { getMyWork: () => Promise<MyWork> };

/** The landing page's one call, as a data-provider method so no component builds the URL. */
export function myWorkMethods(httpClient: HttpClient, apiUrl: string): MyWorkMethods {
  return {
    getMyWork: async () => (await httpClient<MyWork>(`${apiUrl}/taxNote/my-work`)).json,
  };
}

import type { MyWorkSection } from '../../domain/my-work';
import type { HttpClient } from './http-client';

type Currency = 'USD' | 'CDF';
type Queue = { count: number; oldestCreatedAt: string | null };
type Day = { day: string; count: number };
type Amount = { currency: Currency; amount: number };

/**
 * GET /api/my-work: the signed-in user's work in the selected project, one block per section their
 * role holds (src/domain/my-work.ts); a block the role does not hold is absent.
 */
export type MyWork = {
  sections: MyWorkSection[];
  created?: {
    today: number;
    thisWeek: number;
    byLifecycle: Partial<Record<'waitingForApproval' | 'approved' | 'issued' | 'rejected', number>>;
    /** Amounts of the notes the user created in the last 30 days, one row per currency (minor units). */
    taxed: Amount[];
    /** One row per day of the last 30 days: notes created and their amounts per currency (minor units). */
    daily: (Day & { USD: number; CDF: number })[];
  };
  approvals?: { queue: Queue; approvedToday: number; daily: Day[] };
  receveur?: { queue: Queue };
  payments?: { count: number; amounts: Amount[] };
  declarations?: { birthsToday: number; deathsToday: number; waiting: number; rejected: number; daily: Day[] };
  healthApprovals?: { births: Queue; deaths: Queue; daily: Day[] };
  gbvCases?: { open: number; oldestOpenReportDate: string | null; closed: number };
};

export type MyWorkMethods = { getMyWork: () => Promise<MyWork> };

/** The landing page's one call, as a data-provider method so no component builds the URL. */
export function myWorkMethods(httpClient: HttpClient, apiUrl: string): MyWorkMethods {
  return {
    getMyWork: async () => (await httpClient<MyWork>(`${apiUrl}/my-work`)).json,
  };
}

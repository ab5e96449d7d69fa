import { API_URL } from '../../src/client/providers/api-url';
import { httpClient } from '../../src/client/providers/app-providers';

/** A health project at a glance, as GET /api/project/projects/:key/health-overview answers it. */
export type HealthOverview = {
  year: number;
  hospitals: number;
  births: { total: number; waitingForApproval: number; approved: number; synced: number; rejected: number };
  deaths: { total: number; waitingForApproval: number; approved: number; rejected: number };
  /** null: from 1 to 4 open cases, hidden like every GBV figure. */
  openGbvCases: number | null;
  transmission: { lastRunAt: string | null; lastOutcome: string | null; lastError: string | null; failing: number };
};

export const fetchHealthOverview = async (projectKey: string) =>
  (await httpClient<HealthOverview>(`${API_URL}/project/projects/${encodeURIComponent(projectKey)}/health-overview`)).json;

import { API_URL } from '../../providers/api-url';
import { httpClient } from '../../providers/app-providers';

/**
 * The regeneration of a year as GET/POST /api/taxNote/regenerate answer it: no task yet is
 * 'notStarted', a task recorded but not yet picked up by a runner is 'started'.
 */
export type RegenerationState = {
  year: number;
  status: 'notStarted' | 'started' | 'inProgress' | 'completed' | 'notFound' | 'failed';
  done: number;
  total: number;
  counts: Record<string, number>;
  startedByName: string;
  error: string;
};

/** The calls of the regeneration panel; only it uses them. */
export const regenerationApi = {
  read: async (year: number) => (await httpClient<RegenerationState>(`${API_URL}/taxNote/regenerate?year=${year}`)).json,
  start: async (year: number) =>
    (await httpClient<RegenerationState>(`${API_URL}/taxNote/regenerate`, { method: 'POST', body: JSON.stringify({ year }) })).json,
};

import { useQuery } from '@tanstack/react-query';
import { API_URL } from '../../providers/api-url';
import { httpClient } from '../../providers/app-providers';
import { getProjectKey } from '../../providers/session';

/** A hospital a birth or death declaration may name (the project's organizations of type '2'). */
export type Hospital = { _key: string; establishmentName: string };

/** The last hospital list read, per project: a registrar who goes offline can still declare. */
const cacheKey = () => `health.hospitals.${getProjectKey() ?? ''}`;

/** The project's hospitals from the server when it answers, else the list last read on this device. */
export async function fetchHospitals(): Promise<Hospital[]> {
  try {
    const hospitals = (await httpClient<Hospital[]>(`${API_URL}/project/hospitals`)).json;
    localStorage.setItem(cacheKey(), JSON.stringify(hospitals));
    return hospitals;
  } catch (error) {
    const cached = localStorage.getItem(cacheKey());
    if (cached) return JSON.parse(cached) as Hospital[];
    throw error;
  }
}

/** The hospitals, read once per screen visit (they change seldom); offline, the list last read. */
export function useHospitals() {
  return useQuery({ queryKey: ['health', 'hospitals', getProjectKey()], queryFn: fetchHospitals, staleTime: 5 * 60_000, networkMode: 'always', retry: false });
}

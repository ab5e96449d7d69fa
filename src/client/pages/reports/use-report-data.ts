import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../providers/use-session';

/**
 * A report's figures for the filters in the address bar. The previous figures stay on screen while
 * new ones load (no flash of an empty page at each filter change); a failure shows at once with
 * its Retry button rather than after silent retries.
 */
export function useReportData<T>(name: string, query: string, fetch: (query: string) => Promise<T>) {
  const { projectKey } = useSession();
  return useQuery({
    queryKey: ['report', name, projectKey, query],
    queryFn: () => fetch(query),
    retry: false,
    placeholderData: (previous) => previous,
  });
}

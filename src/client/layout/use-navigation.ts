import { useQuery } from '@tanstack/react-query';
import { API_URL } from '../providers/api-url';
import { httpClient } from '../providers/app-providers';
import { useSession } from '../providers/use-session';
import type { NavigationSets } from './navigation-tree';

/**
 * GET /api/common/navigation through react-admin's query client, so signing out (which clears
 * that cache) drops the menu too. The answer is per user and project.
 */
export function useNavigationSets() {
  const { user, projectKey } = useSession();
  return useQuery({
    queryKey: ['navigation', user?._key, projectKey],
    queryFn: async () => (await httpClient<Partial<NavigationSets>>(`${API_URL}/common/navigation`)).json,
    enabled: Boolean(user),
    staleTime: Infinity,
    retry: false,
    // A project switch refetches the menu; the old one stays on screen meanwhile.
    placeholderData: (previous) => previous,
  });
}

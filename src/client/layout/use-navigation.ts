import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AccountDataProvider } from '../providers/account-methods';
import { useSession } from '../providers/use-session';

/**
 * The menus (GET /api/common/navigation) through react-admin's query client, so signing out (which clears
 * that cache) drops the menu too. The answer is per user and project.
 */
export function useNavigationSets() {
  const { user, projectKey } = useSession();
  const dataProvider = useDataProvider<AccountDataProvider>();
  return useQuery({
    queryKey: ['navigation', user?._key, projectKey],
    queryFn: () => dataProvider.getNavigation(),
    enabled: Boolean(user),
    staleTime: Infinity,
    retry: false,
    // A project switch refetches the menu; the old one stays on screen meanwhile.
    placeholderData: (previous) => previous,
  });
}

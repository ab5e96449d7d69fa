import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOnline } from '../offline/network-state';
import { useDataProvider } from 'react-admin';
import { isNetworkFailure, lastCopy } from '../offline/last-copy';
import type { AccountDataProvider } from '../providers/account-methods';
import { useSession } from '../providers/use-session';
import type { NavigationSets } from './navigation-tree';

type Sets = Partial<NavigationSets>;

/** Menus drawn from this device's copy (no network): refetched as soon as the network returns. */
const servedFromCopy = new WeakSet<Sets>();

/**
 * The menus (GET /api/common/navigation) through react-admin's query client, so signing out (which clears
 * that cache) drops the menu too. The answer is per user and project; the last one read is kept on the
 * device so a reload with no network still opens the shell with its menus.
 */
export function useNavigationSets() {
  const { user, projectKey } = useSession();
  const dataProvider = useDataProvider<AccountDataProvider>();
  const copy = lastCopy<Sets>(`mapato.navigation.${user?._key ?? ''}.${projectKey ?? ''}`);
  const online = useOnline();
  const query = useQuery({
    queryKey: ['navigation', user?._key, projectKey],
    queryFn: async () => {
      try {
        const sets = await dataProvider.getNavigation();
        copy.write(sets);
        return sets;
      } catch (error) {
        const kept = isNetworkFailure(error) ? copy.read() : undefined;
        if (!kept) throw error;
        servedFromCopy.add(kept);
        return kept;
      }
    },
    enabled: Boolean(user),
    // Asked even offline (the copy answers then); a copy is stale at once, so the network's return refetches it.
    networkMode: 'always',
    staleTime: (query) => (query.state.data && servedFromCopy.has(query.state.data) ? 0 : Infinity),
    retry: false,
    // A project switch refetches the menu; the old one stays on screen meanwhile.
    placeholderData: (previous) => previous,
  });
  // The network is back: menus drawn from the device's copy are read again from the server.
  const { data, refetch } = query;
  useEffect(() => {
    if (online && data && servedFromCopy.has(data)) void refetch();
  }, [online, data, refetch]);
  return query;
}

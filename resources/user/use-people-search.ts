import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { CITIZEN_SEARCH_DEBOUNCE_MS, CITIZEN_SEARCH_MIN_CHARS } from '../../src/domain/constants';
import type { AccountDataProvider } from '../../src/client/providers/account-methods';
import { useDebouncedValue } from '../../src/client/use-debounced-value';
import type { PersonResult } from './user-form';

/** The text worth sending: searches only from 4 characters on. */
export function searchTermOf(text: string): string | undefined {
  const term = text.trim();
  return term.length >= CITIZEN_SEARCH_MIN_CHARS ? term : undefined;
}

/** Citizen and user search, 100 ms after the last key stroke. */
export function usePeopleSearch(text: string) {
  const dataProvider = useDataProvider<AccountDataProvider>();
  const term = searchTermOf(useDebouncedValue(text, CITIZEN_SEARCH_DEBOUNCE_MS));
  const query = useQuery({
    queryKey: ['user-and-citizen', term],
    queryFn: ({ signal }) => dataProvider.searchPeople<PersonResult>(term!, signal),
    enabled: term !== undefined,
    staleTime: 30_000,
  });
  return { term, results: term ? query.data : undefined, isFetching: query.isFetching, error: query.error };
}

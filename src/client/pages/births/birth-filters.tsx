import type { ReactElement } from 'react';
import { BIRTH_SYNC_STATES } from '../../../domain/health-sync-states';
import type { Hospital } from '../health/hospitals';
import { dayRangeFilters, hospitalFilter, searchFilter, stateFilter, type Translate } from '../health/register-filters';

/** The register's filters: search (names, hospital, zone, mobile), sync state, hospital and a range of days of birth. */
export function birthFilters(translate: Translate, hospitals: Hospital[]): ReactElement[] {
  const label = (key: string) => translate(`births.page.filters.${key}`);
  return [
    searchFilter(label('q')),
    stateFilter('syncState', label('syncState'), BIRTH_SYNC_STATES, (state) => translate(`births.syncStates.${state}`)),
    hospitalFilter(label('hospital'), hospitals),
    ...dayRangeFilters('dateOfBirth', label('from'), label('to')),
  ];
}

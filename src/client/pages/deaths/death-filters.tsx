import type { ReactElement } from 'react';
import { DEATH_STATES } from '../../../domain/health-deaths';
import type { Hospital } from '../health/hospitals';
import { dayRangeFilters, hospitalFilter, searchFilter, stateFilter, type Translate } from '../health/register-filters';

/** The register's filters: search (name, certificate number), state, hospital and a range of days of death. */
export function deathFilters(translate: Translate, hospitals: Hospital[], withState: boolean): ReactElement[] {
  const label = (key: string) => translate(`deaths.register.filters.${key}`);
  return [
    searchFilter(label('q')),
    ...(withState ? [stateFilter('state', label('state'), DEATH_STATES, (state) => translate(`deaths.states.${state}`))] : []),
    hospitalFilter(label('hospital'), hospitals),
    ...dayRangeFilters('dateOfDeath', label('from'), label('to')),
  ];
}

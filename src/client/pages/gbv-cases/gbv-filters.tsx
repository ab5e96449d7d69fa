import type { ReactElement } from 'react';
import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { GBV_INCIDENT_TYPES, GBV_STATUSES } from '../../../domain/gbv-case';
import { dayRangeFilters, searchFilter, stateFilter, type Translate } from '../health/register-filters';

/** The register's filters, coded fields only: case code, status, incident type, zone and a range of report days. */
export function gbvFilters(translate: Translate): ReactElement[] {
  const label = (key: string) => translate(`gbv.register.filters.${key}`);
  return [
    searchFilter(label('q')),
    stateFilter('status', label('status'), GBV_STATUSES, (id) => translate(`gbv.statuses.${id}`)),
    <SelectInput
      key="incidentType"
      source="incidentType"
      label={label('incidentType')}
      choices={GBV_INCIDENT_TYPES.map((id) => ({ id, name: translate(`gbv.incidentTypes.${id}`) }))}
    />,
    <ReferenceInput key="zone" source="zone" reference="zone">
      <AutocompleteInput label={label('zone')} optionText="name" filterToQuery={(q: string) => (q ? { q } : {})} />
    </ReferenceInput>,
    ...dayRangeFilters('reportDate', label('from'), label('to')),
  ];
}

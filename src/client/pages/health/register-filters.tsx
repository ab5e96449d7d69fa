import type { ReactElement } from 'react';
import { SearchInput, SelectInput } from 'react-admin';
import { DayFilterInput } from '../../schema-ui/DayFilterInput';
import type { Hospital } from './hospitals';

/** The translate function of react-admin, as the filter builders take it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The always-shown free-text search of a register. */
export function searchFilter(placeholder: string): ReactElement {
  return <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} />;
}

/** The always-shown choice among a register's coded states, each shown by its translated name. */
export function stateFilter(source: string, label: string, states: readonly string[], stateName: (state: string) => string): ReactElement {
  return <SelectInput key={source} source={source} label={label} alwaysOn choices={states.map((state) => ({ id: state, name: stateName(state) }))} />;
}

/** The hospital a record was declared at, among the project's hospitals. */
export function hospitalFilter(label: string, hospitals: Hospital[]): ReactElement {
  return (
    <SelectInput
      key="hospitalKey"
      source="hospitalKey"
      label={label}
      choices={hospitals.map((hospital) => ({ id: hospital._key, name: hospital.establishmentName }))}
    />
  );
}

/** A range of days on one date field, as `<field>_gte` / `<field>_lte` (both ends included). */
export function dayRangeFilters(field: string, fromLabel: string, toLabel: string): ReactElement[] {
  return [
    <DayFilterInput key={`${field}_gte`} source={`${field}_gte`} label={fromLabel} />,
    <DayFilterInput key={`${field}_lte`} source={`${field}_lte`} label={toLabel} />,
  ];
}

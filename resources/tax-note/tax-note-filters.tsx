import type { ReactElement } from 'react';
import { DateInput } from 'react-admin';
import type { EntityMeta } from '../../src/domain/entity-meta';
import { filterInputs } from '../../src/client/schema-ui/list/filter-inputs';
import { filterFields } from '../../src/client/schema-ui/list/list-fields';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A picked day as the moment it starts or ends where the user is: a note created at 23:00 on
 * the last day picked is still inside the range ('created until 31/01' includes the 31st).
 */
export function dayBound(day: string, end: boolean): string | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return (end ? new Date(year, month, date, 23, 59, 59, 999) : new Date(year, month, date)).toISOString();
}

/** The date ranges the list filters on: the creation moment (a timestamp) and the due day (a date). */
const RANGES = [
  { source: 'createdAt_gte', label: 'taxNotes.list.createdFrom', parse: (day: string) => dayBound(day, false) },
  { source: 'createdAt_lte', label: 'taxNotes.list.createdTo', parse: (day: string) => dayBound(day, true) },
  { source: 'dueDate_gte', label: 'taxNotes.list.dueFrom', parse: (day: string) => day || null },
  { source: 'dueDate_lte', label: 'taxNotes.list.dueTo', parse: (day: string) => day || null },
] as const;

/**
 * The list's filters: the engine's inputs for the schema's filter fields (search, enums, yes/no),
 * with each date field replaced by a from/until pair the server reads as `_gte` / `_lte`.
 */
export function taxNoteFilters(entity: EntityMeta, translate: Translate, fields?: readonly string[]): ReactElement[] {
  const wanted = filterFields(entity, fields);
  const plain = wanted.filter((field) => field !== 'createdAt' && field !== 'dueDate');
  const ranges = RANGES.filter((range) => wanted.includes(range.source.split('_')[0]));
  return [
    ...filterInputs(entity, plain, translate),
    ...ranges.map((range) => <DateInput key={range.source} source={range.source} label={translate(range.label)} parse={range.parse} />),
  ];
}

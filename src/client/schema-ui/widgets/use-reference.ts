import { useGetList, useGetMany, type RaRecord } from 'react-admin';
import { representRecord } from '../../../domain/entity-meta';
import { findEntity } from '../entity-registry';

/** How a referenced record is named: its entity's x-admin-representation. */
export function representationOf(resource: string) {
  const entity = findEntity(resource);
  return (record: RaRecord | undefined): string => {
    if (!record) return '';
    const text = entity ? representRecord(entity.representation, record) : '';
    return text || String(record.id);
  };
}

/** The list parameters of a referenced resource: its first sortable field, ascending. */
export function referenceQuery(resource: string, filter: Record<string, unknown>, perPage: number) {
  const entity = findEntity(resource);
  return {
    path: entity?.path ?? resource,
    params: { filter, pagination: { page: 1, perPage }, sort: { field: entity?.sortable[0] ?? 'id', order: 'ASC' as const } },
  };
}

/** Records of a referenced resource; `filter` undefined waits (a cascade parent not chosen yet). */
export function useReferenceList(resource: string, filter: Record<string, unknown> | undefined, perPage = 25) {
  const { path, params } = referenceQuery(resource, filter ?? {}, perPage);
  return useGetList(path, params, { enabled: filter !== undefined, placeholderData: (previous) => previous });
}

/** The records behind chosen keys, to name them before any search. */
export function useChosenRecords(resource: string, ids: readonly string[]) {
  const entity = findEntity(resource);
  return useGetMany(entity?.path ?? resource, { ids: [...ids] }, { enabled: ids.length > 0 });
}

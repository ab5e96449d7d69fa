import type { EntityMeta, JsonSchema } from '../../../domain/entity-meta';
import { viewFields } from '../form/form-schema';

/** Columns of a list: x-admin-views.list (or the override), hidden properties dropped. */
export function listColumns(entity: EntityMeta, override?: readonly string[]): string[] {
  return viewFields(entity, 'list', override);
}

/** A list sorts on the server's indexed fields only: x-admin-sortable, plus createdAt. */
export function isSortable(entity: EntityMeta, field: string): boolean {
  return field === 'createdAt' || entity.sortable.includes(field);
}

/** The order a list opens in: the first sortable field ascending, else the newest first (the server's own default). */
export function defaultSort(entity: EntityMeta): { field: string; order: 'ASC' | 'DESC' } {
  return entity.sortable[0] ? { field: entity.sortable[0], order: 'ASC' } : { field: 'createdAt', order: 'DESC' };
}

const isArray = (property: JsonSchema) => [property.type].flat().includes('array');
const isObject = (property: JsonSchema) => [property.type].flat().includes('object');

/**
 * Filter inputs beside the search box: x-admin-views.filter, keeping the scalar fields the
 * server can compare (it refuses a filter on an array or an object).
 */
export function filterFields(entity: EntityMeta, override?: readonly string[]): string[] {
  const { properties } = entity.inlined;
  return viewFields(entity, 'filter', override).filter((field) => !isArray(properties[field]) && !isObject(properties[field]));
}

import type { JsonSchema } from '../../../domain/entity-meta';

/** One step of the address cascade: its key field, the name field it fills, its list and its parent. */
export type CascadeLevel = { key: string; name: string; resource: string; parent?: string };

export const CASCADE: readonly CascadeLevel[] = [
  { key: 'provinceKey', name: 'provinceName', resource: 'provinces' },
  { key: 'cityKey', name: 'cityName', resource: 'cities', parent: 'provinceKey' },
  { key: 'communeKey', name: 'communeName', resource: 'communes', parent: 'cityKey' },
  { key: 'quartierKey', name: 'quartierName', resource: 'quartiers', parent: 'communeKey' },
  { key: 'streetKey', name: 'streetName', resource: 'streets', parent: 'quartierKey' },
];

export type Address = Record<string, unknown>;

/** The levels an address-like schema has (a place of birth stops at the quartier). */
export function cascadeLevels(properties: Record<string, JsonSchema>): CascadeLevel[] {
  return CASCADE.filter((level) => level.key in properties);
}

/** The list filter of a level: its parent's key; undefined while the parent is not chosen. */
export function levelFilter(level: CascadeLevel, value: Address): Record<string, string> | undefined {
  if (!level.parent) return {};
  const parent = value[level.parent];
  return typeof parent === 'string' && parent ? { [level.parent]: parent } : undefined;
}

/**
 * The address after choosing (or clearing) one level: its key and, where the schema has one, its
 * name are set; every level below is cleared, since it belonged to the previous choice.
 */
export function chooseLevel(
  properties: Record<string, JsonSchema>,
  value: Address,
  levelKey: string,
  choice: { key: string; name: string } | undefined,
): Address {
  const levels = cascadeLevels(properties);
  const index = levels.findIndex((level) => level.key === levelKey);
  if (index < 0) return value;
  const next: Address = { ...value };
  levels.slice(index).forEach((level, offset) => {
    const chosen = offset === 0 ? choice : undefined;
    if (chosen) next[level.key] = chosen.key;
    else delete next[level.key];
    if (!(level.name in properties)) return;
    if (chosen) next[level.name] = chosen.name;
    else delete next[level.name];
  });
  return next;
}

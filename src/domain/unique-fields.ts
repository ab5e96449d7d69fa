import type { EntitySchema } from './entity-meta';

/**
 * `x-admin-unique` on a property: no two records of one project hold the same value there.
 * `true` alone; a list of sibling fields makes the value unique together with them (a currency
 * pair's rate per day). The server turns each into a unique index named after the property, so
 * a duplicate is refused by the database even when two clerks save at the same instant.
 */
export type UniqueRule = { field: string; fields: string[] };

export function uniqueRules(schema: EntitySchema): UniqueRule[] {
  const rules: UniqueRule[] = [];
  for (const [field, property] of Object.entries(schema.properties)) {
    const unique = property['x-admin-unique'];
    if (unique === true) rules.push({ field, fields: [field] });
    else if (Array.isArray(unique)) rules.push({ field, fields: [field, ...unique.filter((f): f is string => typeof f === 'string' && f !== field)] });
  }
  return rules;
}

export const uniqueIndexName = (resource: string, field: string) => `records_unique_${resource}_${field}`;

/**
 * How a clerk tells two values apart: 'CD/LSH/RCCM 12' and 'cd/lsh/rccm12' are one number.
 * Case and white space do not count (the index compares the same way).
 */
export function uniqueForm(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.replace(/\s+/g, '').toLowerCase() : undefined;
}

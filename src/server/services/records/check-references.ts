import { and, inArray, isNull, ne, or, eq, sql, type SQL } from 'drizzle-orm';
import { records } from '../../db/schema';
import { AppError } from '../../app-error';
import type { JsonSchema } from '../../../domain/entity-meta';
import { containmentFor, referencePaths } from '../../../domain/reference-paths';
import { entityOf, loadEntities } from './entity-registry';
import type { RecordContext } from './record-scope';

type Reference = { field: string; resource: string; key: string };

/** Every x-admin-reference value in a record, nested objects and arrays included. */
export function referencesIn(schema: JsonSchema, value: unknown, path = ''): Reference[] {
  if (value === null || value === undefined) return [];
  if (schema['x-admin-reference'] && typeof value === 'string' && value) return [{ field: path, resource: schema['x-admin-reference'], key: value }];
  if (schema.items && Array.isArray(value)) return value.flatMap((item, index) => referencesIn(schema.items!, item, `${path}[${index}]`));
  if (schema.properties && typeof value === 'object') {
    return Object.entries(schema.properties).flatMap(([name, child]) =>
      referencesIn(child, (value as Record<string, unknown>)[name], path ? `${path}.${name}` : name),
    );
  }
  return [];
}

/** A reference must name a record of that resource in this project or in the global data. */
export async function checkReferences(context: RecordContext, data: Record<string, unknown>): Promise<void> {
  const references = referencesIn(context.entity.inlined, data).filter((r) => !entityOf(r.resource)?.bespoke);
  if (!references.length) return;
  const found = await context.db
    .select({ key: records.key, resource: records.resource })
    .from(records)
    .where(
      and(inArray(records.key, [...new Set(references.map((r) => r.key))]), or(isNull(records.projectKey), eq(records.projectKey, context.projectKey ?? ''))),
    )
    .for('share'); // held to commit: a delete of the record pointed to waits, then sees it in use
  const exists = new Set(found.map((f) => `${f.resource}/${f.key}`));
  const missing = references.find((r) => !exists.has(`${r.resource}/${r.key}`));
  if (missing) throw new AppError(422, 'REFERENCE_NOT_FOUND', 'referenceNotFound', { field: missing.field }, [{ field: missing.field, message: missing.key }]);
}

/**
 * Every place, in every record-store entity, that may hold a key of `resource`: top-level fields
 * and nested ones alike (a street in an address, a bank in a bank account, items of arrays).
 */
export function pointersTo(resource: string): { resource: string; path: string[] }[] {
  return loadEntities()
    .filter((entity) => !entity.bespoke)
    .flatMap((entity) =>
      referencePaths(entity.inlined)
        .filter((r) => r.resource === resource)
        .map((r) => ({ resource: entity.resource, path: r.path })),
    );
}

/** The condition "this record holds `key` at one of these places" (jsonb containment, GIN-indexed). */
export function holdsKey(paths: readonly string[][], key: string): SQL {
  return or(...paths.map((path) => sql`${records.data} @> ${JSON.stringify(containmentFor(path, key))}::jsonb`))!;
}

/** How many records still point to this one (a record in use cannot be deleted). */
export async function countReferencesTo(context: RecordContext, key: string): Promise<number> {
  const byResource = new Map<string, string[][]>();
  for (const { resource, path } of pointersTo(context.entity.resource)) byResource.set(resource, [...(byResource.get(resource) ?? []), path]);
  let total = 0;
  for (const [resource, paths] of byResource) {
    const [{ count }] = await context.db
      .select({ count: sql<number>`cast(count(*) as integer)` })
      .from(records)
      .where(and(eq(records.resource, resource), ne(records.key, key), holdsKey(paths, key)));
    total += count;
  }
  return total;
}

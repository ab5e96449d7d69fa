import { and, inArray, isNull, or, eq } from 'drizzle-orm';
import { records } from '../../db/schema';
import { AppError } from '../../app-error';
import type { JsonSchema } from '../../../domain/entity-meta';
import { entityOf } from './entity-registry';
import type { RecordContext } from './record-scope';

type Reference = { field: string; resource: string; key: string };

/** Every x-admin-reference value in a record, nested objects and arrays included. */
export function referencesIn(schema: JsonSchema, value: unknown, path = ''): Reference[] {
  if (value === null || value === undefined) return [];
  if (schema['x-admin-reference'] && typeof value === 'string' && value) return [{ field: path, resource: schema['x-admin-reference'], key: value }];
  if (schema.items && Array.isArray(value)) return value.flatMap((item, index) => referencesIn(schema.items!, item, `${path}[${index}]`));
  if (schema.properties && typeof value === 'object') {
    return Object.entries(schema.properties).flatMap(([name, child]) => referencesIn(child, (value as Record<string, unknown>)[name], path ? `${path}.${name}` : name));
  }
  return [];
}

/** A reference must name a record of that resource in this project or in the global data. */
export async function checkReferences(context: RecordContext, data: Record<string, unknown>): Promise<void> {
  const references = referencesIn(context.entity.inlined, data).filter((r) => !entityOf(r.resource)?.bespoke);
  if (!references.length) return;
  const found = await context.db.select({ key: records.key, resource: records.resource }).from(records).where(and(
    inArray(records.key, [...new Set(references.map((r) => r.key))]),
    or(isNull(records.projectKey), eq(records.projectKey, context.projectKey ?? '')),
  ));
  const exists = new Set(found.map((f) => `${f.resource}/${f.key}`));
  const missing = references.find((r) => !exists.has(`${r.resource}/${r.key}`));
  if (missing) throw new AppError(422, 'REFERENCE_NOT_FOUND', 'referenceNotFound', { field: missing.field }, [{ field: missing.field, message: missing.key }]);
}

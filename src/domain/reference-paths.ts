import type { JsonSchema } from './entity-meta';

/**
 * Where a schema holds keys of other records, at any depth: `address.streetKey`,
 * `bankAccounts.usd.bankKey`, `buildings[].tenantKey`. Each step is a property name or `[]` for
 * the items of an array. Deleting a record and merging citizens both need every place, not only
 * the top-level fields.
 */
export type ReferencePath = { path: string[]; resource: string };

export function referencePaths(schema: JsonSchema, prefix: string[] = []): ReferencePath[] {
  if (typeof schema['x-admin-reference'] === 'string') return [{ path: prefix, resource: schema['x-admin-reference'] }];
  if (schema.items) return referencePaths(schema.items, [...prefix, '[]']);
  return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => referencePaths(child, [...prefix, name]));
}

/**
 * The JSON a record holding `key` at `path` contains (`data @> …` in PostgreSQL): an array step
 * becomes a one-element array, which containment matches against any element.
 */
export function containmentFor(path: readonly string[], key: string): unknown {
  return path.reduceRight<unknown>((inner, step) => (step === '[]' ? [inner] : { [step]: inner }), key);
}

/**
 * A copy of `data` with every reference of `path` equal to `from` replaced by `to` (a citizen
 * merge moves links to the citizen kept). Answers whether anything changed.
 */
export function replaceAtPath(data: unknown, path: readonly string[], from: string, to: string): { value: unknown; changed: boolean } {
  if (path.length === 0) return data === from ? { value: to, changed: true } : { value: data, changed: false };
  const [step, ...rest] = path;
  if (step === '[]') {
    if (!Array.isArray(data)) return { value: data, changed: false };
    const items = data.map((item) => replaceAtPath(item, rest, from, to));
    return items.some((i) => i.changed) ? { value: items.map((i) => i.value), changed: true } : { value: data, changed: false };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data) || !Object.prototype.hasOwnProperty.call(data, step)) return { value: data, changed: false };
  const inner = replaceAtPath((data as Record<string, unknown>)[step], rest, from, to);
  return inner.changed ? { value: { ...(data as Record<string, unknown>), [step]: inner.value }, changed: true } : { value: data, changed: false };
}

/** Every reference to one resource in a record moved from one key to another. */
export function replaceReferences(
  schema: JsonSchema,
  data: Record<string, unknown>,
  resource: string,
  from: string,
  to: string,
): { data: Record<string, unknown>; changed: boolean } {
  let current: unknown = data;
  let changed = false;
  for (const { path } of referencePaths(schema).filter((r) => r.resource === resource)) {
    const next = replaceAtPath(current, path, from, to);
    current = next.value;
    changed ||= next.changed;
  }
  return { data: current as Record<string, unknown>, changed };
}

import type { FastifyInstance } from 'fastify';

export type ApiRoute = FastifyInstance['apiRoutes'][number];

/** A concrete URL for a route pattern: every path parameter filled with a key that exists nowhere. */
/** Path parameters that must have a shape (a month is YYYY-MM) get a well-formed value no record has, the others 'no-such-<name>'. */
const SHAPED_PARAMS: Record<string, string> = { month: '1999-01' };
export const sampleUrl = (route: ApiRoute) => route.url.replace(/:(\w+)/g, (_, name: string) => SHAPED_PARAMS[name] ?? `no-such-${name}`);

export const isProtected = (route: ApiRoute) => route.access !== 'public';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  pattern?: string;
  format?: string;
};

export const bodySchemaOf = (route: ApiRoute) => (route.schema as { body?: JsonSchema } | undefined)?.body;

/** A value of the wrong JSON type for a property. */
export function wrongTypeFor(schema: JsonSchema): unknown {
  const types = [schema.type ?? schema.anyOf?.map((s) => s.type)].flat();
  if (types.includes('string')) return 12345;
  if (types.includes('boolean')) return 'yes';
  if (types.includes('array')) return { not: 'an array' };
  return 'not-a-number';
}

/** The first bounded string property of a body, and a value one character over its limit. */
export function overLongField(schema: JsonSchema): [string, string] | undefined {
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const limit = property.maxLength ?? property.anyOf?.find((s) => s.maxLength)?.maxLength;
    if (limit && !property.pattern && !property.enum) return [name, 'x'.repeat(limit + 1)];
  }
  return undefined;
}

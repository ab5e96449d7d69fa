/** The routes the fuzz suite attacks, read from the server's own OpenAPI document. */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  'x-admin-resource'?: string;
  'x-admin-reference'?: string;
  'x-admin-sortable'?: string[];
  [keyword: string]: unknown;
};

type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type FuzzRoute = {
  method: string;
  /** OpenAPI form: /api/utils/users/{key} */
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  headers: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
  /** A ra-data-simple-rest list (sort, range, filter). */
  isList: boolean;
  /** Field names of the entity the route serves, for sort and filter mutations. */
  fields: string[];
  /** The resource (x-admin-resource) the route serves, when it serves one. */
  resource?: string;
  /** The list route whose rows give real keys for this route's path parameters. */
  keySource?: string;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const jsonBody = (operation: Operation) => operation.requestBody?.content?.['application/json']?.schema;

/** The entity schema served under a path: a create or update body on the same collection. */
function entitySchemaFor(document: OpenApiDocument, collection: string): JsonSchema | undefined {
  const ops = document.paths[collection] ?? {};
  const item = document.paths[`${collection}/{key}`] ?? {};
  return (ops.post && jsonBody(ops.post)) ?? (item.put && jsonBody(item.put));
}

export function routesFromOpenApi(document: OpenApiDocument): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const query = parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true }));
      const collection = path.replace(/\/\{[^}]+\}.*$/, '');
      const entity = entitySchemaFor(document, collection);
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query,
        headers: parameters.filter((p) => p.in === 'header').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: jsonBody(operation),
        isList: ['sort', 'range', 'filter'].every((name) => query.some((q) => q.name === name)),
        fields: Object.keys(entity?.properties ?? {}),
        resource: entity?.['x-admin-resource'],
        keySource: path.includes('{') && document.paths[collection]?.get ? collection : undefined,
      });
    }
  }
  return routes;
}

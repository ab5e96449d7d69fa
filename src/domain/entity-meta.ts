import type { Area } from './access-labels';
import { sortFold } from './sort-fold';

/** An entity schema as schemas/ holds it (JSON Schema 2020-12 plus x-admin- annotations). */
export type EntitySchema = {
  $id?: string;
  title?: string;
  type: 'object';
  properties: Record<string, JsonSchema>;
  required?: string[];
  'x-admin-resource': string;
  'x-admin-route': string;
  'x-admin-access': Area;
  'x-admin-read-access'?: Area;
  'x-admin-path'?: string;
  'x-admin-project-scoped'?: boolean;
  'x-admin-store'?: 'bespoke';
  'x-admin-representation'?: string;
  'x-admin-search'?: string[];
  'x-admin-sortable'?: string[];
  'x-admin-views'?: Partial<Record<EntityView, string[]>>;
  'x-admin-icon'?: string;
  [keyword: string]: unknown;
};

export type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  maxLength?: number;
  default?: unknown;
  'x-admin-reference'?: string;
  'x-admin-widget'?: string;
  'x-admin-readonly'?: boolean;
  'x-admin-hidden'?: boolean;
  'x-admin-unique'?: boolean | string[];
  /** A name in domain/plate.ts FIELD_NORMALIZERS: the text is written one way before any check. */
  'x-admin-normalize'?: string;
  [keyword: string]: unknown;
};

export type EntityView = 'list' | 'filter' | 'show' | 'create' | 'edit';

export type EntityMeta = {
  resource: string;
  /** The schema as written, and the same with every common $ref inlined (what validators and forms use). */
  schema: EntitySchema;
  inlined: EntitySchema;
  /** API path below /api/, e.g. 'account/citizens'. */
  route: string;
  /** The client's route segment and react-admin resource name, e.g. 'citizen' (routes). */
  path: string;
  access: Area;
  /** Who may read: the x-admin-read-access area, else Dashboard for global data, else the access area. */
  readAccess: Area;
  projectScoped: boolean;
  bespoke: boolean;
  representation: string;
  search: string[];
  sortable: string[];
  views: Record<EntityView, string[]>;
  /** Top-level fields that hold the key of another resource's record. */
  references: Record<string, string>;
};

/** Reads an entity's annotations once, with the defaults every layer agrees on. */
export function describeEntity(schema: EntitySchema, inlined: EntitySchema = schema): EntityMeta {
  const fields = Object.keys(schema.properties);
  const declared = schema['x-admin-views'] ?? {};
  const view = (name: EntityView) => declared[name] ?? (name === 'filter' ? [] : fields);
  const references: Record<string, string> = {};
  for (const [field, property] of Object.entries(schema.properties)) {
    if (property['x-admin-reference']) references[field] = property['x-admin-reference'];
  }
  return {
    resource: schema['x-admin-resource'],
    schema,
    inlined,
    route: schema['x-admin-route'],
    path: schema['x-admin-path'] ?? schema['x-admin-resource'],
    access: schema['x-admin-access'],
    readAccess: schema['x-admin-read-access'] ?? (schema['x-admin-project-scoped'] === true ? schema['x-admin-access'] : 'Dashboard'),
    projectScoped: schema['x-admin-project-scoped'] === true,
    bespoke: schema['x-admin-store'] === 'bespoke',
    representation: schema['x-admin-representation'] ?? `{${fields[0]}}`,
    search: schema['x-admin-search'] ?? [],
    sortable: schema['x-admin-sortable'] ?? [],
    views: { list: view('list'), filter: view('filter'), show: view('show'), create: view('create'), edit: view('edit') },
    references,
  };
}

/** Fills `{field}` placeholders; empty fields vanish with their extra spaces. */
export function representRecord(template: string, record: Record<string, unknown>): string {
  return template
    .replace(/\{(\w+)\}/g, (_, field: string) => (record[field] === undefined || record[field] === null ? '' : String(record[field])))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The free-text the `q` filter searches: the x-admin-search fields, folded (accents with their letter, case aside). */
export function searchTextOf(fields: readonly string[], record: Record<string, unknown>): string {
  return sortFold(
    fields
      .map((f) => record[f])
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .join(' '),
  );
}

/** At most this many words of a search are compared (each is one more condition). */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a typed search, folded as the search text is. A record matches when it holds them
 * as typed (one space between words) anywhere, or when each of them starts one of its words, in
 * any order: "Christian Kis" finds Christian Mutombo Kisimba, "kisimba christian" too, "Celestin"
 * finds Célestin, "simba" still finds Kisimba (tax-staff D14).
 */
export function searchWords(typed: string): string[] {
  return [...new Set(sortFold(typed).split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

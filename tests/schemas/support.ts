import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { registerAdminKeywords } from '../../src/domain/schema-keywords';

export type SchemaNode = Record<string, unknown>;
export type SchemaFile = { file: string; schema: SchemaNode };
export type SchemaSet = { common: SchemaNode; entities: SchemaFile[] };

export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));
export const COMMON_FILE = 'common.schema.json';
const COMMON_REF = `${COMMON_FILE}#/$defs/`;
const LOCAL_REF = '#/$defs/';

/** Every schemas/*.schema.json, common apart, in file order so failures read the same each run. */
export function readSchemas(dir = SCHEMAS_DIR): SchemaSet {
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as SchemaNode;
  const entities = readdirSync(dir)
    .filter((file) => file.endsWith('.schema.json') && file !== COMMON_FILE)
    .sort()
    .map((file) => ({ file, schema: read(file) }));
  return { common: read(COMMON_FILE), entities };
}

/** The validator both sides use: draft 2020-12, strict, every error at once. */
export function makeAjv(common: SchemaNode) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  registerAdminKeywords(ajv);
  ajv.addSchema(common);
  return ajv;
}

/**
 * An entity's own `$defs` (`#/$defs/taxType` in tax-note.schema.json), gathered once from every
 * file: the helpers walk nodes without knowing their file, and no two files share a name.
 */
let localDefinitions: Record<string, SchemaNode> | undefined;
function entityDefinitions(): Record<string, SchemaNode> {
  const definitions: Record<string, SchemaNode> = localDefinitions ?? Object.assign({}, ...readSchemas().entities.map(({ schema }) => schema.$defs ?? {}));
  localDefinitions = definitions;
  return definitions;
}

/** A node with its common `$ref` merged in (siblings win, as in JSON Schema 2020-12 annotations). */
export function resolveNode(node: SchemaNode, common: SchemaNode): SchemaNode {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const name = ref.startsWith(COMMON_REF) ? ref.slice(COMMON_REF.length) : ref.startsWith(LOCAL_REF) ? ref.slice(LOCAL_REF.length) : undefined;
  // A local reference is either common's own (money → minorUnits) or an entity file's.
  const commonDefinitions = common.$defs as Record<string, SchemaNode>;
  const definition = name === undefined ? undefined : (commonDefinitions[name] ?? (ref.startsWith(LOCAL_REF) ? entityDefinitions()[name] : undefined));
  if (!definition) throw new Error(`unknown $ref ${ref}`);
  const { $ref: _ref, ...siblings } = node;
  return { ...resolveNode(definition, common), ...siblings };
}

export const propertiesOf = (node: SchemaNode) => (node.properties ?? {}) as Record<string, SchemaNode>;

/** Visits a schema and every subschema below it, with a readable path. */
export function walkSchema(node: SchemaNode, path: string, visit: (node: SchemaNode, path: string) => void): void {
  visit(node, path);
  for (const [name, child] of Object.entries(propertiesOf(node))) walkSchema(child, `${path}.${name}`, visit);
  if (node.items && typeof node.items === 'object') walkSchema(node.items as SchemaNode, `${path}[]`, visit);
  for (const [name, child] of Object.entries((node.$defs ?? {}) as Record<string, SchemaNode>)) walkSchema(child, `${path}.$defs.${name}`, visit);
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const list = node[keyword];
    if (Array.isArray(list)) list.forEach((child, index) => walkSchema(child as SchemaNode, `${path}.${keyword}[${index}]`, visit));
  }
  for (const keyword of ['if', 'then', 'else', 'not']) {
    if (node[keyword] && typeof node[keyword] === 'object') walkSchema(node[keyword] as SchemaNode, `${path}.${keyword}`, visit);
  }
}

/** Every enum a record of this entity can hold, by field name (nested fields included), $refs resolved. */
export function enumsByField(schema: SchemaNode, common: SchemaNode): Map<string, unknown[]> {
  const found = new Map<string, unknown[]>();
  const visitField = (name: string, raw: SchemaNode) => {
    const node = resolveNode(raw, common);
    const values = (node.enum ?? (node.items ? resolveNode(node.items as SchemaNode, common).enum : undefined)) as unknown[] | undefined;
    if (values) found.set(name, [...(found.get(name) ?? []), ...values]);
    visitObject(node.items ? resolveNode(node.items as SchemaNode, common) : node);
  };
  const visitObject = (node: SchemaNode) => {
    for (const [name, child] of Object.entries(propertiesOf(node))) visitField(name, child);
  };
  visitObject(schema);
  return found;
}

/** Names of the fields inside nested objects (address, money, buildings…), $refs resolved. */
export function nestedFieldNames(schema: SchemaNode, common: SchemaNode): Set<string> {
  const names = new Set<string>();
  const visit = (raw: SchemaNode, nested: boolean) => {
    const node = resolveNode(raw, common);
    for (const [name, child] of Object.entries(propertiesOf(node))) {
      if (nested) names.add(name);
      visit(child, true);
    }
    if (node.items && typeof node.items === 'object') visit(node.items as SchemaNode, nested);
  };
  visit(schema, false);
  return names;
}

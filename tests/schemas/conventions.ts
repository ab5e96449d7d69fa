import { ACCESS_LABELS } from '../../src/domain/access-labels';
import { ADMIN_KEYWORDS } from '../../src/domain/schema-keywords';
import { propertiesOf, resolveNode, walkSchema, type SchemaNode, type SchemaSet } from './support';

/** The conventions of schemas/README.md that Ajv strict mode alone does not enforce. */
const ROUTE = /^(utils|account|masterData|project|step|nomenclature|taxNote|payment)\/[a-z][a-zA-Z-]*$/;
const RESOURCE = /^[a-z][a-zA-Z]*$/;
const FILE = /^[a-z]+(-[a-z]+)*\.schema\.json$/;
const VIEWS = ['list', 'filter', 'show', 'create', 'edit'];
const WIDGETS = ['date', 'phone', 'money', 'address', 'photo', 'multiselect', 'tree', 'textarea', 'matrix'];
// Strings whose format already bounds their length.
const BOUNDED_FORMATS = ['date'];

const isStringType = (type: unknown) => type === 'string' || (Array.isArray(type) && type.includes('string'));
const isArrayType = (type: unknown) => type === 'array' || (Array.isArray(type) && type.includes('array'));
const isObjectType = (type: unknown) => type === 'object' || (Array.isArray(type) && type.includes('object'));

/** Problems of one node wherever it sits: bounds, closed objects, known widgets and references. */
function nodeProblems(node: SchemaNode, path: string, resources: Set<string>): string[] {
  const problems: string[] = [];
  if (
    isStringType(node.type) &&
    node.maxLength === undefined &&
    node.enum === undefined &&
    node.const === undefined &&
    !BOUNDED_FORMATS.includes(node.format as string)
  ) {
    problems.push(`${path}: string without maxLength`);
  }
  if (isArrayType(node.type) && node.maxItems === undefined) problems.push(`${path}: array without maxItems`);
  // if/then/else branches are conditions on the object around them, not objects of their own.
  const isBranch = /\.(if|then|else)$/.test(path);
  // A map (step values by step key) is bounded instead: its keys by a pattern, its size by maxProperties.
  const isBoundedMap = node.propertyNames !== undefined && node.maxProperties !== undefined && !node.properties;
  if ((isObjectType(node.type) || node.properties) && !isBranch && !isBoundedMap && node.additionalProperties !== false)
    problems.push(`${path}: object without additionalProperties false`);
  const reference = node['x-admin-reference'];
  if (reference !== undefined && !resources.has(reference as string))
    problems.push(`${path}: x-admin-reference '${String(reference)}' names no schema's resource`);
  const widget = node['x-admin-widget'];
  if (widget !== undefined && !WIDGETS.includes(widget as string)) problems.push(`${path}: unknown x-admin-widget '${String(widget)}'`);
  for (const keyword of Object.keys(node)) {
    if (keyword.startsWith('x-admin-') && !(ADMIN_KEYWORDS as readonly string[]).includes(keyword)) problems.push(`${path}: unregistered keyword ${keyword}`);
  }
  return problems;
}

/** Problems of an entity's root annotations: every field they name must exist. */
function rootProblems(file: string, schema: SchemaNode, common: SchemaNode): string[] {
  const problems: string[] = [];
  const fields = propertiesOf(schema);
  const unknown = (label: string, list: unknown) => {
    if (!Array.isArray(list)) return problems.push(`${file}: ${label} is not a list`);
    for (const field of list) if (!(field in fields)) problems.push(`${file}: ${label} names unknown field '${String(field)}'`);
    if (new Set(list).size !== list.length) problems.push(`${file}: ${label} repeats a field`);
  };
  if (!FILE.test(file)) problems.push(`${file}: file name is not kebab-case <entity>.schema.json`);
  if (schema.$schema !== 'https://json-schema.org/draft/2020-12/schema') problems.push(`${file}: $schema is not draft 2020-12`);
  if (schema.$id !== `https://mapato.cd/schemas/${file}`) problems.push(`${file}: $id does not match the file name`);
  if (schema.type !== 'object') problems.push(`${file}: root type is not object`);
  if (typeof schema['x-admin-resource'] !== 'string' || !RESOURCE.test(schema['x-admin-resource']))
    problems.push(`${file}: x-admin-resource missing or not camelCase`);
  if (typeof schema['x-admin-route'] !== 'string' || !ROUTE.test(schema['x-admin-route']))
    problems.push(`${file}: x-admin-route missing or outside the route families`);
  if (!(ACCESS_LABELS as readonly unknown[]).includes(schema['x-admin-access']))
    problems.push(`${file}: x-admin-access '${String(schema['x-admin-access'])}' is not an access label`);
  if (typeof schema['x-admin-project-scoped'] !== 'boolean') problems.push(`${file}: x-admin-project-scoped must be said, true or false`);
  if (schema['x-admin-store'] !== undefined && schema['x-admin-store'] !== 'bespoke') problems.push(`${file}: x-admin-store may only be 'bespoke'`);
  const views = schema['x-admin-views'] as Record<string, unknown> | undefined;
  if (!views || typeof views !== 'object') problems.push(`${file}: x-admin-views missing`);
  else {
    for (const view of VIEWS) unknown(`x-admin-views.${view}`, views[view]);
    for (const view of Object.keys(views)) if (!VIEWS.includes(view)) problems.push(`${file}: unknown view '${view}'`);
  }
  unknown('x-admin-search', schema['x-admin-search']);
  unknown('x-admin-sortable', schema['x-admin-sortable']);
  for (const field of (schema['x-admin-sortable'] ?? []) as string[]) {
    const property = fields[field] && resolveNode(fields[field], common);
    if (property && (isObjectType(property.type) || isArrayType(property.type))) problems.push(`${file}: x-admin-sortable field '${field}' is not a scalar`);
  }
  const representation = schema['x-admin-representation'];
  if (typeof representation !== 'string') problems.push(`${file}: x-admin-representation missing`);
  else
    for (const [, field] of representation.matchAll(/\{(\w+)\}/g))
      if (!(field in fields)) problems.push(`${file}: x-admin-representation names unknown field '${field}'`);
  for (const field of (schema.required ?? []) as string[]) if (!(field in fields)) problems.push(`${file}: required names unknown field '${field}'`);
  return problems;
}

/** Every convention problem of a schema set; an empty list means the set follows schemas/README.md. */
export function conventionProblems({ common, entities }: SchemaSet): string[] {
  const problems: string[] = [];
  const resources = new Set(entities.map(({ schema }) => schema['x-admin-resource'] as string));
  const seen = (label: string, values: unknown[]) => {
    const repeated = values.filter((value, index) => values.indexOf(value) !== index);
    for (const value of new Set(repeated)) problems.push(`${label} '${String(value)}' is declared twice`);
  };
  seen(
    'resource',
    entities.map(({ schema }) => schema['x-admin-resource']),
  );
  seen(
    'route',
    entities.map(({ schema }) => schema['x-admin-route']),
  );
  walkSchema(common, 'common.schema.json', (node, path) => problems.push(...nodeProblems(node, path, resources)));
  for (const { file, schema } of entities) {
    problems.push(...rootProblems(file, schema, common));
    walkSchema(schema, file, (node, path) => problems.push(...nodeProblems(node, path, resources)));
  }
  return problems;
}

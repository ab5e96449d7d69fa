import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { EntityMeta, EntityView, JsonSchema } from '../../../domain/entity-meta';

/** Labels come from the i18n catalogue; the pure code only asks for them. */
export type Labeler = { field: (name: string) => string; subfield: (name: string) => string };

/** The fields of a view, in its order: unknown names and x-admin-hidden properties dropped. */
export function viewFields(entity: EntityMeta, view: EntityView, override?: readonly string[]): string[] {
  const { properties } = entity.inlined;
  return (override ?? entity.views[view]).filter((name) => name in properties && !properties[name]['x-admin-hidden']);
}

/** The sibling holding a phone field's country code: `<field>CountryCode`, else the citizen-style contactPhone1CountryCode. */
export function countryCodeField(field: string, properties: Record<string, JsonSchema>): string | undefined {
  if (`${field}CountryCode` in properties) return `${field}CountryCode`;
  return 'contactPhone1CountryCode' in properties && field !== 'contactPhone1CountryCode' ? 'contactPhone1CountryCode' : undefined;
}

const isType = (property: JsonSchema, type: string) => [property.type].flat().includes(type);

/** The rjsf widget or field a property is drawn with (schema-ui/README.md, "How a schema property becomes an input"). */
export function inputFor(property: JsonSchema): UiSchema {
  const widget = property['x-admin-widget'];
  if (widget === 'money') return { 'ui:field': 'money' };
  if (widget === 'address') return { 'ui:field': 'address' };
  if (widget === 'phone') return { 'ui:field': 'phone' };
  if (property['x-admin-reference']) return { 'ui:widget': widget === 'tree' ? 'tree' : 'reference' };
  if (widget === 'multiselect') return { 'ui:widget': 'multiselect' };
  if (widget === 'photo') return { 'ui:widget': 'photo' };
  if (widget === 'textarea') return { 'ui:widget': 'textarea' };
  if (widget === 'date' || property.format === 'date') return { 'ui:widget': 'date' };
  if (Array.isArray(property.enum) && isType(property, 'string')) return { 'ui:widget': 'enum' };
  return {};
}

/**
 * uiSchema of a nested object or array item: subfield labels and the same widget choice, all the
 * way down. `title` is the property's own label: each object of a list is headed with it and its
 * number ("Buildings 2"), where rjsf would write the raw key ("buildings-2").
 */
function nestedUi(property: JsonSchema, labels: Labeler, readonly: boolean, title?: string): UiSchema {
  const ui: UiSchema = { ...inputFor(property) };
  if (readonly || property['x-admin-readonly']) ui['ui:readonly'] = true;
  if (ui['ui:field']) return ui;
  if (property.properties) {
    for (const [name, child] of Object.entries(property.properties)) {
      if (child['x-admin-hidden']) ui[name] = { 'ui:widget': 'hidden' };
      else ui[name] = { 'ui:title': labels.subfield(name), ...nestedUi(child, labels, readonly, labels.subfield(name)) };
    }
  }
  if (property.items && isType(property, 'array') && ui['ui:widget'] !== 'multiselect') {
    const itemUi = nestedUi(property.items, labels, readonly);
    ui.items = property.items.properties && title ? (_item: unknown, index: number) => ({ ...itemUi, 'ui:title': `${title} ${index + 1}` }) : itemUi;
  }
  return ui;
}

export type ViewForm = { schema: RJSFSchema; uiSchema: UiSchema; fields: string[] };

/**
 * The inlined schema cut down to one view's fields (their order, their `required`), and the
 * uiSchema that draws each property: labels, widgets, read-only and hidden fields. Validation
 * keywords are untouched, so ajv judges exactly what the server judges.
 */
export function viewForm(entity: EntityMeta, view: EntityView, labels: Labeler, override?: readonly string[]): ViewForm {
  const { properties, required = [] } = entity.inlined;
  const shown = viewFields(entity, view, override);
  // The phone input edits its country code too: the code belongs to the form, its own input hidden.
  const codes = new Map<string, string>();
  for (const field of shown) {
    const code = properties[field]['x-admin-widget'] === 'phone' ? countryCodeField(field, properties) : undefined;
    if (code) codes.set(field, code);
  }
  const fields = [...new Set([...shown, ...codes.values()])];
  const picked: Record<string, JsonSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': [...fields, '*'], 'ui:submitButtonOptions': { norender: true } };
  for (const field of fields) {
    const { title: _title, description: _description, ...property } = properties[field];
    picked[field] = property;
    uiSchema[field] = { 'ui:title': labels.field(field), ...nestedUi(property, labels, false, labels.field(field)) };
  }
  for (const [field, code] of codes) {
    uiSchema[field] = { ...uiSchema[field], 'ui:options': { countryCodeField: code } };
    uiSchema[code] = { 'ui:widget': 'hidden' };
  }
  const schema: RJSFSchema = {
    type: 'object',
    additionalProperties: false,
    properties: picked as RJSFSchema['properties'],
    required: required.filter((name) => fields.includes(name)),
    ...conditionsWithin(entity.inlined, fields),
  };
  return { schema, uiSchema, fields };
}

/** Root if/then/else kept when every field they name is in the view (e.g. the user's role rule). */
function conditionsWithin(schema: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const keywords = ['if', 'then', 'else'].filter((k) => schema[k] !== undefined);
  const named = (node: unknown): string[] => {
    if (!node || typeof node !== 'object') return [];
    const { properties, required } = node as { properties?: Record<string, unknown>; required?: string[] };
    return [...Object.keys(properties ?? {}), ...(required ?? [])];
  };
  if (!keywords.length || !keywords.every((k) => named(schema[k]).every((f) => fields.includes(f)))) return {};
  return Object.fromEntries(keywords.map((k) => [k, schema[k]]));
}

/** The form's starting data: the record's values of the view's fields only (ajv refuses any other). */
export function initialData(record: Record<string, unknown> | undefined, fields: readonly string[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (!record) return data;
  for (const field of fields) if (record[field] !== undefined && record[field] !== null) data[field] = record[field];
  return data;
}

/**
 * What a save sends: PUT replaces the whole record, so the fields this view does not show are
 * carried over from the record; read-only and server fields are left to the server.
 */
export function submission(
  entity: EntityMeta,
  record: Record<string, unknown> | undefined,
  fields: readonly string[],
  data: Record<string, unknown>,
): Record<string, unknown> {
  const { properties } = entity.inlined;
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record ?? {})) {
    if (!(name in properties) || fields.includes(name) || properties[name]['x-admin-readonly'] || value === null || value === undefined) continue;
    kept[name] = value;
  }
  const own: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || !(name in properties) || properties[name]['x-admin-readonly']) continue;
    own[name] = value;
  }
  return { ...kept, ...own };
}

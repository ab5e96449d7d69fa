import type { ErrorObject } from 'ajv';
import type { RJSFSchema } from '@rjsf/utils';

const CONDITION = /^#\/(if|then|else)(\/|$)/;
const PROPERTY = /^#\/properties\/([^/]+)/;
const decode = (segment: string) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');

/** The top-level field a `#/properties/<field>/…` error is about, else undefined. */
const fieldOf = (error: ErrorObject) => {
  const match = PROPERTY.exec(error.schemaPath);
  return match ? decode(match[1]) : undefined;
};

/**
 * The errors Ajv gives for a form of some of an entity's fields, from the errors of the entity's
 * precompiled schema (every field, open to other properties; entity-form-schema.ts): those about
 * the form's own fields and the rules it keeps, its own additionalProperties errors, in the order
 * Ajv reports them for the form's schema (its fields in the form's order).
 */
export function subsetErrors(errors: readonly ErrorObject[], form: RJSFSchema, data: unknown): ErrorObject[] {
  const fields = Object.keys(form.properties ?? {});
  const position = new Map(fields.map((field, index) => [field, index]));
  const withConditions = form.if !== undefined;
  const kept = errors.filter((error) => {
    if (CONDITION.test(error.schemaPath)) return withConditions;
    if (error.schemaPath === '#/required') return position.has(String(error.params.missingProperty));
    const field = fieldOf(error);
    return field === undefined || position.has(field);
  });
  // Ajv checks the properties in the schema's order: the form's order, not the entity's.
  const slots = kept.flatMap((error, index) => (fieldOf(error) === undefined ? [] : [index]));
  const sorted = slots.map((index) => kept[index]).sort((a, b) => position.get(fieldOf(a)!)! - position.get(fieldOf(b)!)!);
  slots.forEach((slot, i) => (kept[slot] = sorted[i]));
  // Ajv checks `required` before `additionalProperties`, and both before the properties.
  const afterRequired = kept.filter((error) => error.schemaPath === '#/required').length;
  return [...kept.slice(0, afterRequired), ...extraPropertyErrors(form, data), ...kept.slice(afterRequired)];
}

/** A closed form (`additionalProperties: false`) refuses data it has no field for, as Ajv words it. */
function extraPropertyErrors(form: RJSFSchema, data: unknown): ErrorObject[] {
  if (form.additionalProperties !== false || !data || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.keys(data)
    .filter((key) => !Object.prototype.hasOwnProperty.call(form.properties ?? {}, key))
    .map((key) => ({
      instancePath: '',
      schemaPath: '#/additionalProperties',
      keyword: 'additionalProperties',
      params: { additionalProperty: key },
      message: 'must NOT have additional properties',
      schema: false,
      parentSchema: form,
      data,
    }));
}

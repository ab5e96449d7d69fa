import type { RJSFValidationError } from '@rjsf/utils';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const WITH_LIMIT = new Set(['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'maxItems', 'minItems']);
const FORMATS: Record<string, string> = { email: 'email', date: 'date' };

/**
 * The `x-admin-pattern-message` of the property a pattern error is about: the error's schemaPath
 * (`#/properties/plateNumber/pattern`) points into the form's schema, whose refs are inlined.
 */
export function patternMessageOf(schema: unknown, schemaPath: string | undefined): string | undefined {
  if (!schemaPath?.startsWith('#/')) return undefined;
  let node: unknown = schema;
  for (const part of schemaPath.slice(2).split('/').slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  const message = (node as Record<string, unknown> | undefined)?.['x-admin-pattern-message'];
  return typeof message === 'string' ? message : undefined;
}

/** The i18n key (and its parameters) for one ajv error; undefined keeps ajv's own English text. */
export function messageKey(
  error: Pick<RJSFValidationError, 'name' | 'params' | 'schemaPath'>,
  schema?: unknown,
): { key: string; options?: Record<string, unknown> } | undefined {
  const params = (error.params ?? {}) as Record<string, unknown>;
  // A format the schema names ('4 to 34 letters or digits') says more than 'Invalid format'.
  const patternMessage = error.name === 'pattern' ? patternMessageOf(schema, error.schemaPath) : undefined;
  if (patternMessage) return { key: patternMessage };
  if (error.name === 'required') return { key: 'schemaUi.errors.required' };
  if (error.name && WITH_LIMIT.has(error.name)) return { key: `schemaUi.errors.${error.name}`, options: { limit: params.limit } };
  if (error.name === 'format') return { key: `schemaUi.errors.${FORMATS[String(params.format)] ?? 'format'}` };
  if (error.name === 'type') {
    const type = String(params.type);
    return { key: `schemaUi.errors.${type === 'integer' || type === 'number' ? type : 'type'}` };
  }
  if (error.name === 'pattern' || error.name === 'enum' || error.name === 'uniqueItems') return { key: `schemaUi.errors.${error.name}` };
  return undefined;
}

/**
 * rjsf's transformErrors: ajv's messages in the user's language, through the i18n provider. A
 * phone's pattern error is dropped: the phone rule says it better ('Not valid mobile (#)').
 * `schema` is the form's schema, where pattern errors find the format they should name.
 */
export function translateErrors(translate: Translate, phoneFields: readonly string[] = [], schema?: unknown) {
  const phones = new Set(phoneFields.map((field) => `.${field}`));
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors
      .filter((error) => !(error.name === 'pattern' && phones.has(error.property ?? '')))
      .map((error) => {
        const found = messageKey(error, schema);
        if (!found) return error;
        const message = translate(found.key, found.options);
        return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
      });
}

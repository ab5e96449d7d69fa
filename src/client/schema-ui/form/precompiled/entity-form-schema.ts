import type { RJSFSchema } from '@rjsf/utils';
import type { EntityMeta } from '../../../../domain/entity-meta';
import { viewForm, type Labeler } from '../form-schema';

/** The schema of a form does not depend on its labels (they live in the uiSchema). */
const NO_LABELS: Labeler = { field: (name) => name, subfield: (name) => name };

/** Every field a form of the entity may show (hidden ones never are), in the schema's order. */
export const formFieldsOf = (entity: EntityMeta): string[] => Object.keys(entity.inlined.properties);

/** The schema a form of these fields validates with: exactly what SchemaForm gives rjsf. */
export const formSchemaOf = (entity: EntityMeta, fields: readonly string[]): RJSFSchema => viewForm(entity, 'edit', NO_LABELS, fields).schema;

/**
 * The one schema precompiled per entity: its form with every field, without
 * `additionalProperties: false`. Every form of the entity (create, edit, or a screen's own subset
 * of fields) validates with it, keeping only the errors about its own fields and adding its own
 * additionalProperties errors (form-subset.ts), so one validator serves every subset.
 */
export function precompiledSchemaOf(entity: EntityMeta): RJSFSchema {
  const { additionalProperties: _closed, ...open } = formSchemaOf(entity, formFieldsOf(entity));
  return open;
}

/**
 * The Ajv setup of the server (src/server/plugins/validation.ts) on top of rjsf's own
 * (allErrors, verbose, ajv-formats): draft 2020-12, strict mode, union types, x-admin- annotations.
 */
export const FORM_AJV_OPTIONS = { strict: true, allowUnionTypes: true } as const;

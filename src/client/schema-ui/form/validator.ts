import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import { deepEquals, hashForSchema } from '@rjsf/utils';
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import { validatorsByEntity } from 'virtual:form-validators';
import type { EntityMeta } from '../../../domain/entity-meta';
import { ENTITIES } from '../entity-registry';
import { formSchemaOf, precompiledSchemaOf } from './precompiled/entity-form-schema';
import { subsetErrors } from './precompiled/form-subset';

type FormValidators = { validate: CompiledValidateFunction; byHash: Record<string, CompiledValidateFunction> };

const withoutConditions = ({ if: _if, then: _then, else: _else, ...rest }: RJSFSchema) => rest;

/** The entity a form's schema belongs to: the one whose form of these fields is this schema (its conditions resolved or not). */
function entityOfForm(schema: RJSFSchema): EntityMeta | undefined {
  const fields = Object.keys(schema.properties ?? {});
  return ENTITIES.find((entity) => {
    if (!fields.every((field) => field in entity.inlined.properties)) return false;
    const own = formSchemaOf(entity, fields);
    return schema.if === undefined ? deepEquals(withoutConditions(schema), withoutConditions(own)) : deepEquals(schema, own);
  });
}

const ofEntity = new Map<string, FormValidators>();
function entityValidators(entity: EntityMeta): FormValidators {
  const known = ofEntity.get(entity.resource);
  if (known) return known;
  const byHash = validatorsByEntity[entity.resource] ?? {};
  const validate = byHash[hashForSchema(precompiledSchemaOf(entity))];
  if (!validate) throw new Error(`The precompiled validators of ${entity.resource} are not those of its schema: rebuild.`);
  ofEntity.set(entity.resource, { validate, byHash });
  return { validate, byHash };
}

// Live validation hands over a new (resolved) schema object at each change: found again by content.
const ofSchema = new WeakMap<RJSFSchema, FormValidators>();
function validatorsOf(schema: RJSFSchema): FormValidators {
  const known = ofSchema.get(schema);
  if (known) return known;
  const entity = entityOfForm(schema);
  if (!entity) throw new Error('No precompiled validator for this form: its schema is not a form of an entity of schemas/ (viewForm).');
  const validators = entityValidators(entity);
  ofSchema.set(schema, validators);
  return validators;
}

/**
 * rjsf's validator for every SchemaForm, with no schema compiled in the browser (the CSP has no
 * 'unsafe-eval'): each entity's validators were compiled from schemas/ at build time with the
 * server's Ajv setup (precompiled/compile-form-validators.ts). A form of some of an entity's
 * fields is judged by the entity's validator, keeping what Ajv says about that form
 * (precompiled/form-subset.ts), so the same schema passes or fails the same data on both sides.
 */
export const schemaValidator: ValidatorType<unknown, RJSFSchema> = {
  rawValidation<Result = ErrorObject>(schema: RJSFSchema, formData?: unknown) {
    const { validate } = validatorsOf(schema);
    validate(formData);
    const errors = subsetErrors(validate.errors ?? [], schema, formData);
    validate.errors = null;
    return { errors: errors.length ? (errors as Result[]) : undefined };
  },
  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator<unknown, RJSFSchema>,
    transformErrors?: ErrorTransformer<unknown, RJSFSchema>,
    uiSchema?: UiSchema<unknown, RJSFSchema>,
  ): ValidationData<unknown> {
    const raw = schemaValidator.rawValidation<ErrorObject>(schema, formData);
    return processRawValidationErrors(schemaValidator, raw, formData, schema, customValidate, transformErrors, uiSchema);
  },
  /** A condition or an option rjsf tests on its own: found by its hash among the entity's. */
  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema) {
    const validate = validatorsOf(rootSchema).byHash[schema.$id ?? hashForSchema(schema)];
    return validate ? validate(formData) === true : false;
  },
};

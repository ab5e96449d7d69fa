import Ajv2020 from 'ajv/dist/2020';
import type { AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { registerAdminKeywords } from '../../domain/schema-keywords';

/**
 * Two Ajv instances: bodies are validated without type coercion (a number where a string is
 * expected is a 400, not silently accepted); params and query strings coerce, as HTTP sends text.
 */
export function createValidators() {
  // allErrors on bodies so a form learns of every bad field at once; bodies are size-bounded.
  // verbose puts the failing property's schema on each error, where a pattern finds the format
  // its message names (x-admin-pattern-message); it costs nothing while the data is valid.
  const make = (coerceTypes: boolean | 'array', allErrors: boolean) => {
    const ajv = new Ajv2020({ coerceTypes, useDefaults: true, removeAdditional: false, allErrors, strict: true, allowUnionTypes: true, verbose: true });
    addFormats(ajv);
    return registerAdminKeywords(ajv);
  };
  return { body: make(false, true), other: make('array', false) };
}

export type Validators = ReturnType<typeof createValidators>;

export function installValidation(app: FastifyInstance, validators: Validators) {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? validators.body : validators.other;
    return ajv.compile(schema as AnySchema);
  });
}

/** A schema shared by $id: known to both validators and to the OpenAPI document. */
export function addSharedSchema(app: FastifyInstance, validators: Validators, schema: AnySchema & { $id: string }) {
  validators.body.addSchema(schema);
  validators.other.addSchema(schema);
  app.addSchema(schema);
}

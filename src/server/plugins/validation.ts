import Ajv2020 from 'ajv/dist/2020';
import type { AnySchema, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
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

/** Each app's validators and serializers not compiled yet (see lazyValidator, lazySerializers). */
const uncompiled = new WeakMap<FastifyInstance, Set<() => void>>();

/** The schemas an app defers: made before the app, since its serializers are chosen in Fastify's options. */
export function deferredSchemas() {
  const waiting = new Set<() => void>();
  return { waiting, fastifyOptions: { schemaController: { compilersFactory: { buildSerializer: lazySerializers(waiting) } } } satisfies FastifyServerOptions };
}

export function installValidation(app: FastifyInstance, validators: Validators, deferred = deferredSchemas()) {
  const { waiting } = deferred;
  uncompiled.set(app, waiting);
  app.setValidatorCompiler(({ schema, httpPart }) => lazyValidator(httpPart === 'body' ? validators.body : validators.other, schema as AnySchema, waiting));
}

/**
 * Response serializers, as Fastify's own (shared schemas included), generated at a route's first
 * answer rather than at start: generating them for every route was a quarter of a restart.
 */
function lazySerializers(waiting: Set<() => void>) {
  const fastifys = SerializerSelector();
  return (...factoryArgs: Parameters<ReturnType<typeof SerializerSelector>>) => {
    const build = fastifys(...factoryArgs);
    return (route: Parameters<typeof build>[0]) => {
      let compiled: ((data: unknown) => string) | undefined;
      const compile = () => {
        compiled ??= build(route);
        waiting.delete(compile);
        return compiled;
      };
      waiting.add(compile);
      return (data: unknown) => compile()(data);
    };
  };
}

/**
 * Compiles each route's schemas at the route's first request rather than at start: Ajv generating
 * code for several hundred routes was the largest part of a restart and of an idle server's
 * memory, and most routes are never called between two restarts. Fastify reads the result's
 * `errors` after a failed call, and passes the parent data (so that Ajv may replace a coerced root
 * value) when the function has a `schemaEnv`, as Ajv's own do.
 */
function lazyValidator(ajv: Ajv2020, schema: AnySchema, waiting: Set<() => void>) {
  let compiled: ValidateFunction | undefined;
  const compile = () => {
    compiled ??= ajv.compile(schema);
    waiting.delete(compile);
    return compiled;
  };
  waiting.add(compile);
  const validate = (data: unknown, dataContext?: Parameters<ValidateFunction>[1]) => {
    const check = compile();
    const valid = check(data, dataContext);
    validate.errors = check.errors;
    return valid;
  };
  validate.errors = null as ValidateFunction['errors'];
  validate.schemaEnv = true;
  return validate;
}

/** Compiles every schema of the app's routes now, so that a test finds one Ajv refuses without calling its route. */
export function compileEverySchema(app: FastifyInstance): number {
  const waiting = [...(uncompiled.get(app) ?? [])];
  for (const compile of waiting) compile();
  return waiting.length;
}

/** A schema shared by $id: known to both validators and to the OpenAPI document. */
export function addSharedSchema(app: FastifyInstance, validators: Validators, schema: AnySchema & { $id: string }) {
  validators.body.addSchema(schema);
  validators.other.addSchema(schema);
  app.addSchema(schema);
}

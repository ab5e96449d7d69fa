import { fileURLToPath } from 'node:url';
import type Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import type { EntityMeta } from '../../../../domain/entity-meta';
import { loadEntities } from '../../../../server/services/records/entity-registry';
import { registerAdminKeywords } from '../../../../domain/schema-keywords';
import { FORM_AJV_OPTIONS, precompiledSchemaOf } from './entity-form-schema';
import { AJV_RUNTIME_MODULES } from './ajv-runtime-names';

/**
 * Build time only (vite.config.ts serves it as `virtual:form-validators`): the JavaScript of every entity's form validators, so the
 * browser validates forms without compiling anything (no `new Function`, no CSP 'unsafe-eval').
 *
 * Per entity, the schema of its form with every field and each sub-schema rjsf may test on its own
 * (conditions, options: rjsf's schemaParser finds them) are compiled by Ajv with the options the
 * runtime validator had, keyed by rjsf's hash of the schema. A sub-schema strict Ajv refuses
 * alone (the user's `if`, which names no type) gets a function that always answers false, which
 * is what the runtime validator answered after failing to compile it.
 */
export function formValidatorsSource(): string {
  return formValidatorsModule(loadEntities(), fileURLToPath(new URL('./ajv-runtime.ts', import.meta.url)));
}

export function formValidatorsModule(entities: readonly EntityMeta[], runtimeModule: string): string {
  const parts = [...entities]
    .sort((a, b) => a.resource.localeCompare(b.resource))
    .map((entity) => `  ${JSON.stringify(entity.resource)}: (() => {\n${entityCode(entity)}\n  return exports;\n  })(),`);
  return [
    '// Generated at build time by compile-form-validators.ts: do not edit.',
    `import { requireAjvRuntime as require } from ${JSON.stringify(runtimeModule)};`,
    'const NEVER_VALID = () => false;',
    'export const validatorsByEntity = {',
    ...parts,
    '};',
    '',
  ].join('\n');
}

function newAjv(): Ajv {
  const ajv = createAjvInstance(
    undefined,
    undefined,
    { ...FORM_AJV_OPTIONS, code: { source: true, lines: false } },
    undefined,
    Ajv2020 as unknown as typeof Ajv,
  );
  return registerAdminKeywords(ajv);
}

function entityCode(entity: EntityMeta): string {
  const schemas = schemaParser(precompiledSchemaOf(entity)) as Record<string, RJSFSchema>;
  const ajv = newAjv();
  const compiled: Record<string, string> = {};
  const refused: string[] = [];
  for (const key of Object.keys(schemas).sort()) {
    const { $id: _id, ...schema } = schemas[key];
    try {
      // Each compiled on its own (none refers to another), as rjsf's runtime validator did.
      ajv.addSchema(schema, key).getSchema(key);
      compiled[key] = key;
    } catch {
      ajv.removeSchema(key);
      refused.push(key);
    }
  }
  const code = standaloneCode(ajv, compiled);
  for (const [, name] of code.matchAll(/require\("([^"]+)"\)/g)) {
    if (!AJV_RUNTIME_MODULES.includes(name)) throw new Error(`${entity.resource}: the precompiled validators need ${name}; add it to ajv-runtime.ts`);
  }
  const never = refused.map((key) => `exports[${JSON.stringify(key)}] = NEVER_VALID;`);
  return ['const exports = {};', code.replace(/^"use strict";/, ''), ...never].join('\n');
}

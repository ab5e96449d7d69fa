declare module 'virtual:form-validators' {
  import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';
  /** Per entity resource, its precompiled validate functions by rjsf's schema hash (compile-form-validators.ts). */
  export const validatorsByEntity: Record<string, Record<string, CompiledValidateFunction>>;
}

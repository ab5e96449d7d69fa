/** The Ajv helper modules precompiled validators may `require` (ajv-runtime.ts provides them). */
export const AJV_RUNTIME_MODULES: readonly string[] = ['ajv/dist/runtime/ucs2length', 'ajv/dist/runtime/equal', 'ajv-formats/dist/formats'];

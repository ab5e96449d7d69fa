import ucs2length from 'ajv/dist/runtime/ucs2length';
import equal from 'ajv/dist/runtime/equal';
import { fullFormats } from 'ajv-formats/dist/formats';

/** A CommonJS module's function, whichever way the bundler hands over its `default`. */
const unwrap = <F>(module: F | { default: F }): F => (typeof module === 'function' ? module : (module as { default: F }).default);

/**
 * What Ajv's standalone code `require`s, as ES imports: string length in code points, deep
 * equality and ajv-formats' checks. None of them compiles code. Names listed in ajv-runtime-names.ts.
 */
const MODULES: Record<string, unknown> = {
  'ajv/dist/runtime/ucs2length': { default: unwrap(ucs2length) },
  'ajv/dist/runtime/equal': { default: unwrap(equal) },
  'ajv-formats/dist/formats': { fullFormats },
};

export function requireAjvRuntime(name: string): unknown {
  const found = MODULES[name];
  if (!found) throw new Error(`precompiled validators: no runtime module ${name}`);
  return found;
}

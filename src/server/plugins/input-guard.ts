import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../app-error';

/** Deeper than any form of the product nests; deeper bodies are refused before validation walks them. */
export const MAX_NESTING = 16;

/**
 * PostgreSQL text cannot hold NUL, and an unpaired UTF-16 surrogate cannot be encoded as UTF-8:
 * either would fail in the database as a 500. Such text is never a person's input, so it is
 * refused up front, in keys as well as values.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const badText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path of the first bad string or over-deep node, or undefined; iterative, so depth cannot overflow the stack. */
function findBadInput(root: unknown): { field: string; tooDeep: boolean } | undefined {
  const stack: [value: unknown, path: string, depth: number][] = [[root, '', 0]];
  while (stack.length) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (badText(value)) return { field: path || '(value)', tooDeep: false };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_NESTING) return { field: path, tooDeep: true };
    for (const [name, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${name}` : name;
      if (badText(name)) return { field: childPath, tooDeep: false };
      stack.push([child, childPath, depth + 1]);
    }
  }
  return undefined;
}

/**
 * Refuses a value holding NUL, an unpaired surrogate or over-deep nesting. `where` names the value
 * in the message when it is one field (a list's `filter`, decoded from the query string).
 */
export function assertCleanValue(value: unknown, where = '') {
  const bad = findBadInput(value);
  if (!bad) return;
  if (bad.tooDeep) throw badRequest('TOO_DEEP', 'tooDeep');
  const field = where && bad.field !== '(value)' ? `${where}.${bad.field}` : where || bad.field;
  throw badRequest('INVALID_TEXT', 'invalidText', { field }, [{ field, message: 'invalid text' }]);
}

export function assertCleanInput(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) assertCleanValue(part);
}

export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => assertCleanInput(request));
}

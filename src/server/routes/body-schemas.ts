/** Small JSON Schema builders for route bodies: every string has a length limit, no extra fields. */
export const str = (maxLength = 200, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
export const nonEmpty = (maxLength = 200) => str(maxLength, 1);
export const key = () => ({ type: 'string', minLength: 1, maxLength: 64 }) as const;

export function object<P extends Record<string, unknown>>(properties: P, required: (keyof P & string)[] = []) {
  return { type: 'object', additionalProperties: false, properties, required } as const;
}

export const keyParams = object({ key: key() }, ['key']);

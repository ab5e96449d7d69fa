import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../types';

/**
 * Server errors ({ field: 'address.cityKey', message }) as rjsf's nested error schema, so each
 * message shows under its input. Errors on unknown or whole-body fields are returned apart.
 */
export function toErrorSchema(errors: readonly FieldError[], fields: readonly string[]): { schema: ErrorSchema; general: string[] } {
  const schema: Record<string, unknown> = {};
  const general: string[] = [];
  for (const { field, message } of errors) {
    const path = field.split('.').filter(Boolean);
    if (!path.length || !fields.includes(path[0])) {
      general.push(field && field !== '(body)' ? `${field}: ${message}` : message);
      continue;
    }
    let node = schema;
    for (const part of path) node = (node[part] ??= {}) as Record<string, unknown>;
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
  }
  return { schema: schema as ErrorSchema, general };
}

/** The 400 `details` or 422 message of a failed save, as react-admin's HttpError carries them. */
export function failureOf(error: unknown): { details: FieldError[]; message?: string; stale: boolean } {
  const failure = error as { status?: number; body?: { details?: unknown; responseMessage?: string } } | undefined;
  const body = failure?.body;
  const details = Array.isArray(body?.details) ? (body.details as FieldError[]).filter((d) => typeof d?.message === 'string') : [];
  const message = body?.responseMessage ?? (error instanceof Error ? error.message : undefined);
  // 412: the record changed on the server since the form read it; only a reload can help.
  return { details, message, stale: failure?.status === 412 };
}

/** What must not reach a log line from an error or a message text. */

/** Error fields worth a log line; a query's parameters and PostgreSQL's `detail` ("Key (name)=(…)") are not among them. */
const ERROR_FIELDS = ['code', 'statusCode', 'errorCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/** drizzle's failed query reads "Failed query: …\nparams: a,b,c": the values go, the statement stays. */
export const withoutQueryParams = (text: string): string => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]');

export type LoggedError = { type: string; message: string; stack: string; cause?: LoggedError; [field: string]: unknown };

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutQueryParams(String(error)), stack: '' };
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: withoutQueryParams(error.message),
    stack: withoutQueryParams(error.stack ?? ''),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of ERROR_FIELDS) if (typeof fields[field] === 'string' || typeof fields[field] === 'number') logged[field] = fields[field];
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/**
 * A message text as a log may show it: every link keeps its address and path but loses its query
 * (a password reset link's token, a document check's token), so the log opens no account.
 */
export const withoutLinkSecrets = (text: string): string => text.replace(/(https?:\/\/[^\s?#]+)[?#]\S*/g, '$1?[redacted]');

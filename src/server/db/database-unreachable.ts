/** What a client is told to wait (Retry-After) while the database cannot be reached: a restart takes seconds. */
export const DATABASE_UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * SQLSTATEs of a database that is going away or not there yet: connection exceptions (class 08),
 * a backend terminated by an administrator or a shutdown (57P01, 57P02), a server starting up,
 * shutting down or in recovery (57P03), and no connection slot left (53300).
 */
const UNREACHABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** The socket's own failures: refused, reset, timed out, no route, name not resolved. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/** node-postgres reports a dropped or unopenable connection by message only. */
const NODE_POSTGRES_MESSAGES = /^(Connection terminated|Client has encountered a connection error|timeout expired|timeout exceeded when trying to connect)/;

type Failure = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/**
 * Whether a failure means the database could not be reached, rather than something about the
 * request: the caller should try again shortly (503), and the process carries on. drizzle wraps
 * the driver's error as `cause`; a connection to a host with several addresses fails with an
 * AggregateError of each attempt.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const failure = error as Failure;
  if (typeof failure.code === 'string' && (UNREACHABLE_STATES.test(failure.code) || NETWORK_CODES.has(failure.code))) return true;
  if (typeof failure.message === 'string' && NODE_POSTGRES_MESSAGES.test(failure.message)) return true;
  if (Array.isArray(failure.errors) && failure.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(failure.cause, depth + 1);
}

/**
 * What a log line says of such a failure: the driver's own words ("Connection terminated
 * unexpectedly", "connect ECONNREFUSED …"), never drizzle's wrapper, whose message carries the
 * query's parameters (names, phone numbers).
 */
export function unreachableReason(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause instanceof Error; depth += 1) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

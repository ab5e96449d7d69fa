import { AppError, type ErrorKey } from '../app-error';
import { DATABASE_UNAVAILABLE_RETRY_SECONDS, isDatabaseUnreachable } from './database-unreachable';

/**
 * What a constraint says to a person: a unique index named here answers its own message; any
 * other one a generic "already exists". Record-store unique indexes are named
 * `records_unique_<resource>_<field>` (see services/records/ensure-record-indexes.ts).
 */
const UNIQUE_MESSAGES: Record<string, [code: string, key: ErrorKey]> = {
  users_user_name_lower_idx: ['USER_NAME_TAKEN', 'userNameTaken'],
  roles_name_lower_idx: ['ROLE_NAME_TAKEN', 'roleNameTaken'],
  projects_name_lower_idx: ['PROJECT_NAME_TAKEN', 'projectNameTaken'],
  // Two administrators adding the same user to a project at once: the second learns it is done.
  project_members_project_key_user_key_pk: ['USER_ALREADY_ADDED', 'userAlreadyAdded'],
};

/** What a request cancelled by the statement timeout tells the caller to wait (Retry-After). */
export const QUERY_TIMEOUT_RETRY_SECONDS = 30;

type PgError = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };

/** node-postgres and PGlite put the SQLSTATE on the error; drizzle wraps it as `cause`. */
function sqlStateOf(error: unknown): PgError | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const candidate = current as PgError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

const uniqueField = (constraint: string) => /^records_unique_\w+?_(\w+)$/.exec(constraint)?.[1];

/**
 * The one mapping of database failures that are the caller's doing (a duplicate, a dangling
 * reference, a value out of range, a lost race) to a 4xx, and of a database that cannot be
 * reached to a 503. Anything else stays a 500.
 */
export function fromDatabaseError(error: unknown): AppError | undefined {
  // The database restarting, failing over or cut off: nothing is the caller's fault; they may try again.
  if (isDatabaseUnreachable(error)) return new AppError(503, 'DATABASE_UNAVAILABLE', 'databaseUnavailable', { seconds: DATABASE_UNAVAILABLE_RETRY_SECONDS });
  const pg = sqlStateOf(error);
  if (!pg?.code) return undefined;
  const constraint = pg.constraint ?? pg.constraint_name ?? '';
  switch (pg.code) {
    case '23505': {
      const known = Object.prototype.hasOwnProperty.call(UNIQUE_MESSAGES, constraint) ? UNIQUE_MESSAGES[constraint] : undefined;
      if (known) return new AppError(409, known[0], known[1]);
      const field = uniqueField(constraint);
      return new AppError(409, 'DUPLICATE', 'duplicateValue', { field: field ?? '' }, field ? [{ field, message: 'duplicate' }] : []);
    }
    case '23503':
      return new AppError(409, 'REFERENCE_CONFLICT', 'referenceConflict');
    case '23502':
    case '23514':
      return new AppError(422, 'CONSTRAINT_BROKEN', 'constraintBroken');
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22021':
    case '22P02':
    case '22P05':
    case '54000':
      return new AppError(400, 'INVALID_VALUE', 'invalidValue');
    // Serialization failures and deadlocks: someone else's change won; the caller may try again.
    case '40001':
    case '40P01':
    case '55P03':
      return new AppError(409, 'CONCURRENT_CHANGE', 'concurrentChange');
    // Cancelled by statement_timeout: the server protecting itself from one heavy request, not a fault.
    case '57014':
      return new AppError(503, 'QUERY_TIMEOUT', 'queryTimeout', { seconds: QUERY_TIMEOUT_RETRY_SECONDS });
    default:
      return undefined;
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How long one SQL statement may run before PostgreSQL cancels it (SQLSTATE 57014). A screen
 * answers in well under a second, so its statements get seconds; an export or a report reads a
 * year of figures and gets minutes. A cancelled statement frees its connection, so one caller
 * cannot hold the pool with a query that never ends.
 */
export type StatementTimeouts = { screenMs: number; longMs: number };
/** A request is a screen's or a long one's; anything else (migrations, scheduled jobs) runs unbounded. */
export type StatementKind = 'screen' | 'long' | 'background';

export const DEFAULT_STATEMENT_TIMEOUTS: StatementTimeouts = { screenMs: 5_000, longMs: 120_000 };

/** STATEMENT_TIMEOUT_MS and LONG_STATEMENT_TIMEOUT_MS: whole milliseconds from 100 to one hour. */
export function readStatementTimeouts(env: NodeJS.ProcessEnv = process.env): StatementTimeouts {
  const parse = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 100 || parsed > 3_600_000)
      throw new Error(`${name} must be whole milliseconds from 100 to 3600000, not "${value}"`);
    return parsed;
  };
  return {
    screenMs: parse('STATEMENT_TIMEOUT_MS', DEFAULT_STATEMENT_TIMEOUTS.screenMs),
    longMs: parse('LONG_STATEMENT_TIMEOUT_MS', DEFAULT_STATEMENT_TIMEOUTS.longMs),
  };
}

const kindOfWork = new AsyncLocalStorage<StatementKind>();

/** Runs `work` (the rest of a request, hooks and handler) with its statements under that kind's timeout. */
export const withStatementKind = <T>(kind: 'screen' | 'long', work: () => T): T => kindOfWork.run(kind, work);

/** The timeout (ms, 0 for none) of the statements the running code issues. */
export function currentStatementTimeout(timeouts: StatementTimeouts): number {
  const kind = kindOfWork.getStore() ?? 'background';
  return kind === 'background' ? 0 : kind === 'long' ? timeouts.longMs : timeouts.screenMs;
}

import { writeSync } from 'node:fs';

/**
 * Crash injection for the resilience tests, never for an installation: MAPATO_FAULT_AT=<step>
 * makes this process kill itself with SIGKILL (nothing runs after it: no handler, no flush, no
 * rollback sent) the first time a request reaches that step, as a power cut or `kill -9` would.
 * Read once, and only when NODE_ENV is not production; a production start with it set is refused
 * (production-check.ts), so a stray variable is seen rather than silently ignored.
 */
export const FAULT_STEPS = [
  /** The Idempotency-Key row is inserted, in the posting's transaction. */
  'key-taken',
  /** The notes are locked FOR UPDATE and checked; nothing written yet. */
  'notes-locked',
  /** The receipt number is taken (the project's counter row locked and incremented). */
  'receipt-numbered',
  /** The ledger rows, revenue shares, notes' paid amounts and 'paid' events are written (one statement). */
  'ledger-written',
  /** The answer is stored on the key row; the commit is next. */
  'answer-stored',
  /** Committed, the answer not yet sent. */
  'committed',
  /** A business refusal rolled the posting back; the refusal is not stored yet. */
  'refusal-rolled-back',
] as const;

export type FaultStep = (typeof FAULT_STEPS)[number];

const armedAt = process.env.NODE_ENV === 'production' ? undefined : process.env.MAPATO_FAULT_AT;

/** Dies here when the tests armed this step; does nothing otherwise. */
export function crashPoint(step: FaultStep): void {
  if (step !== armedAt) return;
  writeSync(2, `MAPATO_FAULT_AT=${step}: killing process ${process.pid}\n`);
  process.kill(process.pid, 'SIGKILL');
}

/** A production start refuses the hook outright (see production-check.ts). */
export function faultInjectionProblems(env: NodeJS.ProcessEnv): string[] {
  return env.MAPATO_FAULT_AT
    ? [`MAPATO_FAULT_AT=${env.MAPATO_FAULT_AT} is a crash hook for tests (it kills the server with SIGKILL mid-posting): unset it.`]
    : [];
}

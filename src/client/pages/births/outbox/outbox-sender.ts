import type { BirthDeclaration } from '../../../../domain/health-birth-rules';
import { entriesOf, type OutboxEntry, type OutboxStore } from './outbox-store';

/** The first retry comes after this; each failure doubles it, up to the ceiling. */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 5 * 60_000;

export const retryDelayMs = (attempts: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/** What the send of one entry answered: an HTTP status (0 when the network failed) and a message. */
export type SendFailure = { status: number; message: string };
export type SendBirth = (draft: BirthDeclaration, idempotencyKey: string) => Promise<unknown>;

/**
 * Whether a failure is the server's answer about the declaration (the registrar must correct it)
 * or a passing trouble (no network, a server restarting, a session to renew): the entry then
 * waits and is sent again later, under the same key.
 */
export const isRefusal = (failure: SendFailure) =>
  failure.status >= 400 && failure.status < 500 && failure.status !== 401 && failure.status !== 408 && failure.status !== 429;

const failureOf = (error: unknown): SendFailure => {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  return { status: typeof status === 'number' ? status : 0, message: typeof message === 'string' ? message : '' };
};

export type FlushResult = { sent: string[]; refused: string[]; waiting: string[] };

/**
 * Sends the user's waiting entries of one project that are due, one after the other. A sent
 * entry leaves the outbox; a refused one stays, marked with the server's message, until the
 * registrar corrects it; a passing failure puts it back to wait with a longer delay, and stops
 * the round (the network is likely gone for the others too).
 */
export async function flushOutbox(options: {
  store: OutboxStore;
  userKey: string;
  projectKey: string;
  send: SendBirth;
  now?: () => number;
  onChange?: () => void;
  /** The network just came back, or a person asked: every waiting entry goes, whatever its backoff. */
  force?: boolean;
}): Promise<FlushResult> {
  const { store, send, onChange } = options;
  const now = options.now ?? Date.now;
  const result: FlushResult = { sent: [], refused: [], waiting: [] };
  for (const entry of await entriesOf(store, options.userKey, options.projectKey)) {
    if (entry.status === 'refused') continue;
    if (entry.status === 'waiting' && !options.force && entry.nextAttemptAt > now()) {
      result.waiting.push(entry.key);
      continue;
    }
    const sending: OutboxEntry = { ...entry, status: 'sending', attempts: entry.attempts + 1 };
    await store.put(sending);
    onChange?.();
    try {
      await send(entry.draft, entry.key);
      await store.remove(entry.key);
      result.sent.push(entry.key);
      onChange?.();
    } catch (error) {
      const failure = failureOf(error);
      if (isRefusal(failure)) {
        await store.put({ ...sending, status: 'refused', refusal: failure });
        result.refused.push(entry.key);
        onChange?.();
        continue;
      }
      await store.put({ ...sending, status: 'waiting', nextAttemptAt: now() + retryDelayMs(sending.attempts) });
      result.waiting.push(entry.key);
      onChange?.();
      break;
    }
  }
  return result;
}

/**
 * An entry saved (first time or after a correction): waiting, due now, its refusal forgotten.
 * The key stays the one made at the first save.
 */
export function savedEntry(
  draft: BirthDeclaration,
  ids: { key: string; userKey: string; projectKey: string },
  previous?: OutboxEntry,
  now = new Date(),
): OutboxEntry {
  return {
    ...ids,
    draft,
    status: 'waiting',
    savedAt: previous?.savedAt ?? now.toISOString(),
    attempts: previous?.attempts ?? 0,
    nextAttemptAt: 0,
  };
}

/** Entries left 'sending' by a page closed mid-send go back to waiting: the key makes a resend safe. */
export async function recoverInterrupted(store: OutboxStore): Promise<void> {
  for (const entry of await store.all()) if (entry.status === 'sending') await store.put({ ...entry, status: 'waiting', nextAttemptAt: 0 });
}

/** When the next waiting entry is due, for the retry timer; undefined when none waits. */
export function nextDueAt(entries: OutboxEntry[]): number | undefined {
  const due = entries.filter((entry) => entry.status === 'waiting').map((entry) => entry.nextAttemptAt);
  return due.length ? Math.min(...due) : undefined;
}

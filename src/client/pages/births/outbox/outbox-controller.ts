import type { BirthDeclaration } from '../../../../domain/health-birth-rules';
import { flushOutbox, nextDueAt, recoverInterrupted, savedEntry, type FlushResult, type SendBirth } from './outbox-sender';
import { entriesOf, type OutboxEntry, type OutboxStore } from './outbox-store';

type Identity = () => { userKey?: string; projectKey?: string };

/**
 * The outbox of one browser tab: entries shown to the screens, a send round on demand, when the
 * network comes back (the `online` event) and when a retry falls due. One round at a time: a
 * round asked for during another runs right after it, so nothing is sent twice concurrently.
 */
export function createOutboxController(deps: { store: OutboxStore; send: SendBirth; identity: Identity; onSent?: (result: FlushResult) => void }) {
  const { store, send, identity } = deps;
  const listeners = new Set<() => void>();
  let entries: OutboxEntry[] = [];
  let running: Promise<void> | undefined;
  let again = false;
  let forceNext = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let started = false;

  const notify = () => listeners.forEach((listener) => listener());
  async function reload() {
    const { userKey, projectKey } = identity();
    entries = userKey && projectKey ? await entriesOf(store, userKey, projectKey) : [];
    notify();
  }
  function scheduleRetry() {
    clearTimeout(retryTimer);
    const due = nextDueAt(entries);
    if (due === undefined) return;
    retryTimer = setTimeout(() => void flush(false), Math.max(0, due - Date.now()));
  }

  async function round(force: boolean) {
    const { userKey, projectKey } = identity();
    if (!userKey || !projectKey) return;
    const result = await flushOutbox({ store, userKey, projectKey, send, force, onChange: () => void reload() });
    await reload();
    if (result.sent.length || result.refused.length) deps.onSent?.(result);
    scheduleRetry();
  }

  /** A round; `force` (the default: the network is back, a page loaded, a person asked) ignores the backoff. */
  function flush(force = true): Promise<void> {
    if (running) {
      again = true;
      forceNext ||= force;
      return running.then(() => running);
    }
    running = round(force)
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        if (again) {
          const forced = forceNext;
          again = false;
          forceNext = false;
          void flush(forced);
        }
      });
    return running;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    entries: () => entries,
    /** At page load: entries a closed tab left mid-send wait again, then a round. */
    async start() {
      if (started) return reload();
      started = true;
      window.addEventListener('online', () => void flush());
      await recoverInterrupted(store);
      await reload();
      if (navigator.onLine) await flush();
    },
    flush: (force = true) => flush(force),
    reload,
    /** Saves a declaration in the outbox (a new one, or a correction of a refused one) and tries to send it. */
    async save(draft: BirthDeclaration, key: string) {
      const { userKey, projectKey } = identity();
      if (!userKey || !projectKey) throw new Error('No session');
      await store.put(savedEntry(draft, { key, userKey, projectKey }, await store.get(key)));
      await reload();
      if (navigator.onLine) void flush();
    },
    async remove(key: string) {
      await store.remove(key);
      await reload();
    },
  };
}

export type OutboxController = ReturnType<typeof createOutboxController>;

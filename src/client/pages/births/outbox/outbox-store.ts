import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { BirthDeclaration } from '../../../../domain/health-birth-rules';

/**
 * A declaration waiting in the browser: typed offline, or whose sending failed for want of a
 * network. Its idempotency key is made at its first save and never changes, so however many
 * times it is sent the server records one birth.
 */
export type OutboxEntry = {
  /** The Idempotency-Key, also the entry's own key. */
  key: string;
  /** Whose and which project's declaration it is: sent only in that user's session, to that project. */
  userKey: string;
  projectKey: string;
  draft: BirthDeclaration;
  /** waiting: to send; sending: on its way; refused: the server said no, the registrar corrects it. */
  status: 'waiting' | 'sending' | 'refused';
  savedAt: string;
  attempts: number;
  /** Not sent again before this moment (ms since epoch): the retry backoff. */
  nextAttemptAt: number;
  /** The server's refusal, in the language it was asked in. */
  refusal?: { message: string; status: number };
};

/** Where entries live; IndexedDB in the browser, a Map in tests that do not need one. */
export type OutboxStore = {
  all: () => Promise<OutboxEntry[]>;
  get: (key: string) => Promise<OutboxEntry | undefined>;
  put: (entry: OutboxEntry) => Promise<void>;
  remove: (key: string) => Promise<void>;
};

/**
 * The IndexedDB outbox. It is not cleared at sign-out: a registrar who signs out offline finds
 * the declarations again at the next sign-in, and no one else is shown them (entries are per user).
 */
export function indexedDbOutbox(store: UseStore = createStore('mapato-births-outbox', 'entries')): OutboxStore {
  return {
    all: async () => (await entries<string, OutboxEntry>(store)).map(([, entry]) => entry),
    get: (key) => get<OutboxEntry>(key, store),
    put: (entry) => set(entry.key, entry, store),
    remove: (key) => del(key, store),
  };
}

/** The user's entries for one project, oldest first: the order they were typed. */
export async function entriesOf(store: OutboxStore, userKey: string, projectKey: string): Promise<OutboxEntry[]> {
  return (await store.all()).filter((entry) => entry.userKey === userKey && entry.projectKey === projectKey).sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

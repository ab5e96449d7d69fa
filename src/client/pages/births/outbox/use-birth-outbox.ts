import { useEffect, useSyncExternalStore } from 'react';
import { getProjectKey, getUser } from '../../../providers/session';
import { birthsApi } from '../births-api';
import { createOutboxController } from './outbox-controller';
import { indexedDbOutbox } from './outbox-store';

const listeners = new Set<() => void>();
/** Told when a round sent or refused something, so the register can refresh. */
export const onOutboxSent = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The tab's one outbox, made at first use (IndexedDB is not touched before the births screen opens). */
let controller: ReturnType<typeof createOutboxController> | undefined;
export function birthOutbox() {
  controller ??= createOutboxController({
    store: indexedDbOutbox(),
    send: (draft, key) => birthsApi.declare(draft, key),
    identity: () => ({ userKey: getUser()?._key, projectKey: getProjectKey() }),
    onSent: () => listeners.forEach((listener) => listener()),
  });
  return controller;
}

/** The signed-in user's outbox entries for the current project, kept current; starts sending at mount. */
export function useBirthOutbox() {
  const outbox = birthOutbox();
  const entries = useSyncExternalStore(outbox.subscribe, outbox.entries);
  useEffect(() => {
    void outbox.start();
  }, [outbox]);
  return { outbox, entries };
}

import { useEffect, useSyncExternalStore } from 'react';

/*
 * The offline banner's wording. The shell shows one line while the network is gone; a screen that
 * can say more (the births: declarations wait in the outbox) gives its own message key here, and
 * the shell's line says that instead, so the user never reads two banners about one network (admin-health C6).
 */
const notes: string[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** While the calling screen is shown, the offline banner says the message of `key` (none: the shell's own). */
export function useOfflineNote(key: string | undefined): void {
  useEffect(() => {
    if (!key) return undefined;
    notes.push(key);
    changed();
    return () => {
      notes.splice(notes.lastIndexOf(key), 1);
      changed();
    };
  }, [key]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The message key the banner shows: the innermost screen's, else undefined. */
export const useCurrentOfflineNote = (): string | undefined => useSyncExternalStore(subscribe, () => notes[notes.length - 1]);

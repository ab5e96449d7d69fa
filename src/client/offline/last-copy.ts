/**
 * The last answer read from the server for something the shell cannot start without (the menus),
 * kept on this device so a reload with no network still draws the app. Keyed per user and project:
 * another user of the same browser never sees someone else's menu.
 */
export function lastCopy<T>(name: string, storage: Storage = localStorage) {
  return {
    read(): T | undefined {
      try {
        const raw = storage.getItem(name);
        return raw ? (JSON.parse(raw) as T) : undefined;
      } catch {
        return undefined;
      }
    },
    write(value: T): void {
      try {
        storage.setItem(name, JSON.stringify(value));
      } catch {
        // A full storage only costs the offline copy; the screen has its answer.
      }
    },
  };
}

/** A request that failed for want of a network (no answer at all), as opposed to a server's refusal. */
export const isNetworkFailure = (error: unknown) => ((error ?? {}) as { status?: unknown }).status === 0;

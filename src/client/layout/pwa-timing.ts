import { pendingCount, subscribePending } from '../providers/pending-requests';

/** Update timings: check every 6 hours, reload 3 s after the user agrees, register 30 s after start at the latest. */
export const UPDATE_CHECK_INTERVAL_MS = 21_600_000;
export const RELOAD_DELAY_MS = 3_000;
export const REGISTER_AFTER_MS = 30_000;

/**
 * Resolves when the app is stable (page loaded, no request in flight) or after `timeoutMs`,
 * whichever comes first, so the worker's downloads never compete with the first screen.
 */
export function whenStable(timeoutMs = REGISTER_AFTER_MS): { promise: Promise<void>; cancel: () => void } {
  let cancel = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    const done = () => {
      cancel();
      resolve();
    };
    const check = () => {
      if (document.readyState === 'complete' && pendingCount() === 0) done();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = subscribePending(check);
    window.addEventListener('load', check);
    cancel = () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('load', check);
    };
    check();
  });
  return { promise, cancel: () => cancel() };
}

import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser believes it has a network; a failed request is the other sign it has not. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);

/**
 * TanStack Query assumes it is online when the page starts and only listens for the `online` and
 * `offline` events. A page reloaded with no network hears no `offline` event, so when the network
 * came back nothing was refetched and the screens kept their errors. Starting from the browser's own
 * state, the `online` event resumes the paused queries and refetches the failed ones by itself.
 */
export function followBrowserNetwork(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine);
    const onOnline = () => setOnline(true);
    const onOffline = () => setOnline(false);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  });
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { RELOAD_DELAY_MS, whenStable } from './pwa-timing';

const PwaRegistration = lazy(() => import('./PwaRegistration').then((m) => ({ default: m.PwaRegistration })));
const RELOAD_GUARD_KEY = 'mapato.unrecoverableReloadAt';

/**
 * Registers the service worker once the app is stable (at most 30 s after start) and reloads
 * the page 3 s after an unrecoverable error: a chunk of this version that can no longer load.
 */
export function PwaUpdater() {
  const notify = useNotify();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    const stable = whenStable();
    void stable.promise.then(() => setReady(true));
    return stable.cancel;
  }, []);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      // Reload at most once a minute, so a chunk that is truly gone cannot cause a reload loop.
      const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
      if (Date.now() - last < 60_000) return;
      event.preventDefault();
      sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
      notify('shell.pwa.unrecoverable', { type: 'error', autoHideDuration: RELOAD_DELAY_MS });
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, [notify]);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PwaRegistration />
    </Suspense>
  );
}

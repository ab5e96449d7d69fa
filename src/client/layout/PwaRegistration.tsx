import { Button, Snackbar } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { UPDATE_CHECK_INTERVAL_MS } from './pwa-timing';

/** Checks for a new version every 6 hours; when one waits, the user confirms, then reload. */
export function PwaRegistration() {
  const translate = useTranslate();
  const notify = useNotify();
  const interval = useRef<ReturnType<typeof setInterval>>(undefined);
  const checkFailed = () => notify('shell.pwa.checkFailed', { type: 'warning' });
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      clearInterval(interval.current);
      interval.current = setInterval(() => void registration.update().catch(checkFailed), UPDATE_CHECK_INTERVAL_MS);
    },
    // A browser that refuses workers (private mode, policy) simply runs without offline support.
    onRegisterError: (error: unknown) => console.warn('Service worker not registered', error),
  });
  useEffect(() => () => clearInterval(interval.current), []);

  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={translate('shell.pwa.updateReady')}
      action={
        <>
          <Button color="inherit" onClick={() => setNeedRefresh(false)}>
            {translate('shell.pwa.later')}
          </Button>
          <Button color="secondary" variant="contained" onClick={() => void updateServiceWorker(true)}>
            {translate('shell.pwa.reload')}
          </Button>
        </>
      }
    />
  );
}

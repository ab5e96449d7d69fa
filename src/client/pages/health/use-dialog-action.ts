import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The busy / error bookkeeping of a dialog that runs one server action: while it runs the buttons are
 * disabled; when it fails the dialog stays open with the server's message (or a generic one) and can be
 * tried again. On success the caller closes the dialog, so `busy` is left on to block a second click.
 */
export function useDialogAction() {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError((failure as Error).message || translate('errors.generic'));
      setBusy(false);
    }
  };

  return { busy, error, setError, run };
}

import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Sending a new record: "saving" while the server works, and its refusal as a message for the form
 * (the form keeps what was typed). What to do with the answer is the caller's `run`.
 */
export function useServerSave() {
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const save = async (run: () => Promise<void>) => {
    setSaving(true);
    setServerError(undefined);
    try {
      await run();
    } catch (error) {
      setServerError((error as Error).message || translate('errors.generic'));
    } finally {
      setSaving(false);
    }
  };
  return { saving, serverError, save };
}

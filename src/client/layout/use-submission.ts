import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/**
 * The state a form keeps around sending: whether to show what is missing, whether it is saving,
 * and the server's refusal, which is shown in the form and notified.
 */
export function useSubmission() {
  const translate = useTranslate();
  const notify = useNotify();
  const [showMissing, setShowMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const send = async (save: () => Promise<void>) => {
    setSaving(true);
    try {
      await save();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : translate('errors.generic');
      setServerError(message);
      notify(message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return { showMissing, setShowMissing, saving, serverError, clearServerError: () => setServerError(undefined), send };
}

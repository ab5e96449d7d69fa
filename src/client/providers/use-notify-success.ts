import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { successNotice } from '../../domain/success-notice';

type SuccessOptions = { messageArgs?: Record<string, unknown>; autoHideDuration?: number };

/**
 * The one way the client tells a success: the message is translated and ends with SPEC's '!!!'
 * (successNotice), whatever the catalogue holds. ESLint refuses `notify(…, { type: 'success' })`
 * elsewhere, so no screen can forget the mark.
 */
export function useNotifySuccess(): (key: string, options?: SuccessOptions) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (key: string, { messageArgs, autoHideDuration }: SuccessOptions = {}) =>
      // eslint-disable-next-line no-restricted-syntax -- the one place success notices are raised
      notify(successNotice(translate(key, messageArgs)), { type: 'success', ...(autoHideDuration ? { autoHideDuration } : {}) }),
    [notify, translate],
  );
}

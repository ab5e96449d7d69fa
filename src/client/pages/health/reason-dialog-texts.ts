import type { useTranslate } from 'react-admin';
import type { ReasonDialogTexts } from './ReasonDialog';

/** The texts of a reason dialog from one translation group holding title, body, reason, reasonRequired, cancel and confirm (and reasonHint when the reason has a rule). */
export function reasonDialogTexts(translate: ReturnType<typeof useTranslate>, group: string, options?: Record<string, unknown>): ReasonDialogTexts {
  const t = (key: string) => translate(`${group}.${key}`, options);
  return {
    title: t('title'),
    body: t('body'),
    reason: t('reason'),
    reasonRequired: t('reasonRequired'),
    reasonHint: translate(`${group}.reasonHint`, { ...options, _: '' }) || undefined,
    cancel: t('cancel'),
    confirm: t('confirm'),
  };
}

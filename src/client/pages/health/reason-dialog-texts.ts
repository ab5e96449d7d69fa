import type { useTranslate } from 'react-admin';
import type { ReasonDialogTexts } from './ReasonDialog';

/** The texts of a reason dialog from one translation group holding title, body, reason, reasonRequired, cancel and confirm. */
export function reasonDialogTexts(translate: ReturnType<typeof useTranslate>, group: string, options?: Record<string, unknown>): ReasonDialogTexts {
  const t = (key: string) => translate(`${group}.${key}`, options);
  return { title: t('title'), body: t('body'), reason: t('reason'), reasonRequired: t('reasonRequired'), cancel: t('cancel'), confirm: t('confirm') };
}

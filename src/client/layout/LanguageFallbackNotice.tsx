import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { subscribeLanguageFallback, takeLanguageFallback } from '../providers/language-fallback';

/**
 * When a language fails to load, English is used and the user is told so. A locale
 * change remounts react-admin's notification context, so the notice waits for that remount
 * (this component mounts again and shows it) or for a short delay when no remount comes.
 */
export function LanguageFallbackNotice() {
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      const failed = takeLanguageFallback();
      if (failed) notify('shell.languageFallback', { type: 'warning', messageArgs: { language: translate(`shell.languages.${failed}`) } });
    };
    show();
    const unsubscribe = subscribeLanguageFallback(() => {
      clearTimeout(timer);
      timer = setTimeout(show, 100);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [notify, translate]);
  return null;
}

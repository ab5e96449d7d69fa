import { useCallback } from 'react';
import { labelled } from '../../domain/labelled';
import { useLanguage } from './use-language';

/** `labelled` in the screen's language: "Label: value", or "Libellé : valeur" in French. */
export function useLabelled(): (label: string, value: string) => string {
  const language = useLanguage();
  return useCallback((label: string, value: string) => labelled(label, value, language), [language]);
}

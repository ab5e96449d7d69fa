import type { Language } from './constants';

/**
 * "Label: value" written the way each language does: French puts a no-break space before the
 * colon ("Promesse : 74,80 $"), English none ("Promise: $74.80").
 */
export function labelled(label: string, value: string, language: Language): string {
  return `${label}${language === 'fr' ? '\u00a0:' : ':'} ${value}`;
}

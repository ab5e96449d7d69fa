import type { FastifyRequest } from 'fastify';
import type { Language } from '../../domain/constants';
import { languageFrom, translate } from '../../i18n/translate';

/** `?lang=fr` (the switch links) wins over the browser's Accept-Language. */
export function pageLanguage(request: FastifyRequest): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (asked === 'fr' || asked === 'en') return asked;
  return languageFrom(request.headers['accept-language']);
}

export type Translator = (key: string, params?: Record<string, string | number>) => string;

/** Keys under publicSite, translated in the page's language. */
export const translatorFor =
  (language: Language): Translator =>
  (key, params) =>
    translate(language, `publicSite.${key}`, params);

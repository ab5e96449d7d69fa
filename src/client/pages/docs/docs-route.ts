import { isLanguage } from '../../providers/language';
import type { Language } from '../../../domain/constants';
import { isGuideLevel, type GuideLevel } from '../../../domain/guide';

export type DocsRoute = { language?: Language; level?: GuideLevel; id?: string; unknown: boolean };

/** '/docs/<language?>/<level?>/<chapter?>' after '/docs/': each part optional, in that order. */
export function parseDocsRoute(splat: string | undefined): DocsRoute {
  const parts = (splat ?? '').split('/').filter(Boolean);
  const language = isLanguage(parts[0]) ? parts.shift() : undefined;
  const level = parts.shift();
  const id = parts.shift();
  if (level !== undefined && !isGuideLevel(level)) return { language: language as Language | undefined, unknown: true };
  return { language: language as Language | undefined, level: level as GuideLevel | undefined, id, unknown: parts.length > 0 };
}

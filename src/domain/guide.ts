import type { PermissionEntry } from './access-labels';
import { DEFAULT_LANGUAGE, type Language } from './constants';
import { canPerform } from './permissions';

/** The guide's levels, in reading order: the basics every user needs, then one level per role. */
export const GUIDE_LEVELS = ['basics', 'appraiser', 'approver', 'receveur', 'cashier', 'call-centre', 'administrator', 'registrar'] as const;
export type GuideLevel = (typeof GUIDE_LEVELS)[number];

export type GuideChapter = {
  level: GuideLevel;
  /** The file name without '.md', e.g. '01-make-payment': the numbers give the order. */
  id: string;
  title: string;
  markdown: string;
  /** The language the text is written in: English when the wanted language has no such file. */
  language: Language;
};

/** Markdown files keyed by path, as Vite's import.meta.glob answers them. */
export type GuideFiles = Record<string, string>;

export function isGuideLevel(value: string | undefined): value is GuideLevel {
  return (GUIDE_LEVELS as readonly string[]).includes(value ?? '');
}

/** '<anything>/guide/<language>/<level>/<chapter>.md' → its parts; undefined for any other path. */
export function parseGuideFile(path: string): { language: string; level: GuideLevel; id: string } | undefined {
  const match = /\/guide\/([a-z]{2})\/([a-z-]+)\/(\d\d-[a-z0-9-]+)\.md$/.exec(path);
  if (!match || !isGuideLevel(match[2])) return undefined;
  return { language: match[1], level: match[2], id: match[3] };
}

/** A chapter's title is its first level-one heading. */
export function chapterTitle(markdown: string): string {
  return /^#\s+(.+)$/m.exec(markdown)?.[1].trim() ?? '';
}

/**
 * The chapters to show in one language, in reading order. A chapter with no file in that
 * language is shown in English, marked so the viewer can say so.
 */
export function guideChapters(files: GuideFiles, language: Language): GuideChapter[] {
  const byKey = new Map<string, GuideChapter>();
  for (const [path, markdown] of Object.entries(files)) {
    const parsed = parseGuideFile(path);
    if (!parsed || (parsed.language !== language && parsed.language !== DEFAULT_LANGUAGE)) continue;
    const key = `${parsed.level}/${parsed.id}`;
    const current = byKey.get(key);
    if (current && current.language === language) continue;
    byKey.set(key, { level: parsed.level, id: parsed.id, title: chapterTitle(markdown), markdown, language: parsed.language as Language });
  }
  return [...byKey.values()].sort((a, b) => GUIDE_LEVELS.indexOf(a.level) - GUIDE_LEVELS.indexOf(b.level) || a.id.localeCompare(b.id));
}

/**
 * The level a user's guide opens on, read from what the role may do rather than its name
 * (an administrator names roles freely). The broadest duty wins: an administrator can do
 * everything, so the administrator's guide comes first.
 */
export function guideLevelFor(roleList: readonly PermissionEntry[] | undefined): GuideLevel {
  const can = (area: string, action: 'read' | 'create' = 'create') => canPerform(roleList, area, action);
  if (can('Role') || can('Project')) return 'administrator';
  if (can('Call Center')) return 'call-centre';
  if (can('Payment')) return 'cashier';
  if (can('Approver')) return 'approver';
  if (can('Recoverment') || can('Clearance')) return 'receveur';
  if (can('Taxation')) return 'appraiser';
  // A health supervisor decides on the registrars' declarations: the registrar's guide is theirs too.
  if (can('Birth') || can('GBV') || can('Health Approver')) return 'registrar';
  return 'basics';
}

/**
 * A link written in a chapter ('02-receipts.md', '../cashier/01-make-payment.md#anchor') as the
 * chapter it points to; undefined for a link that leaves the guide.
 */
export function resolveGuideLink(fromLevel: GuideLevel, href: string): { level: GuideLevel; id: string; hash: string } | undefined {
  const match = /^(?:\.\/)?(?:\.\.\/([a-z-]+)\/)?(\d\d-[a-z0-9-]+)\.md(#[\w-]*)?$/.exec(href);
  if (!match) return undefined;
  const level = match[1] ?? fromLevel;
  if (!isGuideLevel(level)) return undefined;
  return { level, id: match[2], hash: match[3] ?? '' };
}

/** The path of a chapter in the app; the language is only written when the reader chose one. */
export function guidePath(level: GuideLevel, id: string, language?: Language): string {
  return language ? `/docs/${language}/${level}/${id}` : `/docs/${level}/${id}`;
}

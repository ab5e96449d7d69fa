import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCESS_LABELS } from '../../src/domain/access-labels';
import { LANGUAGES } from '../../src/domain/constants';
import { GUIDE_LEVELS, guideChapters, guideLevelFor, parseGuideFile, resolveGuideLink, type GuideFiles } from '../../src/domain/guide';
import { highlightParts, plainText, searchGuide } from '../../src/domain/guide-search';
import { NAVIGATION, type NavigationItem } from '../../src/domain/navigation';
import { permissionEntry } from '../../src/domain/permissions';
import { MAIN_ROUTES, MASTER_DATA_PATH } from '../../src/client/routes';
import { DEMO_ROLES } from '../../src/server/db/seed/demo-staff';
import { fr } from '../../src/i18n/fr';

const ROOT = join(__dirname, '../..');
const GUIDE = join(ROOT, 'docs/guide');

/** Chapters deliberately left in English only (shown with a notice in French). None today. */
const ENGLISH_ONLY: string[] = [];

function readGuide(): GuideFiles {
  const files: GuideFiles = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[`/${relative(ROOT, path)}`] = readFileSync(path, 'utf8');
    }
  };
  walk(GUIDE);
  return files;
}

const files = readGuide();
const chapterKeys = (language: string) =>
  Object.keys(files)
    .map(parseGuideFile)
    .filter((p) => p?.language === language)
    .map((p) => `${p!.level}/${p!.id}`)
    .sort();
const links = (items: readonly NavigationItem[]): string[] => items.flatMap((i) => [...(i.link ? [i.link] : []), ...links(i.children ?? [])]);
const APP_PATHS = new Set([...MAIN_ROUTES.map((r) => r.path), ...links(NAVIGATION), MASTER_DATA_PATH]);

describe('the guide on disk', () => {
  it('names every file as <language>/<level>/<NN-chapter>.md', () => {
    expect(Object.keys(files).filter((path) => !parseGuideFile(path))).toEqual([]);
  });

  it('has every chapter in both languages, apart from the listed English-only ones', () => {
    expect(chapterKeys('en').length).toBeGreaterThanOrEqual(GUIDE_LEVELS.length);
    for (const language of LANGUAGES) {
      const missing = chapterKeys('en').filter((key) => !chapterKeys(language).includes(key));
      expect(missing, language).toEqual(language === 'en' ? [] : ENGLISH_ONLY);
      expect(
        chapterKeys(language).filter((key) => !chapterKeys('en').includes(key)),
        `${language} only`,
      ).toEqual([]);
    }
  });

  it("names the collection point in French as the screens do, 'point de perception' (money-staff walk D16)", () => {
    expect(fr.payments.form.methods.collectionPoint).toBe('Point de perception');
    const other = Object.entries(files)
      .filter(([path]) => parseGuideFile(path)?.language === 'fr' && /points? de collecte/i.test(files[path]))
      .map(([path]) => path);
    expect(other).toEqual([]);
  });

  it('gives every level at least one chapter', () => {
    expect(new Set(chapterKeys('en').map((key) => key.split('/')[0]))).toEqual(new Set(GUIDE_LEVELS));
  });

  it('opens each chapter with one title and never skips a heading level', () => {
    for (const [path, markdown] of Object.entries(files)) {
      const levels = [...markdown.matchAll(/^(#{1,6})\s/gm)].map((m) => m[1].length);
      expect(levels[0], path).toBe(1);
      expect(
        levels.filter((level) => level === 1),
        path,
      ).toHaveLength(1);
      levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1], path).toBeLessThanOrEqual(1));
    }
  });

  it('links only to chapters that exist and to screens of the app', () => {
    const broken: string[] = [];
    for (const [path, markdown] of Object.entries(files)) {
      const { language, level } = parseGuideFile(path)!;
      for (const [, href] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (href.startsWith('/')) {
          if (!APP_PATHS.has(href)) broken.push(`${path} → ${href}`);
          continue;
        }
        const target = resolveGuideLink(level, href);
        if (!target || !files[`/docs/guide/${language}/${target.level}/${target.id}.md`]) broken.push(`${path} → ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('guideChapters', () => {
  const sample: GuideFiles = {
    '/docs/guide/en/cashier/01-pay.md': '# Pay\n\ntext',
    '/docs/guide/en/cashier/02-receipts.md': '# Receipts\n\ntext',
    '/docs/guide/fr/cashier/01-pay.md': '# Payer\n\ntexte',
    '/docs/guide/en/basics/01-start.md': '# Start',
  };

  it('orders by level then chapter number, and stands in English for a missing translation', () => {
    const chapters = guideChapters(sample, 'fr');
    expect(chapters.map((c) => [c.level, c.id, c.title, c.language])).toEqual([
      ['basics', '01-start', 'Start', 'en'],
      ['cashier', '01-pay', 'Payer', 'fr'],
      ['cashier', '02-receipts', 'Receipts', 'en'],
    ]);
    expect(guideChapters(sample, 'en').map((c) => c.title)).toEqual(['Start', 'Pay', 'Receipts']);
  });
});

describe('guideLevelFor', () => {
  it("opens each demo role's own guide", () => {
    const levels = Object.fromEntries(DEMO_ROLES.map((role) => [role.key, guideLevelFor(role.roleList)]));
    expect(levels).toEqual({
      'role-super-admin': 'administrator',
      'role-taxateur': 'appraiser',
      'role-approver': 'approver',
      'role-receveur': 'receveur',
      'role-cashier': 'cashier',
      'role-bank': 'cashier',
      'role-poc': 'cashier',
      'role-call-center': 'call-centre',
      'role-registrar': 'registrar',
      'role-health-supervisor': 'registrar',
      'role-gbv-case-worker': 'registrar',
      'role-gbv-supervisor': 'registrar',
    });
  });

  it('opens the basics for a role that only reads', () => {
    expect(guideLevelFor([permissionEntry('Tax Note', 'read'), permissionEntry('Docs', 'read')])).toBe('basics');
    expect(guideLevelFor(undefined)).toBe('basics');
  });

  it('lets every demo role read the guide', () => {
    expect(ACCESS_LABELS).toContain('Docs');
    for (const role of DEMO_ROLES)
      expect(
        role.roleList.find((e) => e.name === 'Docs'),
        role.key,
      ).toMatchObject({ isAccess: true, read: true });
  });
});

describe('resolveGuideLink', () => {
  it('reads links to a chapter of the same level or another, and leaves others alone', () => {
    expect(resolveGuideLink('cashier', '02-receipts.md')).toEqual({ level: 'cashier', id: '02-receipts', hash: '' });
    expect(resolveGuideLink('cashier', '../approver/01-approval-queue.md#rejecting')).toEqual({
      level: 'approver',
      id: '01-approval-queue',
      hash: '#rejecting',
    });
    expect(resolveGuideLink('cashier', '../nowhere/01-x.md')).toBeUndefined();
    expect(resolveGuideLink('cashier', 'https://example.org/a.md')).toBeUndefined();
    expect(resolveGuideLink('cashier', '/make-payment')).toBeUndefined();
  });
});

describe('searchGuide', () => {
  const chapters = guideChapters(files, 'fr');

  it('finds a French word typed without its accents, best match first, with the words marked', () => {
    const hits = searchGuide(chapters, 'recu');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0].chapter).toMatchObject({ level: 'cashier', id: '02-instalments-and-receipts', language: 'fr' });
    const marked = hits[0].snippet.filter((part) => part.match).map((part) => part.text.toLowerCase());
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((text) => text === 'reçu')).toBe(true);
  });

  it('needs every word of the query, and ignores words of one letter', () => {
    expect(searchGuide(chapters, 'espèces').map((h) => h.chapter.id)).toEqual(expect.arrayContaining(['01-make-payment', '03-banks-and-collection-points']));
    expect(searchGuide(chapters, 'bordereau espèces').map((h) => h.chapter.id)).toEqual(['03-banks-and-collection-points']);
    expect(searchGuide(chapters, 'a')).toEqual([]);
    expect(searchGuide(chapters, 'zzzzqx')).toEqual([]);
  });

  it('marks every occurrence in the original letters', () => {
    expect(highlightParts('Reçu et REÇU, reçus', ['recu'])).toEqual([
      { text: 'Reçu', match: true },
      { text: ' et ', match: false },
      { text: 'REÇU', match: true },
      { text: ', ', match: false },
      { text: 'reçu', match: true },
      { text: 's', match: false },
    ]);
  });

  it('searches what a reader sees, not the link targets', () => {
    expect(plainText('See [Payment](/make-payment) and **Print**.\n\n| a | b |\n| --- | --- |')).toBe('See Payment and Print. a b');
  });
});

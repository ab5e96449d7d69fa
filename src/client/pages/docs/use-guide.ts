import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../domain/constants';
import { guideChapters, type GuideChapter, type GuideFiles } from '../../../domain/guide';

const loaders: Record<Language, () => Promise<GuideFiles>> = {
  en: () => import('./guide-en').then((m) => m.files),
  fr: () => import('./guide-fr').then((m) => m.files),
};

/** The text is part of the build: once loaded it never changes, so it is never fetched again. */
async function loadChapters(language: Language): Promise<GuideChapter[]> {
  // English is always loaded too: it stands in for a chapter not yet translated.
  const [english, own] = await Promise.all([loaders.en(), language === 'en' ? Promise.resolve({}) : loaders[language]()]);
  return guideChapters({ ...english, ...own }, language);
}

export function useGuide(language: Language) {
  return useQuery({ queryKey: ['guide', language], queryFn: () => loadChapters(language), staleTime: Infinity, retry: false });
}

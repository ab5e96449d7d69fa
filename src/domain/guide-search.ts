import type { GuideChapter } from './guide';

/** A piece of text, marked when it is one of the searched words. */
export type TextPart = { text: string; match: boolean };

export type GuideHit = { chapter: GuideChapter; snippet: TextPart[]; score: number };

const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 160;

/**
 * Lower case without accents, with a map back to the original positions, so 'recu' finds
 * 'reçu' and the highlight still covers the original letters.
 */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const plain = text[i]
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    for (const char of plain) {
      folded += char;
      origin.push(i);
    }
  }
  origin.push(text.length);
  return { folded, origin };
}

/** The words of a query worth looking for (two letters or more), folded and distinct. */
export function searchTerms(query: string): string[] {
  const words = fold(query).folded.split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((word) => word.length >= 2))];
}

/** Markdown reduced to what a reader sees: no link targets, marks, heading signs or table rules. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*\|?[-:| ]+\|?\s*$/gm, '')
    .replace(/[*_`>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits text into parts, marking every occurrence of the terms (accents and case ignored). */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0) return [{ text, match: false }];
  const { folded, origin } = fold(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      for (let i = origin[at]; i < origin[at + term.length]; i += 1) marked[i] = true;
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i], match: marked[i] });
  }
  return parts;
}

/**
 * Chapters holding every word of the query, best first: a word in the title counts more than
 * one in the text. Each hit carries a snippet around its first match, with the words marked.
 */
export function searchGuide(chapters: readonly GuideChapter[], query: string): GuideHit[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const hits: GuideHit[] = [];
  for (const chapter of chapters) {
    const text = plainText(chapter.markdown);
    const folded = fold(text);
    const title = fold(chapter.title).folded;
    if (!terms.every((term) => folded.folded.includes(term))) continue;
    const count = terms.reduce((sum, term) => sum + folded.folded.split(term).length - 1, 0);
    const score = count + terms.filter((term) => title.includes(term)).length * 10;
    const first = Math.min(...terms.map((term) => folded.folded.indexOf(term)));
    const start = Math.max(0, folded.origin[first] - SNIPPET_BEFORE);
    const from = start === 0 ? 0 : text.indexOf(' ', start) + 1 || start;
    const end = Math.min(text.length, from + SNIPPET_LENGTH);
    const piece = `${from > 0 ? '… ' : ''}${text.slice(from, end)}${end < text.length ? ' …' : ''}`;
    hits.push({ chapter, snippet: highlightParts(piece, terms), score });
  }
  return hits.sort((a, b) => b.score - a.score);
}

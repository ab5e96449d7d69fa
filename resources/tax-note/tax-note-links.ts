import type { TaxNoteRecord } from '../../src/client/providers/tax-note-methods';

/** The note's own page. */
export const noteShowPath = (note: Pick<TaxNoteRecord, 'id'>) => `/tax-note/${encodeURIComponent(String(note.id))}/show`;

/** The taxpayer's page: a citizen's dashboard or an establishment's record. */
export function taxpayerPath(note: Pick<TaxNoteRecord, 'taxpayerKind' | 'taxpayerKey'>): string | undefined {
  if (!note.taxpayerKey) return undefined;
  const key = encodeURIComponent(note.taxpayerKey);
  if (note.taxpayerKind === 'citizen') return `/citizen/${key}/show`;
  if (note.taxpayerKind === 'organization') return `/establishment/${key}/show`;
  return undefined;
}

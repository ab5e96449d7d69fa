import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../src/client/providers/english-messages';
import { frenchMessages } from '../../src/client/providers/french-messages';

type Tree = Record<string, Record<string, Record<string, string>>>;

describe('one word per action', () => {
  it('reads "Modifier" on react-admin edit buttons, as on our own screens', () => {
    const fr = frenchMessages as unknown as Tree;
    expect(fr.ra.action.edit).toBe('Modifier');
    expect(fr.ra.action.update).toBe('Modifier');
  });

  it('keeps the rest of react-admin words and our catalogue', () => {
    const fr = frenchMessages as unknown as Tree;
    const en = englishMessages as unknown as Tree;
    expect(fr.ra.action.delete).toBe('Supprimer');
    expect(fr.ra.page.create).toBe('Créer %{name}');
    expect(en.ra.action.edit).toBe('Edit');
    expect(en.ra.action.export).toBe('Export');
    expect(fr.shell.topBar.language).toBe('Langue');
  });
});

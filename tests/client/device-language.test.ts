import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLanguage, LANGUAGE_KEY, saveLanguage } from '../../src/client/providers/language';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the language before any choice', () => {
  it('follows the device: a phone set to French opens in French, one in Swahili in the default English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CD', 'en']);
    expect(getLanguage()).toBe('fr');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-CD']);
    expect(getLanguage()).toBe('en');
  });

  it('keeps the choice the user made over the device', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    saveLanguage('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(getLanguage()).toBe('en');
  });
});

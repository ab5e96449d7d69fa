import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLanguage, LANGUAGE_KEY, saveLanguage } from '../../src/client/providers/language';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the language before any choice', () => {
  it('is English, whatever the device is set to', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CD', 'en']);
    expect(getLanguage()).toBe('en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-CD']);
    expect(getLanguage()).toBe('en');
  });

  it('keeps the choice the user made', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    saveLanguage('fr');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fr');
    expect(getLanguage()).toBe('fr');
  });
});

import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/client/providers/i18n-provider';
import { activityText } from '../../src/client/schema-ui/show/activity-text';

async function translator(language: 'en' | 'fr') {
  const provider = createI18nProvider();
  await provider.changeLocale(language);
  return (key: string, options?: Record<string, unknown>) => provider.translate(key, options);
}

describe('the user-activity tab reads actions as sentences', () => {
  it('names the record and what was done to it, in English and French', async () => {
    const en = await translator('en');
    expect(activityText('citizens create', en)).toBe('Citizen created');
    expect(activityText('citizen approve', en)).toBe('Citizen approved');
    expect(activityText('vehicles delete failed', en)).toBe('Vehicle deleted');
    const fr = await translator('fr');
    expect(activityText('citizens create', fr)).toBe('Création : Citoyen');
  });

  it('translates the named actions and keeps an unknown one as stored', async () => {
    const en = await translator('en');
    expect(activityText('sign-in', en)).toBe('Signed in');
    expect(activityText('password changed', en)).toBe('Password changed');
    expect(activityText('user forced logout failed', en)).toBe('User signed out by force');
    expect(activityText('GET /api/odd', en)).toBe('GET /api/odd');
    expect(activityText(undefined, en)).toBe('');
    const fr = await translator('fr');
    expect(activityText('sign-in', fr)).toBe('Connexion');
  });
});

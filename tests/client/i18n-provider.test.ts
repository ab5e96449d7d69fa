import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadMessages } from '../../src/client/providers/i18n-provider';
import { formatDay as formatDate } from '../../src/domain/format';

beforeEach(() => localStorage.clear());

describe('i18nProvider', () => {
  it('starts in English with react-admin and our messages', () => {
    const i18n = createI18nProvider();
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('auth.signIn.userName')).toBe('User name');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.translate('shell.footer', { product: 'Mapato', year: 2026 })).toBe('Mapato © 2026');
  });

  it('loads French on demand and keeps the choice under "language"', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('fr');
    expect(i18n.getLocale()).toBe('fr');
    expect(i18n.translate('auth.signIn.submit')).toBe('Se connecter');
    expect(i18n.translate('ra.action.save')).toBe('Enregistrer');
    expect(localStorage.getItem('language')).toBe('fr');
    await i18n.changeLocale('en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('keeps the choice at once, so a reload while French loads still opens in French', async () => {
    let arrive: (messages: Awaited<ReturnType<typeof loadMessages>>) => void = () => undefined;
    const slow = new Promise<Awaited<ReturnType<typeof loadMessages>>>((resolve) => (arrive = resolve));
    const i18n = createI18nProvider({ load: (language) => (language === 'en' ? loadMessages('en') : slow) });
    const changed = i18n.changeLocale('fr');
    expect(localStorage.getItem('language')).toBe('fr');
    arrive(await loadMessages('fr'));
    await changed;
    expect(i18n.translate('auth.signIn.submit')).toBe('Se connecter');
  });

  it('uses English and reports it when a language fails to load', async () => {
    const onFallback = vi.fn();
    const i18n = createI18nProvider({ load: (language) => (language === 'en' ? loadMessages('en') : Promise.reject(new Error('offline'))), onFallback });
    await i18n.changeLocale('fr');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('auth.signIn.submit')).toBe('Sign in');
    expect(localStorage.getItem('language')).toBe('en');
    expect(onFallback).toHaveBeenCalledWith('fr');
  });
});

describe('dates', () => {
  it('read DD/MM/YYYY', () => {
    expect(formatDate(new Date(2026, 0, 9))).toBe('09/01/2026');
    expect(formatDate('2026-12-31T10:00:00')).toBe('31/12/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

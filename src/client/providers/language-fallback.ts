import type { Language } from '../../domain/constants';

/**
 * The i18n provider lives outside React and cannot notify; it leaves the failed language here
 * and a component inside react-admin turns it into a notification.
 */
let failed: Language | undefined;
const listeners = new Set<() => void>();

export function reportLanguageFallback(language: Language): void {
  failed = language;
  for (const listener of listeners) listener();
}

export function takeLanguageFallback(): Language | undefined {
  const value = failed;
  failed = undefined;
  return value;
}

export function subscribeLanguageFallback(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

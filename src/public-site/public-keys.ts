/**
 * The published document keys, kept in localStorage so a later check verifies with no network.
 * They are refreshed at most once a day; a rotated key is simply added by the next refresh.
 */
const STORAGE_KEY = 'mapato.publicKeys';
const REFRESH_MS = 24 * 60 * 60 * 1000;

type Stored = { fetchedAt: number; keys: Record<string, string> };

function stored(): Stored | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return value && typeof value.keys === 'object' ? value : null;
  } catch {
    return null;
  }
}

const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** Raw key bytes by key id: the cached ones, refreshed from the server when stale and reachable. */
export async function publicKeys(): Promise<Record<string, Uint8Array>> {
  let current = stored();
  if (!current || Date.now() - current.fetchedAt > REFRESH_MS) {
    try {
      const response = await fetch('/api/open/keys', { headers: { accept: 'application/json' } });
      if (response.ok) {
        const body = (await response.json()) as { data: { keys: Record<string, string> } };
        current = { fetchedAt: Date.now(), keys: { ...current?.keys, ...body.data.keys } };
        localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
      }
    } catch {
      // Offline: the cached keys (if any) still verify.
    }
  }
  return Object.fromEntries(Object.entries(current?.keys ?? {}).map(([id, text]) => [id, fromBase64Url(text)]));
}

import { tokenInScan, verifyToken, type DocumentFacts, type PublicKeys } from '../../../domain/document-token';
import type { CurrentState, DocumentMethods, Position } from '../../providers/document-methods';

/** Where the published keys are kept so a check works with no network. */
export const KEYS_STORAGE_KEY = 'mapato.documentKeys';

export type CheckResult =
  | { genuine: false }
  /** `current` is null when the server could not be asked (offline): the facts alone still prove the paper. */
  | { genuine: true; facts: DocumentFacts; current: CurrentState | null };

function fromBase64Url(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return bytes.length === 32 ? bytes : null;
  } catch {
    return null;
  }
}

function decodeKeys(published: Record<string, string>): PublicKeys {
  const keys: Record<string, Uint8Array> = {};
  for (const [keyId, text] of Object.entries(published)) {
    const bytes = typeof text === 'string' ? fromBase64Url(text) : null;
    if (bytes) keys[keyId] = bytes;
  }
  return keys;
}

function cachedKeys(): Record<string, string> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEYS_STORAGE_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Fetches the published keys and keeps them, adding to what was kept: a rotated-out key still
 * verifies the documents it signed. Without network the kept keys are returned as they are.
 */
export async function refreshKeys(methods: Pick<DocumentMethods, 'getPublicKeys'>): Promise<Record<string, string>> {
  const kept = cachedKeys();
  try {
    const merged = { ...kept, ...(await methods.getPublicKeys()) };
    localStorage.setItem(KEYS_STORAGE_KEY, JSON.stringify(merged));
    return merged;
  } catch {
    return kept;
  }
}

/**
 * Checks a scanned text. The signature is verified here with the kept keys first (so a check
 * needs no network), asking the server for its keys only when the signing key is not known yet.
 * Then, when the server answers, it adds the document's state now.
 */
export async function checkDocument(scanned: string, methods: DocumentMethods, position?: Position): Promise<CheckResult> {
  const token = tokenInScan(scanned);
  if (!token) return { genuine: false };
  let facts = await verifyToken(token, decodeKeys(cachedKeys()));
  if (!facts) facts = await verifyToken(token, decodeKeys(await refreshKeys(methods)));
  if (!facts) {
    // Logged as a failed check when the server is reachable; the answer does not change.
    void methods.verifyOnline(token, position).catch(() => undefined);
    return { genuine: false };
  }
  try {
    const online = await methods.verifyOnline(token, position);
    return { genuine: true, facts, current: online.genuine ? (online.current ?? null) : null };
  } catch {
    return { genuine: true, facts, current: null };
  }
}

import type { DocumentFacts } from '../../domain/document-token';
import type { Language } from '../../domain/constants';
import type { Receipt } from './payment-methods';
import type { Money } from './tax-note-methods';
import { API_URL } from './api-url';
import { httpClient as appHttpClient } from './app-providers';
import type { HttpClient } from './http-client';
import { routeFor } from './resource-routes';

/** What the server knows about a checked document now (it may have been paid, reversed or amended since printing). */
export type CurrentState = {
  /** The money part, for tax notes, receipts and summonses only: a clearance or a death certificate has none. */
  paidState?: string;
  lifecycle?: string;
  amount?: Money;
  paidAmount?: Money;
  remaining?: Money;
  reversed: boolean;
  amended: boolean;
  /** A clearance's state today: issued, revoked (with when and why) or expired. */
  clearance?: { state: 'issued' | 'revoked' | 'expired' | 'refused'; validUntil: string; revokedAt?: string; revokeReason?: string };
  /** A summons's note and pay-by day; `remaining` is what the note still owes. */
  summons?: { noteReference: string; deadline: string };
  /** A death certificate's facts to compare with the paper, the deceased's name masked as signed. */
  death?: { deceased: string; dateOfDeath: string; hospitalName: string; approvedOn: string };
};
export type OnlineCheck = { genuine: boolean; facts?: DocumentFacts; current?: CurrentState };
export type DocumentLink = { url: string; expiresAt: string };
export type Position = { latitude: number; longitude: number };

/** One line of the verification log. */
export type QrLogRow = {
  _key: string;
  id: string;
  checkedAt: string;
  kind: string;
  reference: string;
  genuine: boolean;
  latitude: number | null;
  longitude: number | null;
  userName?: string;
};

/** The document calls: published keys, the online check, signed download links, a note found by reference. */
export type DocumentMethods = {
  /** Public keys by key id, base64url raw Ed25519. */
  getPublicKeys: () => Promise<Record<string, string>>;
  verifyOnline: (token: string, position?: Position) => Promise<OnlineCheck>;
  noteDocumentLink: (noteKey: string, language: Language) => Promise<DocumentLink>;
  receiptDocumentLink: (receiptNumber: string, language: Language) => Promise<DocumentLink>;
  /** The key of the note with exactly this reference, or null. */
  findNoteKey: (reference: string) => Promise<string | null>;
  /** The receipt of this number, or null when the project has none; a refusal (no Payment right) throws. */
  findReceipt: (receiptNumber: string) => Promise<Receipt | null>;
};

export function documentMethods(httpClient: HttpClient, apiUrl: string = API_URL): DocumentMethods {
  const get = async <T>(path: string, auth = true): Promise<T> => (await httpClient<T>(`${apiUrl}${path}`, { auth })).json;
  return {
    getPublicKeys: async () => (await get<{ keys: Record<string, string> }>('/open/keys', false)).keys,
    // The session goes along when there is one, so the log names the staff member who checked.
    verifyOnline: async (token, position) =>
      (await httpClient<OnlineCheck>(`${apiUrl}/open/verify`, { method: 'POST', body: JSON.stringify({ token, ...position }) })).json,
    noteDocumentLink: (noteKey, language) => get(`/taxNote/${encodeURIComponent(noteKey)}/document-link?lang=${language}`),
    receiptDocumentLink: (receiptNumber, language) => get(`/payment/receipts/${encodeURIComponent(receiptNumber)}/document-link?lang=${language}`),
    findNoteKey: async (reference) => {
      const wanted = reference.trim().toUpperCase();
      const filter = encodeURIComponent(JSON.stringify({ q: wanted }));
      const rows = await get<{ _key: string; reference: string }[]>(`/${routeFor('tax-note')}?filter=${filter}&range=[0,9]`);
      return rows.find((row) => row.reference.toUpperCase() === wanted)?._key ?? null;
    },
    findReceipt: async (receiptNumber) => {
      try {
        return await get<Receipt>(`/payment/receipts/${encodeURIComponent(receiptNumber)}`);
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  };
}

/** The app's instance, on the shared http client (session, project and language headers). */
export const documents = documentMethods(appHttpClient);

/**
 * Opens a signed link at once: it expires within minutes, so it is never kept. An anchor with
 * `download` saves the PDF without leaving the page.
 */
export function openDownload(link: DocumentLink): void {
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

import { MAX_DOCUMENT_BYTES } from '../../../domain/documents';
import { API_URL } from '../../providers/api-url';
import { httpClient } from '../../providers/app-providers';

export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_PHOTO_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

/** Why a file cannot be a photo, as an i18n key; undefined when it can. */
export function photoProblem(file: { type: string; size: number }): 'schemaUi.widgets.photoType' | 'schemaUi.widgets.photoSize' | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'schemaUi.widgets.photoType';
  if (file.size === 0 || file.size > MAX_DOCUMENT_BYTES) return 'schemaUi.widgets.photoSize';
  return undefined;
}

function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** Stores the file (POST /api/utils/documents) and returns its key, the value the record keeps. */
export async function uploadPhoto(file: File): Promise<string> {
  const dataBase64 = await base64Of(file);
  const { json } = await httpClient<{ _key: string }>(`${API_URL}/utils/documents`, {
    method: 'POST',
    body: JSON.stringify({ fileName: file.name || 'photo', contentType: file.type, dataBase64 }),
  });
  return json._key;
}

/** A signed link to show a stored document (valid 300 seconds). */
export async function photoLink(key: string): Promise<string> {
  const { json } = await httpClient<{ url: string }>(`${API_URL}/utils/documents/${encodeURIComponent(key)}/link`);
  return json.url;
}

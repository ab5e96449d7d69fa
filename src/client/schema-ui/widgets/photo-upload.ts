import { MAX_DOCUMENT_BYTES } from '../../../domain/documents';
import type { AccountMethods } from '../../providers/account-methods';

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

/** Stores the file as a document and returns its key, the value the record keeps. */
export async function uploadPhoto(provider: Pick<AccountMethods, 'uploadDocument'>, file: File): Promise<string> {
  const dataBase64 = await base64Of(file);
  return provider.uploadDocument({ fileName: file.name || 'photo', contentType: file.type, dataBase64 });
}

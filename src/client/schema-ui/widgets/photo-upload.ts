import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '../../../domain/documents';
import type { AccountMethods } from '../../providers/account-methods';

export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_PHOTO_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

/** Why a file cannot be a supporting document (a scan or a PDF), as an i18n key; undefined when it can. */
export function documentProblem(file: { type: string; size: number }): 'schemaUi.widgets.documentType' | 'schemaUi.widgets.documentSize' | undefined {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'schemaUi.widgets.documentType';
  if (file.size === 0 || file.size > MAX_DOCUMENT_BYTES) return 'schemaUi.widgets.documentSize';
  return undefined;
}

/** Why a file cannot be a photo, as an i18n key; undefined when it can. */
export function photoProblem(file: { type: string; size: number }): 'schemaUi.widgets.photoType' | 'schemaUi.widgets.photoSize' | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'schemaUi.widgets.photoType';
  if (file.size === 0 || file.size > MAX_DOCUMENT_BYTES) return 'schemaUi.widgets.photoSize';
  return undefined;
}

export function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** Stores the file as a document and returns its key, the value the record keeps. */
export async function uploadFile(provider: Pick<AccountMethods, 'uploadDocument'>, file: File, fallbackName: string): Promise<string> {
  const dataBase64 = await base64Of(file);
  return provider.uploadDocument({ fileName: file.name || fallbackName, contentType: file.type, dataBase64 });
}

export const uploadPhoto = (provider: Pick<AccountMethods, 'uploadDocument'>, file: File) => uploadFile(provider, file, 'photo');

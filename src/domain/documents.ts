/** A signed download link lives 300 seconds. */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The first bytes each accepted type must start with, so a label cannot disguise a file. */
const SIGNATURES: Record<DocumentType, number[][]> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/webp': [[0x52, 0x49, 0x46, 0x46]],
  'application/pdf': [[0x25, 0x50, 0x44, 0x46]],
};

export function contentMatchesType(bytes: Uint8Array, type: DocumentType): boolean {
  return SIGNATURES[type].some((signature) => signature.every((byte, index) => bytes[index] === byte));
}

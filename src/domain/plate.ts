/**
 * A plate in its one written form: capitals and digits only. Clerks type plates as they read
 * them ("0008 kt 05", "0008-KT-05"); stored and compared one way, the same car is found and
 * refused twice whatever was typed.
 */
export function normalizePlate(text: string): string {
  return text.replace(/[\s\-.]/g, '').toUpperCase();
}

/** Text fields written one way before any check, by the `x-admin-normalize` name a schema gives them. */
export const FIELD_NORMALIZERS: Readonly<Record<string, (text: string) => string>> = { plate: normalizePlate };

/** The field's value as it is checked and stored, when its schema names a normalizer. */
export function normalizedValue(normalizer: unknown, value: unknown): unknown {
  if (typeof normalizer !== 'string' || typeof value !== 'string') return value;
  const normalize = Object.prototype.hasOwnProperty.call(FIELD_NORMALIZERS, normalizer) ? FIELD_NORMALIZERS[normalizer] : undefined;
  return normalize ? normalize(value) : value;
}

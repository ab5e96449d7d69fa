import { normalizedValue } from '../../../domain/plate';
import type { JsonSchema } from '../../../domain/entity-meta';
import type { FormData } from '../types';

/**
 * The form's data with each `x-admin-normalize` field written as the server will store it
 * (a plate typed "0008 kt 05" reads "0008KT05"), so the format check judges what will be saved.
 * The same object comes back when nothing changed, so React sees no new state.
 */
export function normalizedFields(properties: Record<string, JsonSchema>, data: FormData): FormData {
  let next = data;
  for (const [field, property] of Object.entries(properties)) {
    if (property['x-admin-normalize'] === undefined || !(field in data)) continue;
    const value = normalizedValue(property['x-admin-normalize'], data[field]);
    if (value !== data[field]) next = { ...next, [field]: value };
  }
  return next;
}

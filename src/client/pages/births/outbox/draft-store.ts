import type { BirthFormValues } from '../birth-form';

/**
 * The declaration being typed, kept at each change so a reload (or a tablet's battery) loses
 * nothing. Per user, and left in place at sign-out like the outbox: the same registrar finds
 * it again. `key` is the idempotency key once the form was first saved.
 */
export type BirthDraft = { values: BirthFormValues; key?: string };

const storageKey = (userKey: string) => `births.draft.${userKey}`;

export function loadDraft(userKey: string, storage: Storage = localStorage): BirthDraft | undefined {
  const raw = storage.getItem(storageKey(userKey));
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as BirthDraft;
  } catch {
    return undefined;
  }
}

export function saveDraft(userKey: string, draft: BirthDraft, storage: Storage = localStorage): void {
  storage.setItem(storageKey(userKey), JSON.stringify(draft));
}

export function clearDraft(userKey: string, storage: Storage = localStorage): void {
  storage.removeItem(storageKey(userKey));
}

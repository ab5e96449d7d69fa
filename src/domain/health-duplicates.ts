import { daysBetween } from './calendar-rules';

/**
 * Probable duplicates among birth declarations. Two clerks, or one offline tablet sending twice
 * under different keys, may declare one child twice; the approver is shown the pair and decides:
 * declarations are flagged, never merged.
 */

/** A name as compared: accents, case, punctuation and repeated spaces do not count. */
export function normalizeName(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Levenshtein distance, stopped early once it passes `limit` (answers limit + 1 then). */
export function editDistance(a: string, b: string, limit = Number.MAX_SAFE_INTEGER): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

export type BirthIdentity = {
  hospitalKey: string;
  dateOfBirth: string;
  childFirstName: string;
  childLastName: string;
  motherFirstName: string;
  motherLastName: string;
  motherCitizenKey?: string | null;
  multiplePregnancy?: boolean;
};

/** Days either side of the date of birth within which a near match counts (a date typed a day off). */
export const DUPLICATE_DAY_WINDOW = 3;
/** Edits (a letter typed, left out or swapped) within which two names read as the same. */
export const NAME_EDIT_LIMIT = 2;

const fullName = (first: string, last: string) => normalizeName(`${first} ${last}`);
const closeNames = (a: string, b: string) => editDistance(a, b, NAME_EDIT_LIMIT) <= NAME_EDIT_LIMIT;

function sameMother(a: BirthIdentity, b: BirthIdentity): boolean {
  if (a.motherCitizenKey && b.motherCitizenKey) return a.motherCitizenKey === b.motherCitizenKey;
  return fullName(a.motherFirstName, a.motherLastName) === fullName(b.motherFirstName, b.motherLastName);
}

/**
 * Whether two declarations probably record one birth: the same mother, date of birth and
 * hospital; or, anywhere and a few days apart, mother and child with close names. Twins are
 * not duplicates: with a multiple pregnancy declared on both, children named differently are
 * siblings.
 */
export function isProbableDuplicate(a: BirthIdentity, b: BirthIdentity): boolean {
  const days = Math.abs(daysBetween(a.dateOfBirth, b.dateOfBirth));
  if (!(days <= DUPLICATE_DAY_WINDOW)) return false;
  const childClose = closeNames(fullName(a.childFirstName, a.childLastName), fullName(b.childFirstName, b.childLastName));
  if (a.multiplePregnancy && b.multiplePregnancy && !childClose) return false;
  if (days === 0 && a.hospitalKey === b.hospitalKey && sameMother(a, b)) return true;
  const motherClose = sameMother(a, b) || closeNames(fullName(a.motherFirstName, a.motherLastName), fullName(b.motherFirstName, b.motherLastName));
  return motherClose && childClose;
}

/**
 * Same mother, day and hospital but children named apart: the pair isProbableDuplicate flags as
 * the same birth may well be twins whose "multiple pregnancy" was not ticked. The flag stays (one
 * child retyped under another name is the case it guards against); the approver is told both readings.
 */
export function looksLikeTwins(a: BirthIdentity, b: BirthIdentity): boolean {
  if (a.dateOfBirth !== b.dateOfBirth || a.hospitalKey !== b.hospitalKey || !sameMother(a, b)) return false;
  return !closeNames(fullName(a.childFirstName, a.childLastName), fullName(b.childFirstName, b.childLastName));
}

import { WORK_TYPES } from './constants';
import { establishmentScope, type EstablishmentRef } from './establishment-choice';

/**
 * A user's type and establishment lists are rights, not profile fields: they decide which banks'
 * money a user reads and records, which organisations they tax and which records they edit. So
 * outside Super Admin they are handed out like a role: never to oneself, never beyond one's own.
 */
export type UserPlacement = { type?: string | null; establishmentKey?: string | null; associatedEstablishmentKey?: readonly string[] | null };

export type ScopeCaller = {
  isSuperAdmin: boolean;
  userKey: string;
  /** The caller's user type ('3' for a bank's user). */
  userType: string | null;
  /** The caller's working establishment and associated establishments. */
  establishmentKeys: readonly string[];
};

export type UserScopeProblem = 'ownScope' | 'establishmentOutOfScope' | 'bankTypeLocked';

const placed = (user: UserPlacement | undefined) =>
  [user?.establishmentKey, ...(user?.associatedEstablishmentKey ?? [])].filter((k): k is string => Boolean(k));

/**
 * The establishments a caller may hand out: their own list and every branch below one of them.
 * Everything for a Super Admin ('any').
 */
export function grantableEstablishments(caller: ScopeCaller, all: readonly EstablishmentRef[]): 'any' | Set<string> {
  return caller.isSuperAdmin ? 'any' : establishmentScope(caller.establishmentKeys, all);
}

/**
 * What is wrong with giving a user this placement (`before` is absent for a new user), or null.
 * Only what changes is judged: an administrator may still correct the name of a user who was
 * given, by a Super Admin, establishments beyond the administrator's own.
 */
export function userScopeProblem(
  caller: ScopeCaller,
  target: { key?: string; before?: UserPlacement; after: UserPlacement },
  all: readonly EstablishmentRef[],
): UserScopeProblem | null {
  if (caller.isSuperAdmin) return null;
  const { before, after } = target;
  const beforeKeys = placed(before);
  const afterKeys = placed(after);
  const typeChanged = before !== undefined && (after.type ?? before.type) !== before.type;
  if (target.key === caller.userKey && before) {
    const sameList = new Set(beforeKeys).size === new Set(afterKeys).size && afterKeys.every((key) => beforeKeys.includes(key));
    if (typeChanged || (after.establishmentKey || null) !== (before.establishmentKey || null) || !sameList) return 'ownScope';
  }
  // A bank's user never leaves the bank type, and a bank's own administrator only makes bank users.
  if (before?.type === WORK_TYPES.bank && after.type !== WORK_TYPES.bank) return 'bankTypeLocked';
  if (caller.userType === WORK_TYPES.bank && (before === undefined || typeChanged) && after.type !== WORK_TYPES.bank) return 'bankTypeLocked';
  const grantable = grantableEstablishments(caller, all);
  const added = afterKeys.filter((key) => !beforeKeys.includes(key));
  if (grantable !== 'any' && added.some((key) => !grantable.has(key))) return 'establishmentOutOfScope';
  return null;
}

import { WORK_TYPES } from './constants';
import { isSuperAdminRole, type RoleRights } from './delegation';

/** Who reads a bank report: their role and their user type. */
export type BankReader = RoleRights & { userType?: string | null };

/**
 * The banks whose payments a caller may read in the bank reports. A bank's agent (user type
 * bank) reads only what the banks of their establishment list received, whatever their role
 * allows elsewhere; a Super Admin and every other staff member read every bank and every method.
 */
export function readableBanks(reader: BankReader, establishmentKeys: readonly string[]): 'any' | readonly string[] {
  if (isSuperAdminRole(reader)) return 'any';
  if (reader.userType === WORK_TYPES.bank) return [...establishmentKeys];
  return 'any';
}

/**
 * The banks a report keeps for a request: null for no bank condition, the asked bank when the
 * caller may read it, the caller's own banks when none is asked, or 'forbidden' when the caller
 * asks for a bank that is not theirs (a refusal rather than an empty report, so the agent knows
 * the figures are not another bank's zero).
 */
export function bankCondition(readable: 'any' | readonly string[], asked?: string): readonly string[] | null | 'forbidden' {
  if (asked) return readable === 'any' || readable.includes(asked) ? [asked] : 'forbidden';
  return readable === 'any' ? null : readable;
}

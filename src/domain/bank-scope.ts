import { WORK_TYPES } from './constants';
import { isSuperAdminRole, type RoleRights } from './delegation';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-rules';

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

/**
 * The payment methods a caller may filter the bank reports by: a bank's agent reads only what
 * their banks received, so bank is their only choice (cash and collection point would always be
 * empty for them); everyone else every method.
 */
export function readableMethods(readable: 'any' | readonly string[]): readonly PaymentMethod[] {
  return readable === 'any' ? PAYMENT_METHODS : ['bank'];
}

/** A bank's agent whose list holds no bank reads nothing at all (a refusal on reports, empty lists). */
export const readsNoBank = (readable: 'any' | readonly string[]) => readable !== 'any' && readable.length === 0;

/**
 * Whether one ledger row lies in what the caller may read: a bank's agent reads only rows their
 * banks received; a row of another channel (another bank, a cash desk, a collection point) is not theirs.
 */
export function mayReadPaymentRow(readable: 'any' | readonly string[], row: { method: string; bankKey?: string | null }): boolean {
  if (readable === 'any') return true;
  return row.method === 'bank' && Boolean(row.bankKey) && readable.includes(row.bankKey!);
}

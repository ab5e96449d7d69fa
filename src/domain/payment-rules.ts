import { isSuperAdminRole, type RoleRights } from './delegation';
import { WORK_TYPES } from './constants';
import { instalmentDue, type Instalment } from './instalments';
import { convertMinor, type Currency, type Money } from './money';
import { hasFlag, canPerform } from './permissions';
import type { Lifecycle } from './tax-note-protocol';

/**
 * What may be paid on a note now, in which currency and by whom. The counter and the server ask
 * the same functions: the paid amount must equal the payable amount exactly, converted at the
 * day's rate when the taxpayer pays in the other currency.
 */
export type PaymentMethod = 'bank' | 'cash' | 'collectionPoint';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['bank', 'cash', 'collectionPoint'];

export type Payable = { currency: Currency; amount: number; instalmentNumber: number | null };

/**
 * What is payable now: the instalment due when the note is split (never more than what remains
 * of the note, in case the amount was lowered since), else everything that remains. A note with
 * nothing left is payable for 0. `paidSoFar` is the note's settled total, in its currency.
 */
export function payableNow(note: { amount: number; currency: Currency }, schedule: readonly Instalment[], paidSoFar: number): Payable {
  const remaining = Math.max(0, note.amount - paidSoFar);
  // Lateness does not change what is owed, so no day is needed here.
  const due = schedule.length > 0 ? instalmentDue(schedule, paidSoFar, '') : null;
  if (!due || remaining === 0) return { currency: note.currency, amount: remaining, instalmentNumber: null };
  return { currency: note.currency, amount: Math.min(due.amount, remaining), instalmentNumber: due.number };
}

/** The payable amount in `paidCurrency`, converted at `usdToCdfRate` (CDF for one USD), half-up. */
export function payableIn(payable: Money, paidCurrency: Currency, usdToCdfRate: string): Money {
  return { currency: paidCurrency, amount: convertMinor(payable.amount, payable.currency, paidCurrency, usdToCdfRate) };
}

/** The payable amount in both currencies, for the counter's two figures. */
export function payableInBoth(payable: Money, usdToCdfRate: string): Record<Currency, number> {
  return { USD: payableIn(payable, 'USD', usdToCdfRate).amount, CDF: payableIn(payable, 'CDF', usdToCdfRate).amount };
}

/** Several notes paid at once in one currency: each payable converted on its own, then added. */
export function totalPayableIn(payables: readonly Money[], paidCurrency: Currency, usdToCdfRate: string): Money {
  return { currency: paidCurrency, amount: payables.reduce((sum, payable) => sum + payableIn(payable, paidCurrency, usdToCdfRate).amount, 0) };
}

export type PaidCheck = 'ok' | 'less' | 'greater';

/** The user's messages, word for word as users know them (the 'less' one reads oddly but is the established text). */
export const PAID_AMOUNT_MESSAGES: Readonly<Record<Exclude<PaidCheck, 'ok'>, string>> = {
  less: 'Paid amount is not less than Payable Amount !!!',
  greater: 'Paid amount is greater than Payable Amount !!!',
};

/**
 * 'ok' when the paid amount equals the payable amount in the paid currency (converted with
 * `usdToCdfRate` when the currencies differ; the rate is needed only then), else 'less' or
 * 'greater'. An ok payment settles the whole payable amount in the note's currency: the settled
 * figure is `payable.amount`, never the paid amount converted back (that could be off by a unit).
 */
export function checkPaidAmount(paid: Money, payable: Money, usdToCdfRate?: string): PaidCheck {
  if (paid.currency !== payable.currency && usdToCdfRate === undefined) throw new RangeError('A rate is needed to compare amounts in two currencies');
  const expected = paid.currency === payable.currency ? payable.amount : payableIn(payable, paid.currency, usdToCdfRate!).amount;
  if (paid.amount === expected) return 'ok';
  return paid.amount < expected ? 'less' : 'greater';
}

export type PaymentBlock = 'rejected' | 'notApproved' | 'disputed' | 'paid';

/**
 * null when the note can be paid now, else why not: a rejected note is closed; a note waiting for
 * approval is not yet owed (an approved note waiting for the receveur is); a disputed note waits
 * for its dispute to be decided; a paid note has nothing left.
 */
export function mayBePaid(note: { lifecycle: Lifecycle; disputed: boolean; amount: number; paidAmount: number }): PaymentBlock | null {
  if (note.lifecycle === 'rejected') return 'rejected';
  if (note.lifecycle === 'waitingForApproval') return 'notApproved';
  if (note.disputed) return 'disputed';
  if (note.paidAmount >= note.amount) return 'paid';
  return null;
}

/** The caller as the method rule sees them: their role and whether they are a bank's user. */
export type PaymentCaller = RoleRights & { userType?: string | null };
/** The methods the caller may record, and the banks they may record bank payments for. */
export type MethodRights = { methods: PaymentMethod[]; banks: 'any' | readonly string[] };

/**
 * Who may record which payment: nobody without Payment create; a Super Admin every method for any
 * bank; a bank's user (user type bank) bank payments only, for the banks of their establishment
 * list; a role with the Payment isPoc flag collection-point payments; any other cashier cash.
 * A cashier records no bank payment: the bank's own agent does.
 */
export function methodsFor(caller: PaymentCaller, establishmentKeys: readonly string[]): MethodRights {
  const roleList = caller.roleList ?? undefined;
  if (isSuperAdminRole(caller)) return { methods: [...PAYMENT_METHODS], banks: 'any' };
  if (!canPerform(roleList, 'Payment', 'create')) return { methods: [], banks: [] };
  if (caller.userType === WORK_TYPES.bank) return { methods: establishmentKeys.length > 0 ? ['bank'] : [], banks: [...establishmentKeys] };
  if (hasFlag(roleList, 'Payment', 'isPoc')) return { methods: ['collectionPoint'], banks: [] };
  return { methods: ['cash'], banks: [] };
}

/** True when the rights allow this method (and, for a bank payment, this bank). */
export function mayUseMethod(rights: MethodRights, method: PaymentMethod, bankKey?: string | null): boolean {
  if (!rights.methods.includes(method)) return false;
  if (method !== 'bank') return true;
  if (!bankKey) return false;
  return rights.banks === 'any' || rights.banks.includes(bankKey);
}

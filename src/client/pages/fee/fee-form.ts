import { DEFAULT_COUNTRY_CODE } from '../../../domain/constants';
import { counterValue, type Currency, type Money } from '../../../domain/money';
import { methodsFor } from '../../../domain/payment-rules';
import type { RoleRights } from '../../../domain/delegation';
import { isValidPhone } from '../../../domain/phone';
import type { FeeDraft, FeePayer } from '../../providers/settlement-methods';
import type { Taxpayer, TaxpayerKind } from '../taxation/taxation-form';

/** Methods a counter collects a fee by; a bank payment goes through the payment screen with its slip. */
export const FEE_METHODS = ['collectionPoint', 'cash'] as const;
export type FeeCounterMethod = (typeof FEE_METHODS)[number];

/**
 * The counter methods the caller's role records (the payment rule: a collection point with the
 * Payment isPoc flag, cash otherwise). A fee agent without Payment rights of their own is offered
 * both and the server, which decides, answers for the role.
 */
export function counterMethodsFor(role: RoleRights | undefined): FeeCounterMethod[] {
  const allowed = methodsFor({ ...role }, []).methods;
  const methods = FEE_METHODS.filter((method) => allowed.includes(method));
  return methods.length > 0 ? methods : [...FEE_METHODS];
}

export type WalkIn = { firstName: string; lastName: string; phoneCountryCode: string; phoneNumber: string };

export type FeeForm = {
  itemKey?: string;
  /** A registered citizen or establishment, or someone at the counter without a record. */
  walkIn: boolean;
  kind: TaxpayerKind;
  taxpayer?: Taxpayer;
  person: WalkIn;
  stepValues: Record<string, string>;
  paidCurrency?: Currency;
  /** undefined = the first method the role may record. */
  method?: FeeCounterMethod;
};

export const emptyFeeForm = (): FeeForm => ({
  walkIn: false,
  kind: 'citizen',
  person: { firstName: '', lastName: '', phoneCountryCode: DEFAULT_COUNTRY_CODE, phoneNumber: '' },
  stepValues: {},
});

export type FeeProblem = 'item' | 'taxpayer' | 'firstName' | 'lastName' | 'phoneNumber' | 'phoneInvalid' | 'amount';

/** What must be filled before collecting; `amount` = the fee's amount cannot be computed or converted yet. */
export function feeProblems(form: FeeForm, toCollect: Money | undefined): FeeProblem[] {
  const problems: FeeProblem[] = [];
  if (!form.itemKey) problems.push('item');
  if (!form.walkIn && !form.taxpayer) problems.push('taxpayer');
  if (form.walkIn) {
    if (!form.person.firstName.trim()) problems.push('firstName');
    if (!form.person.lastName.trim()) problems.push('lastName');
    if (!form.person.phoneNumber) problems.push('phoneNumber');
    else if (!isValidPhone(form.person.phoneCountryCode, form.person.phoneNumber)) problems.push('phoneInvalid');
  }
  if (form.itemKey && !toCollect) problems.push('amount');
  return problems;
}

/** A walk-in pays what a citizen pays. */
export const payerKind = (form: FeeForm): TaxpayerKind => (form.walkIn ? 'citizen' : form.kind);

/**
 * The amount to collect in the currency paid: the fee's amount, converted at the rate in force
 * when it is paid in the other currency (undefined without a rate).
 */
export function amountToCollect(fee: Money | undefined, paidCurrency: Currency | undefined, rate: string | undefined): Money | undefined {
  if (!fee) return undefined;
  const currency = paidCurrency ?? fee.currency;
  if (currency === fee.currency) return fee;
  return counterValue(fee, currency, rate);
}

function payerOf(form: FeeForm): FeePayer {
  if (!form.walkIn) return { kind: form.kind, key: form.taxpayer!.key };
  const { firstName, lastName, phoneCountryCode, phoneNumber } = form.person;
  return { kind: 'walkIn', firstName: firstName.trim(), lastName: lastName.trim(), phoneCountryCode, phoneNumber };
}

/** The body of POST /api/payment/fees; the server computes the fee again and trusts only its own figure. */
export function feeDraftOf(form: FeeForm, method: FeeCounterMethod, stepValues: Record<string, string>, toCollect: Money, today: string): FeeDraft {
  return {
    nomenclatureItemKey: form.itemKey!,
    payer: payerOf(form),
    stepValues,
    method,
    paidCurrency: toCollect.currency,
    paidAmount: toCollect.amount,
    paymentDate: today,
  };
}

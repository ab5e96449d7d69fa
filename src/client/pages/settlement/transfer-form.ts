import type { AmountLanguage } from '../../../domain/money';
import { toMinorUnits } from '../../schema-ui/money';

/** What the transfer dialog holds, as typed. */
export type TransferForm = { amount: string; bankKey: string; transferReference: string; transferDate: string };

export type TransferProblem = 'amountInvalid' | 'amountTooLarge' | 'reference' | 'dateInvalid';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The typed amount in minor units, or undefined when it is no positive amount with two decimals at most. */
export function transferAmount(text: string, language?: AmountLanguage): number | undefined {
  const amount = toMinorUnits(text, undefined, language);
  return amount !== undefined && Number.isSafeInteger(amount) && amount > 0 ? amount : undefined;
}

/**
 * The problems of a transfer before it is sent: a beneficiary is never paid more than what
 * remains owed (the server refuses it too), and a transfer is recorded once it has happened.
 */
export function transferProblems(form: TransferForm, remaining: number, today: string): TransferProblem[] {
  const problems: TransferProblem[] = [];
  const amount = transferAmount(form.amount);
  if (amount === undefined) problems.push('amountInvalid');
  else if (amount > remaining) problems.push('amountTooLarge');
  if (!form.transferReference.trim()) problems.push('reference');
  if (!ISO_DAY.test(form.transferDate) || form.transferDate > today) problems.push('dateInvalid');
  return problems;
}

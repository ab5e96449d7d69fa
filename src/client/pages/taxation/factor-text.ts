import type { Language } from '../../../domain/constants';
import { formatMoney, formatPercentage } from '../../../domain/format';
import { factorPercent } from '../../../domain/tax-computation';

/**
 * A tax item's factor as its reader means it: '22 %' when it multiplies the rent, '$15.20' when it
 * is a price per unit. `countedStepKeys`: the steps included in the calculation.
 */
export function factorText(factor: { amount: number; currency: string }, countedStepKeys: readonly string[], language: Language): string {
  const percent = factorPercent(factor, countedStepKeys);
  return percent === undefined ? formatMoney(factor, language) : formatPercentage(percent, language);
}

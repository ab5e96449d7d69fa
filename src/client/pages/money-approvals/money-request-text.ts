import type { Language } from '../../../domain/constants';
import { formatDay, formatMoney } from '../../../domain/format';
import type { PendingMoneyRequest } from '../../providers/money-request-methods';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a request would write, in one line: the receipt it cancels, the transfer, or the rate. */
export function moneyRequestText(row: PendingMoneyRequest, translate: Translate, language: Language): string {
  const d = row.details;
  if (row.kind === 'reversal')
    return translate('moneyRequests.what.reversal', {
      receiptNumber: String(d.receiptNumber ?? ''),
      amount: formatMoney({ amount: d.paidAmount, currency: d.paidCurrency }, language),
    });
  if (row.kind === 'settlement')
    return translate('moneyRequests.what.settlement', {
      beneficiary: String(d.beneficiaryName ?? ''),
      amount: formatMoney({ amount: d.amount, currency: d.currency }, language),
      reference: String(d.transferReference ?? ''),
      date: formatDay(d.transferDate),
    });
  return translate('moneyRequests.what.rate', {
    from: String(d.fromCurrency ?? ''),
    to: String(d.toCurrency ?? ''),
    rate: String(d.conversionRate ?? ''),
    date: formatDay(d.validFrom),
  });
}

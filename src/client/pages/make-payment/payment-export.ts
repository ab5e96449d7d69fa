import { formatDay, minorUnitsToDecimal } from '../../../domain/format';
import { paidOf, settledOf, type PaymentRow } from '../../providers/payment-methods';

const HEADERS = [
  'date',
  'receipt',
  'method',
  'paidCurrency',
  'paidAmount',
  'settledCurrency',
  'settledAmount',
  'bank',
  'slip',
  'cashier',
  'recordedBy',
] as const;

/** A CSV cell: quoted when it holds a separator, a quote or a line break; a leading formula sign is neutralised. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The payments as CSV: amounts as exact decimals beside their currency, headers in the user's language. */
export function paymentsCsv(
  rows: readonly PaymentRow[],
  header: (key: string) => string,
  methodLabel: (method: string) => string,
  bankName: (key: string) => string = (key) => key,
): string {
  const lines = rows.map((row) => {
    const paid = paidOf(row);
    const settled = settledOf(row);
    return [
      formatDay(row.paymentDate),
      row.receiptNumber,
      methodLabel(row.method),
      paid?.currency ?? '',
      paid ? minorUnitsToDecimal(paid.amount) : '',
      settled?.currency ?? '',
      settled ? minorUnitsToDecimal(settled.amount) : '',
      bankName(row.bankKey ?? ''),
      row.bankSlipNumber ?? '',
      row.cashierName ?? '',
      row.recordedByName ?? '',
    ]
      .map(cell)
      .join(',');
  });
  return [HEADERS.map((key) => cell(header(key))).join(','), ...lines].join('\n');
}

import type { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** The schemas have no nullable fields: an empty column is an absent field. */
const present = <T>(value: T | null) => (value === null ? undefined : value);

/** A ledger row as the API shows it (money as { amount, currency }). */
export function toApiPayment(row: PaymentRow) {
  return {
    _key: row.key,
    noteKey: row.noteKey,
    kind: row.kind,
    reversesKey: present(row.reversesKey),
    method: row.method,
    paid: { amount: row.paidAmount, currency: row.paidCurrency },
    settled: { amount: row.settledAmount, currency: row.settledCurrency },
    conversionRate: row.conversionRate,
    instalmentNumber: present(row.instalmentNumber),
    bankKey: present(row.bankKey),
    bankSlipNumber: present(row.bankSlipNumber),
    cashierName: present(row.cashierName),
    cashierPhone: present(row.cashierPhone),
    paymentDate: row.paymentDate,
    receiptNumber: row.receiptNumber,
    reason: row.reason || undefined,
    recordedBy: row.recordedBy,
    recordedByName: row.recordedByName,
    createdAt: row.createdAt,
  };
}

export type ApiPayment = ReturnType<typeof toApiPayment>;

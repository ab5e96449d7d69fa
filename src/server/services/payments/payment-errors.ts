import type { DayRange } from '../../../domain/dated-money';
import { formatDay } from '../../../domain/format';
import { AppError, badRequest, conflict, forbidden, ruleBroken } from '../../app-error';

/** The failures of the payment use cases, each with its stable code and translated message. */
export const paidLess = () => ruleBroken('PAID_AMOUNT_LESS', 'paidAmountLess');
export const paidGreater = () => ruleBroken('PAID_AMOUNT_GREATER', 'paidAmountGreater');
export const splitGreater = () => new AppError(400, 'SPLIT_AMOUNT_GREATER', 'splitAmountGreater', {}, [{ field: 'firstAmount', message: 'greater' }]);
export const methodRefused = () => forbidden('PAYMENT_METHOD_REFUSED', 'paymentMethodRefused');
export const bankRefused = () => forbidden('PAYMENT_BANK_REFUSED', 'paymentBankRefused');
export const bankInvalid = () => badRequest('PAYMENT_BANK_INVALID', 'paymentBankInvalid', {}, [{ field: 'bankKey', message: 'bank' }]);
export const idempotencyReused = () => ruleBroken('IDEMPOTENCY_KEY_REUSED', 'idempotencyKeyReused');
export const idempotencyPending = () => conflict('IDEMPOTENCY_PENDING', 'idempotencyPending');
export const alreadyReversed = () => conflict('PAYMENT_ALREADY_REVERSED', 'paymentAlreadyReversed');
export const notReversible = () => conflict('PAYMENT_NOT_REVERSIBLE', 'paymentNotReversible');
export const splitNotAllowed = () => ruleBroken('SPLIT_NOT_ALLOWED', 'splitNotAllowed');
export const splitRefused = () => conflict('SPLIT_REFUSED', 'splitRefused');
export const referenceMistyped = () => badRequest('REFERENCE_MISTYPED', 'referenceMistyped', {}, [{ field: 'text', message: 'reference' }]);
/** 422, naming the allowed days as users read them (DD/MM/YYYY in both languages). */
export const dateOutOfRange = (range: DayRange) =>
  new AppError(422, 'PAYMENT_DATE_OUT_OF_RANGE', 'paymentDateOutOfRange', { from: formatDay(range.from), to: formatDay(range.to) }, [
    { field: 'paymentDate', message: 'range' },
  ]);
export const firstDueInPast = (today: string) =>
  new AppError(422, 'SPLIT_FIRST_DUE_DATE_PAST', 'firstDueDateInPast', { today: formatDay(today) }, [{ field: 'firstDueDate', message: 'past' }]);
export const severalTaxpayers = () => badRequest('NOTES_OF_SEVERAL_TAXPAYERS', 'notesOfSeveralTaxpayers', {}, [{ field: 'noteKeys', message: 'taxpayer' }]);

/** Why a note cannot be paid, as the domain names it, to the answer the caller sees. */
export function blocked(reason: string): AppError {
  switch (reason) {
    case 'rejected':
      return conflict('NOTE_REJECTED', 'noteRejectedUnpayable');
    case 'disputed':
      return conflict('NOTE_DISPUTED', 'noteDisputedUnpayable');
    case 'paid':
      return conflict('NOTE_ALREADY_PAID', 'noteAlreadyPaid');
    default:
      return conflict('NOTE_NOT_APPROVED', 'noteNotApprovedUnpayable');
  }
}

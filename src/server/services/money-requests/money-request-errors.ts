import { AppError, badRequest, conflict, forbidden } from '../../app-error';
import { fourEyesRefused } from '../four-eyes-refusal';
import { formatDay } from '../../../domain/format';
import type { OwnMoneyRequest } from '../../../domain/money-requests';

/** The refusals of the money requests, each with its stable code and translated message. */
export const ownMoneyRequestRefused = (own: OwnMoneyRequest, kind: string) =>
  fourEyesRefused(own === 'payment' ? 'fourEyesRecordedPayment' : kind === 'rate' ? 'fourEyesOwnRate' : 'fourEyesOwnMoneyRequest');
export const requestDecided = () => conflict('MONEY_REQUEST_DECIDED', 'moneyRequestDecided');
export const notDecider = () => forbidden('MONEY_REQUEST_DECIDER', 'moneyRequestDecider');
export const reversalAlreadyRequested = () => conflict('REVERSAL_ALREADY_REQUESTED', 'reversalAlreadyRequested');
export const settlementDateInFuture = () => badRequest('SETTLEMENT_DATE_FUTURE', 'settlementDateInFuture', {}, [{ field: 'transferDate', message: 'future' }]);
export const rateNotPending = () => conflict('RATE_NOT_PENDING', 'rateNotPending');
export const rateDateInFuture = (field: string) => badRequest('RATE_DATE_FUTURE', 'rateDateInFuture', { field }, [{ field: 'validFrom', message: 'future' }]);
export const rateOverConvertedDays = (day: string, validFrom: string, field: string) =>
  new AppError(409, 'RATE_OVER_CONVERTED_DAYS', 'rateOverConvertedDays', { day: formatDay(day), validFrom: formatDay(validFrom), field }, [
    { field: 'validFrom', message: 'converted' },
  ]);
export const rateApprovedUnchangeable = (field: string) =>
  new AppError(409, 'RATE_APPROVED', 'rateApprovedUnchangeable', { field }, [{ field: 'validFrom', message: 'approved' }]);
export const rateChangeByRequesterOnly = () => forbidden('RATE_NOT_YOURS', 'rateChangeByRequesterOnly');

import { AppError, conflict, ruleBroken } from '../../app-error';
import { formatDay } from '../../../domain/format';
import { dayInZone } from '../../../domain/dated-money';

/** 'YYYY-MM' as users read months (MM/YYYY in both languages, like DD/MM/YYYY days). */
export const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** The failures of the closed-period rules, each with its stable code and translated message. */
export const periodClosed = (month: string, closedAt: Date, closedByName: string) =>
  ruleBroken('PERIOD_CLOSED', 'periodClosed', { month: monthLabel(month), closedOn: formatDay(dayInZone(closedAt)), closedBy: closedByName });
export const periodNotOver = (month: string) => ruleBroken('PERIOD_NOT_OVER', 'periodNotOver', { month: monthLabel(month) });
export const periodNotReconciled = (month: string, count: number) =>
  ruleBroken('PERIOD_NOT_RECONCILED', 'periodNotReconciled', { month: monthLabel(month), count });
export const periodAlreadyClosed = () => conflict('PERIOD_ALREADY_CLOSED', 'periodAlreadyClosed');
export const periodNotClosed = () => conflict('PERIOD_NOT_CLOSED', 'periodNotClosed');
export const reopenAlreadyRequested = () => conflict('REOPEN_ALREADY_REQUESTED', 'reopenAlreadyRequested');
export const reopenNotRequested = () => conflict('REOPEN_NOT_REQUESTED', 'reopenNotRequested');
export const reopenSamePerson = () => new AppError(403, 'REOPEN_SAME_PERSON', 'reopenSamePerson');
export const invalidMonth = () => new AppError(400, 'PERIOD_MONTH_INVALID', 'periodMonthInvalid', {}, [{ field: 'month', message: 'month' }]);

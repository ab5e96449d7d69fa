import type { errors } from '../i18n/en/errors';

export type ErrorKey = keyof typeof errors;
export type ErrorDetail = { field: string; message: string };
/** Amounts a message names, in minor units: the error plugin writes each in the caller's language ('$1.00', '1,00 $'). */
export type MoneyParams = Record<string, { amount: number; currency: string }>;

/**
 * A failure the client is meant to see: its status, a stable code, and the i18n key of the
 * message the error plugin translates into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    readonly messageKey: ErrorKey,
    readonly params: Record<string, string | number> = {},
    readonly details: ErrorDetail[] = [],
    readonly money: MoneyParams = {},
  ) {
    super(messageKey);
  }
}

export const badRequest = (code: string, key: ErrorKey, params?: Record<string, string | number>, details?: ErrorDetail[]) =>
  new AppError(400, code, key, params, details);
export const unauthorized = (code = 'UNAUTHORIZED', key: ErrorKey = 'unauthorized') => new AppError(401, code, key);
export const forbidden = (code = 'FORBIDDEN', key: ErrorKey = 'forbidden') => new AppError(403, code, key);
export const notFound = () => new AppError(404, 'NOT_FOUND', 'notFound');
export const conflict = (code: string, key: ErrorKey) => new AppError(409, code, key);
export const ruleBroken = (code: string, key: ErrorKey, params?: Record<string, string | number>) => new AppError(422, code, key, params);

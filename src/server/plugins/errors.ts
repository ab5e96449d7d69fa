import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import localize from 'ajv-i18n';
import { AppError, type ErrorDetail, type ErrorKey, type MoneyParams } from '../app-error';
import { formatMoney } from '../../domain/format';
import { languageFrom, translate } from '../../i18n/translate';
import type { Language } from '../../domain/constants';
import { fromDatabaseError } from '../db/database-errors';
import { unreachableReason } from '../db/database-unreachable';

export type ErrorEnvelope = { error: true; responseMessage: string; errorCode: string; details: ErrorDetail[] };

function envelope(lang: Language, code: string, key: ErrorKey, params: Record<string, string | number> = {}, details: ErrorDetail[] = []): ErrorEnvelope {
  return { error: true, responseMessage: translate(lang, `errors.${key}`, params), errorCode: code, details };
}

/** The amounts an error names, written as the caller reads money. */
function moneyParams(money: MoneyParams, lang: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(money).map(([name, value]) => [name, formatMoney(value, lang)]));
}

/** The field an Ajv error is about, as the client named it. */
function fieldOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const child = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  return [path, child].filter(Boolean).join('.') || '(body)';
}

/** The i18n key a schema property names for its pattern (`x-admin-pattern-message`), if any. */
function patternMessageKey(error: ErrorObject): string | undefined {
  if (error.keyword !== 'pattern') return undefined;
  const key = (error.parentSchema as Record<string, unknown> | undefined)?.['x-admin-pattern-message'];
  return typeof key === 'string' ? key : undefined;
}

export function validationDetails(errors: ErrorObject[], lang: Language): ErrorDetail[] {
  // An `if` error only says "the then-branch failed"; the branch's own errors name the fields.
  const copies = errors.filter((e) => e.keyword !== 'if').map((e) => ({ ...e }));
  (lang === 'fr' ? localize.fr : localize.en)(copies);
  return copies.map((e) => {
    const field = fieldOf(e);
    const params = e.params as Record<string, unknown>;
    const unknownField = params.additionalProperty !== undefined;
    const patternKey = patternMessageKey(e);
    const message = unknownField ? translate(lang, 'errors.unknownField') : patternKey ? translate(lang, patternKey) : (e.message ?? '');
    return { field, message };
  });
}

/** Known framework failures that are the caller's fault: always 4xx, never 500. */
const FRAMEWORK_ERRORS: Record<string, [number, string, ErrorKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_JSON', 'malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MALFORMED_JSON', 'malformedJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'BODY_TOO_LARGE', 'bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'MALFORMED_JSON', 'malformedJson'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType'],
  FST_JWT_NO_AUTHORIZATION_IN_HEADER: [401, 'UNAUTHORIZED', 'unauthorized'],
  FST_JWT_AUTHORIZATION_TOKEN_EXPIRED: [401, 'TOKEN_EXPIRED', 'tokenExpired'],
  FST_JWT_AUTHORIZATION_TOKEN_INVALID: [401, 'UNAUTHORIZED', 'unauthorized'],
  FST_JWT_AUTHORIZATION_TOKEN_UNTRUSTED: [401, 'UNAUTHORIZED', 'unauthorized'],
  FST_JWT_BAD_REQUEST: [401, 'UNAUTHORIZED', 'unauthorized'],
  FST_ERR_VALIDATION: [400, 'VALIDATION_ERROR', 'validation'],
  FST_ERR_BAD_URL: [400, 'INVALID_URL', 'invalidUrl'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'INVALID_URL', 'invalidUrl'],
};

export function errorReply(error: FastifyError | AppError | Error, request: FastifyRequest): { status: number; body: ErrorEnvelope } {
  const lang = languageFrom(request.headers['accept-language']);
  const fromDatabase = error instanceof AppError ? undefined : fromDatabaseError(error);
  if (fromDatabase) return errorReply(fromDatabase, request);
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: envelope(lang, error.errorCode, error.messageKey, { ...error.params, ...moneyParams(error.money, lang) }, error.details),
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const details = validationDetails(fastifyError.validation as ErrorObject[], lang);
    const summary = details.map((d) => `${d.field}: ${d.message}`).join('; ');
    return { status: 400, body: envelope(lang, 'VALIDATION_ERROR', 'validation', { details: summary }, details) };
  }
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known[0], body: envelope(lang, known[1], known[2], { details: '' }) };
  if (fastifyError.statusCode === 429) return { status: 429, body: envelope(lang, 'TOO_MANY_REQUESTS', 'tooManyAttempts', { seconds: 60 }) };
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { status: fastifyError.statusCode, body: envelope(lang, 'BAD_REQUEST', 'badRequest') };
  }
  request.log.error({ err: error }, 'unexpected failure');
  return { status: 500, body: envelope(lang, 'INTERNAL_ERROR', 'generic') };
}

/** Answers a failure in the envelope; also used for the router's own errors (an undecodable URL). */
export function sendError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorReply(error, request);
  const answered = error instanceof AppError ? error : fromDatabaseError(error);
  if (answered && (answered.statusCode === 429 || answered.statusCode === 503)) reply.header('Retry-After', String(answered.params.seconds ?? 60));
  // A statement cancelled by its timeout: the caller is told to wait; the operators should see it.
  if (answered?.errorCode === 'QUERY_TIMEOUT') request.log.warn({ url: request.url }, 'statement timeout');
  if (answered?.errorCode === 'DATABASE_UNAVAILABLE') request.log.warn({ url: request.url, reason: unreachableReason(error) }, 'database unreachable');
  return reply.status(status).send(body);
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => sendError(error, request, reply));
}

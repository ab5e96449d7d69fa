import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { serializeError } from './redaction';

/**
 * The server's log: one JSON object a line (pino, through Fastify), every line of a request
 * carrying its `reqId`, and nothing in it that opens an account or names a person: no header
 * values, no bodies, no query values (a reset link's token, a search for a survivor's name), no
 * free-text path parameters, no SQL parameters of a failed query.
 */

/** A request id a proxy or client may send: a UUID, a hex or base64url id, short, printable. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

/** The incoming X-Request-Id when well-formed (so one id follows a call through the proxy), else a new UUID. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Path parameters that are identifiers (a row key, a receipt number, a month), safe to log as they are. */
const IDENTIFIER_PARAMS = new Set(['key', 'noteKey', 'userKey', 'receiptNumber', 'month', 'kind', 'resource', 'id']);

type LoggedRequest = Pick<FastifyRequest, 'url' | 'params'> & { routeOptions?: { url?: string } };

/**
 * The URL as the log shows it: the route's pattern with its identifier parameters filled in and
 * any other parameter left as `:name` (a search text in a path), and the query's names without
 * their values (`?filter&range`). A request no route matched keeps its path alone.
 */
export function loggedUrl(request: LoggedRequest): string {
  const [path, query = ''] = request.url.split('?', 2);
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const shownPath =
    pattern && !pattern.includes('*')
      ? pattern.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) =>
          IDENTIFIER_PARAMS.has(name) && typeof params[name] === 'string' ? String(params[name]) : whole,
        )
      : path;
  return shownPath + queryNamesOf(query);
}

/** `?filter&range` for `?filter={"q":"…"}&range=[0,9]`: which parameters came, not what they said. */
function queryNamesOf(query: string): string {
  const names = query
    .split('&')
    .map((part) => part.split('=', 1)[0])
    .filter((name) => /^[A-Za-z0-9_.[\]-]{1,40}$/.test(name))
    .slice(0, 20);
  return names.length > 0 ? `?${names.join('&')}` : '';
}

/** A bare URL a log call names (`{ url: request.url }`): its path, and its query's names only. */
export function withoutQueryValues(url: string): string {
  const [path, query = ''] = url.split('?', 2);
  return path + queryNamesOf(query);
}

/** Belt and braces: should a header or a body ever be logged, these never are. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["refresh-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.refreshToken',
  '*.survivorName',
];

type LoggerSettings = { level?: string; stream?: { write: (line: string) => void } };

/** Fastify's logger and request-id options: JSON lines, reqId on each, redacted as above. */
export function loggingOptions(settings: LoggerSettings | false): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: false,
    genReqId: requestIdOf,
    logger: settings && {
      level: settings.level ?? 'info',
      ...(settings.stream ? { stream: settings.stream } : {}),
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        req: (request) => {
          const fastifyRequest = request as unknown as FastifyRequest;
          return { method: fastifyRequest.method, url: loggedUrl(fastifyRequest), remoteAddress: fastifyRequest.ip };
        },
        err: (error) => serializeError(error),
        // Any `url` a log call adds (the statement-timeout warning names the request's).
        url: (url: unknown) => (typeof url === 'string' ? withoutQueryValues(url) : url),
      },
    },
  };
}

/** Hands the request id back, so a caller (or the proxy's log) can quote it to the operators. */
export function installRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

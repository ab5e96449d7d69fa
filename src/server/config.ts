import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { readMetricsSettings } from './observability/metrics-settings';

/** Everything the server reads from the environment, in one place. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    production: isProduction(env),
    publicOrigin: env.PUBLIC_ORIGIN?.trim() ? parsePublicOrigin(env.PUBLIC_ORIGIN) : undefined,
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    /** A streaming replica for reports, exports and dashboards; only with DATABASE_URL. */
    readDatabaseUrl: (env.DATABASE_URL && env.READ_DATABASE_URL) || undefined,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    demo: demoSeed(env),
    clientDir: resolve(env.CLIENT_DIR ?? './dist'),
    /** JSON log lines on stdout (LOG=false silences them; LOG_LEVEL picks the level, info by default). */
    logger: env.LOG !== 'false',
    /** Who may read /metrics: METRICS_TOKEN (bearer, main port) and/or METRICS_PORT (127.0.0.1); nobody by default. */
    metrics: readMetricsSettings(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    hstsMaxAge: parseHstsMaxAge(env),
    authRequestsPerMinute: parseAuthRequestsPerMinute(env.AUTH_REQUESTS_PER_MINUTE),
    /** SMTP for e-mail (SMTP_URL or SMTP_HOST…, MAIL_FROM); undefined: e-mails wait in the outbox unsent. */
    mail: readMailSettings(env),
  };
}

/** How e-mail leaves: an SMTP server and the sender address. */
export type MailSettings = {
  /** smtp:// or smtps:// with its credentials, as nodemailer reads it. */
  url?: string;
  host?: string;
  port?: number;
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  secure?: boolean;
  user?: string;
  password?: string;
  from: string;
};

/**
 * SMTP_URL (smtp://user:password@host:587, smtps://…:465), or SMTP_HOST with SMTP_PORT (587, or
 * 465 when SMTP_SECURE=true), SMTP_SECURE, SMTP_USER and SMTP_PASSWORD; MAIL_FROM is the sender
 * ("Mapato <no-reply@impots.example.cd>"). Neither URL nor host: no e-mail is sent (undefined).
 * A half-written setting stops the start rather than losing mail silently.
 */
export function readMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings | undefined {
  const url = env.SMTP_URL?.trim();
  const host = env.SMTP_HOST?.trim();
  if (!url && !host) return undefined;
  const from = env.MAIL_FROM?.trim();
  if (!from) throw new Error('MAIL_FROM (the sender, such as "Mapato <no-reply@impots.example.cd>") is needed with SMTP_URL or SMTP_HOST');
  if (url) {
    if (!/^smtps?:\/\/[^\s/]+/.test(url)) throw new Error('SMTP_URL must read smtp://user:password@host:port or smtps://…');
    return { url, from };
  }
  const secureText = env.SMTP_SECURE?.trim() || 'false';
  if (secureText !== 'true' && secureText !== 'false') throw new Error(`SMTP_SECURE must be true or false, not "${secureText}"`);
  const secure = secureText === 'true';
  const portText = env.SMTP_PORT?.trim();
  const port = portText ? Number(portText) : secure ? 465 : 587;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SMTP_PORT must be a port number, not "${portText}"`);
  const user = env.SMTP_USER?.trim() || undefined;
  return { host, port, secure, user, password: user ? (env.SMTP_PASSWORD ?? '') : undefined, from };
}

export const isProduction = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production';

/**
 * Whether the demo province (users with the public password Demo@2026) is seeded into an empty
 * database: yes by default on a developer's machine, no in production unless DEMO_SEED=true (and
 * then the production start refuses to run while a demo password is present).
 */
export function demoSeed(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.DEMO_SEED === 'true') return true;
  if (env.DEMO_SEED === 'false') return false;
  return !isProduction(env);
}

/**
 * The site's public address, the only base of links the server writes (reset links, SMS, QR
 * codes): never the request's Host header, which any client writes. An http(s) origin, no path.
 */
export function parsePublicOrigin(value: string): string {
  const text = value.trim().replace(/\/+$/, '');
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  const originOnly = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!url || !originOnly || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(`PUBLIC_ORIGIN must be the site's address such as https://impots.example.cd (no path), not "${value}"`);
  }
  return url.origin;
}

/** Where links point: PUBLIC_ORIGIN, or on a developer's machine without it this server's local port. */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return env.PUBLIC_ORIGIN?.trim() ? parsePublicOrigin(env.PUBLIC_ORIGIN) : `http://localhost:${Number(env.PORT ?? 8080)}`;
}

/**
 * Requests one address may send to the sign-in routes in a minute (60 by default), before the
 * per-account throttle. A value that is not a whole number from 1 to 100,000 stops the start.
 */
export function parseAuthRequestsPerMinute(value: string | undefined): number {
  if (value === undefined || value === '') return 60;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 100_000)
    throw new Error(`AUTH_REQUESTS_PER_MINUTE must be a whole number from 1 to 100000, not "${value}"`);
  return parsed;
}

/** Names proxy-addr (Fastify's trust check) knows for whole private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Fastify's `trustProxy` in the forms this server accepts (a function for a hop count). */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Which X-Forwarded-For entries to believe: nothing (the default: the client address is the
 * socket's), a number of proxy hops in front of the server, or the addresses and CIDR ranges of
 * the trusted proxies. `true` is refused: it would believe any X-Forwarded-For a client writes,
 * so anyone could pose as any address and slip past every per-address limit (or spend another
 * address's sign-in attempts).
 *
 * Fastify itself trusts nothing when given a bare number, so a hop count becomes a function:
 * the socket's peer and the entries added by the next hops-1 proxies are trusted, and the
 * client is the entry the outermost proxy wrote. That is only sound when the server cannot be
 * reached except through those proxies; addresses are the safer choice.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) {
    const hops = Number(text);
    return (_address: string, hop: number) => hop < hops;
  }
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust any X-Forwarded-For header; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2,10.1.0.0/16).',
    );
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0 || entries.length === 0) {
    throw new Error(`TRUST_PROXY: not a hop count nor a list of addresses or CIDR ranges: ${invalid.join(', ') || text}`);
  }
  return entries;
}

/** A year: what HSTS preload lists ask for, and long enough to matter between visits. */
export const DEFAULT_HSTS_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Strict-Transport-Security is off by default on a developer's machine: sent over plain HTTP
 * without TLS it would lock browsers out of the site. In production (NODE_ENV=production, served
 * over HTTPS) it is on for a year. HSTS_MAX_AGE gives the seconds; HSTS=true a year.
 */
export function parseHstsMaxAge(env: NodeJS.ProcessEnv): number | undefined {
  const maxAge = env.HSTS_MAX_AGE?.trim();
  if (maxAge) {
    if (!/^\d{1,10}$/.test(maxAge)) throw new Error(`HSTS_MAX_AGE must be a number of seconds, not "${maxAge}"`);
    return Number(maxAge);
  }
  return env.HSTS === 'true' || isProduction(env) ? DEFAULT_HSTS_MAX_AGE : undefined;
}

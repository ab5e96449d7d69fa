/**
 * How /metrics is reached. Deny by default: without METRICS_TOKEN and METRICS_PORT nobody reads it.
 * - METRICS_TOKEN: the main port answers /metrics to `Authorization: Bearer <token>` only.
 * - METRICS_PORT: a second listener on 127.0.0.1 answers /metrics without a token; only what runs
 *   on the machine (a local Prometheus or agent) reaches it.
 */
export type MetricsSettings = { token?: string; port?: number };

/** Shorter than this a token is guessable by anyone who can reach the port and try. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

export function readMetricsSettings(env: NodeJS.ProcessEnv = process.env): MetricsSettings {
  return { token: parseMetricsToken(env.METRICS_TOKEN), port: parseMetricsPort(env.METRICS_PORT) };
}

export function parseMetricsToken(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(token)) {
    throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces (e.g. openssl rand -hex 32)`);
  }
  return token;
}

export function parseMetricsPort(value: string | undefined): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port < 1 || port > 65535) throw new Error(`METRICS_PORT must be a port number from 1 to 65535, not "${value}"`);
  return port;
}

import { withoutLinkSecrets } from '../../observability/redaction';

/** A message for one phone, in international form (+243…). */
export type SmsMessage = { to: string; body: string };

/**
 * What delivers an SMS. A promise that resolves means the gateway took the message; a rejection
 * is a failed attempt, retried later by the delivery job with the error kept on the outbox row.
 */
export type SmsGateway = { name: string; send: (message: SmsMessage) => Promise<{ id?: string }> };

/** How long the HTTP driver waits for the gateway before counting the attempt as failed. */
export const HTTP_TIMEOUT_MS = 10_000;

/**
 * The development driver: the message goes to the server log (one JSON line, like the server's
 * own log) and counts as sent. No SMS leaves the machine. Its links lose their query, so a reset
 * link's token never lands in a log (a log is read by more people than the account's holder).
 */
export function logGateway(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): SmsGateway {
  return {
    name: 'log',
    async send({ to, body }) {
      write(JSON.stringify({ level: 30, time: Date.now(), msg: 'sms', to, body: withoutLinkSecrets(body) }));
      return {};
    },
  };
}

export type HttpGatewaySettings = { url: string; token?: string; from?: string; timeoutMs?: number };

/**
 * Posts { to, from, body } as JSON to the provider's endpoint with a Bearer token. A 2xx answer
 * is a sent message (its JSON `id`, when given, is kept); any other status, a network error or
 * no answer within the timeout is a failure.
 */
export function httpGateway(settings: HttpGatewaySettings): SmsGateway {
  return {
    name: 'http',
    async send({ to, body }) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), settings.timeoutMs ?? HTTP_TIMEOUT_MS);
      try {
        const response = await fetch(settings.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}) },
          body: JSON.stringify({ to, from: settings.from ?? '', body }),
          signal: controller.signal,
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}: ${text.slice(0, 200)}`);
        return { id: idIn(text) };
      } catch (caught) {
        if (controller.signal.aborted) throw new Error(`SMS gateway did not answer within ${(settings.timeoutMs ?? HTTP_TIMEOUT_MS) / 1000} s`);
        throw caught;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The provider's message id, when its answer is JSON carrying one. */
function idIn(text: string): string | undefined {
  try {
    const id = (JSON.parse(text) as { id?: unknown }).id;
    return id == null ? undefined : String(id);
  } catch {
    return undefined;
  }
}

/**
 * The driver the environment names: SMS_GATEWAY=http with SMS_HTTP_URL (and SMS_HTTP_TOKEN,
 * SMS_HTTP_FROM), else the log driver. A wrong setting throws: the delivery run fails with that
 * message in the scheduler log and leaves the queued messages untouched, instead of spending
 * their attempts.
 */
export function gatewayFromEnv(env: NodeJS.ProcessEnv = process.env): SmsGateway {
  const driver = env.SMS_GATEWAY?.trim() || 'log';
  if (driver === 'log') return logGateway();
  if (driver !== 'http') throw new Error(`SMS_GATEWAY must be "log" or "http", not "${driver}"`);
  const url = env.SMS_HTTP_URL?.trim();
  if (!url) throw new Error('SMS_GATEWAY=http needs SMS_HTTP_URL');
  return httpGateway({ url, token: env.SMS_HTTP_TOKEN?.trim() || undefined, from: env.SMS_HTTP_FROM?.trim() || undefined });
}

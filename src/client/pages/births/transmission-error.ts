import type { Birth } from './births-api';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Coded = { code?: unknown; detail?: unknown };

/**
 * The last registry transmission error in the reader's language. The server keeps it as a code
 * with its detail (`births.transmissionErrors.<code>`), in one field or in two; an older row's
 * plain text is shown as it is.
 */
export function transmissionErrorText(birth: Pick<Birth, 'lastTransmissionError' | 'lastTransmissionErrorCode'>, translate: Translate): string | undefined {
  const raw = birth.lastTransmissionError as unknown;
  const coded: Coded | undefined =
    typeof birth.lastTransmissionErrorCode === 'string'
      ? { code: birth.lastTransmissionErrorCode, detail: raw }
      : raw && typeof raw === 'object'
        ? (raw as Coded)
        : undefined;
  if (coded && typeof coded.code === 'string') {
    const detail = typeof coded.detail === 'string' ? coded.detail : '';
    return translate(`births.transmissionErrors.${coded.code}`, { detail, _: detail || coded.code });
  }
  return typeof raw === 'string' && raw ? raw : undefined;
}

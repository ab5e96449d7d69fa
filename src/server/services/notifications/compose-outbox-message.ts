import type { Db } from '../../db/open-db';
import { translate } from '../../../i18n/translate';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../domain/constants';
import { resetLinkFor } from '../auth/reset-link';

/** What a stored reset message shows instead of its link: the link is composed when it is sent. */
export const LINK_AT_DELIVERY = '…';

type OutboxMessage = { template: string; subject: string; body: string; payload: Record<string, unknown> };

export const languageOf = (value: unknown): Language => ((LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE);

/**
 * The subject and text a gateway sends for an outbox row. Most rows are sent as stored; a reset
 * message is stored without its link (the row keeps a nonce, not a usable token) and gets the
 * link here, at delivery time, on PUBLIC_ORIGIN.
 */
export async function composeOutboxMessage(db: Db, message: OutboxMessage): Promise<{ subject: string; body: string }> {
  const nonce = message.payload.resetNonce;
  if (message.template !== 'passwordReset' || typeof nonce !== 'string') return { subject: message.subject, body: message.body };
  const language = languageOf(message.payload.language);
  const params = { name: String(message.payload.name ?? ''), link: await resetLinkFor(db, nonce) };
  return {
    subject: translate(language, `notifications.${message.template}.subject`, params),
    body: translate(language, `notifications.${message.template}.body`, params),
  };
}

import type { Db } from '../../db/open-db';
import { notificationOutbox } from '../../db/schema';
import { newKey } from '../auth/tokens';
import { translate } from '../../../i18n/translate';
import type { Language } from '../../../domain/constants';

export type NotificationRecipient = { emailAddress?: string | null; contactPhone1CountryCode?: string | null; phoneNumber?: string | null };

/**
 * Puts a message in the outbox once per way the person can be reached: an SMS to the phone and an
 * e-mail to the address, each delivered (and retried) by its own job, so a message reaches someone
 * whose phone is off or whose mail is not read. Returns the rows' keys, none when the person has
 * neither. `payload` replaces the params as what the row keeps for the gateway (a secret param,
 * such as a reset link, must not be kept: see compose-outbox-message.ts); the language is kept
 * with it, for the e-mail's HTML.
 */
export async function enqueueNotification(
  db: Db,
  recipient: NotificationRecipient,
  template: string,
  language: Language,
  params: Record<string, string>,
  options: { payload?: Record<string, unknown> } = {},
): Promise<string[]> {
  const phone = recipient.phoneNumber ? `+${recipient.contactPhone1CountryCode ?? ''}${recipient.phoneNumber}` : undefined;
  const email = recipient.emailAddress?.trim() || undefined;
  const message = {
    template,
    subject: translate(language, `notifications.${template}.subject`, params),
    body: translate(language, `notifications.${template}.body`, params),
    payload: { ...(options.payload ?? params), language },
  };
  const rows = [
    ...(phone ? [{ ...message, key: newKey(), channel: 'sms', recipient: phone }] : []),
    ...(email ? [{ ...message, key: newKey(), channel: 'email', recipient: email }] : []),
  ];
  if (rows.length > 0) await db.insert(notificationOutbox).values(rows);
  return rows.map((row) => row.key);
}

import type { Db } from '../../db/open-db';
import { notificationOutbox } from '../../db/schema';
import { newKey } from '../auth/tokens';
import { translate } from '../../../i18n/translate';
import type { Language } from '../../../domain/constants';

export type NotificationRecipient = { emailAddress?: string | null; contactPhone1CountryCode?: string | null; phoneNumber?: string | null };

/**
 * Puts a message in the outbox for the SMS and e-mail gateways (adapters come later): e-mail when
 * the user has an address, SMS to the phone otherwise (or first, with prefer 'sms'). Returns
 * undefined when neither exists. `payload` replaces the params as what the row keeps for the
 * gateway (a secret param, such as a reset link, must not be kept: see compose-outbox-message.ts).
 */
export async function enqueueNotification(
  db: Db,
  recipient: NotificationRecipient,
  template: string,
  language: Language,
  params: Record<string, string>,
  options: { prefer?: 'sms'; payload?: Record<string, unknown> } = {},
): Promise<string | undefined> {
  const phone = recipient.phoneNumber ? `+${recipient.contactPhone1CountryCode ?? ''}${recipient.phoneNumber}` : undefined;
  const channel = options.prefer === 'sms' && phone ? 'sms' : recipient.emailAddress ? 'email' : phone ? 'sms' : undefined;
  if (!channel) return undefined;
  const key = newKey();
  await db.insert(notificationOutbox).values({
    key,
    channel,
    recipient: channel === 'email' ? recipient.emailAddress! : phone!,
    template,
    subject: translate(language, `notifications.${template}.subject`, params),
    body: translate(language, `notifications.${template}.body`, params),
    payload: options.payload ?? params,
  });
  return key;
}

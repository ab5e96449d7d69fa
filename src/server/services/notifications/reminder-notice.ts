import { eq } from 'drizzle-orm';
import { convertMinor, type Currency } from '../../../domain/money';
import { remainingOf } from '../../../domain/tax-note-protocol';
import { translate } from '../../../i18n/translate';
import type { Db } from '../../db/open-db';
import { notificationOutbox, projects } from '../../db/schema';
import { newKey } from '../auth/tokens';
import type { TaxNoteRow } from '../tax-notes/note-view';
import { noticeText, phoneMayBeUsed, publicHomeUrl } from './note-notice';

/** As for the issue notice: the province writes to taxpayers in French. */
const REMINDER_LANGUAGE = 'fr' as const;

/**
 * The reminder's text: what remains (both currencies when it fits one SMS), the due date, the
 * /home address and the 4% late penalty owed after the due date. Projects have one SMS text, written for the
 * issue notice, so the reminder always uses its own default text.
 */
export function reminderText(note: TaxNoteRow, url: string): string {
  const remaining = remainingOf(note.amount, note.paidAmount);
  const counter = convertMinor(remaining, note.currency as Currency, note.counterCurrency as Currency, note.conversionRate);
  const template = translate(REMINDER_LANGUAGE, 'notifications.taxNoteReminder.body');
  return noticeText(template, { ...note, amount: remaining, counterAmount: counter }, url);
}

/**
 * Queues a reminder SMS for a note, in the caller's transaction (the call log that sends it).
 * Nothing is queued when the project does not send SMS, the note has no phone, or the taxpayer
 * asked not to be contacted on it. Answers the outbox key, if any.
 */
export async function enqueueReminderNotice(tx: Db, note: TaxNoteRow, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const [project] = await tx.select({ sendSms: projects.sendSms }).from(projects).where(eq(projects.key, note.projectKey));
  if (!project?.sendSms || !note.phoneNumber || !note.phoneCountryCode) return undefined;
  if (!(await phoneMayBeUsed(tx, note))) return undefined;
  const key = newKey();
  await tx.insert(notificationOutbox).values({
    key,
    channel: 'sms',
    recipient: `+${note.phoneCountryCode}${note.phoneNumber}`,
    template: 'taxNoteReminder',
    body: reminderText(note, publicHomeUrl(env)),
    payload: { reference: note.reference },
    projectKey: note.projectKey,
    noteKey: note.key,
  });
  return key;
}

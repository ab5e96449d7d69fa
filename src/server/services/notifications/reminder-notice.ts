import { convertMinor, type Currency } from '../../../domain/money';
import { remainingOf } from '../../../domain/tax-note-protocol';
import { translate } from '../../../i18n/translate';
import type { Db } from '../../db/open-db';
import type { TaxNoteRow } from '../tax-notes/note-view';
import { enqueueNoteSms, noticeText, publicHomeUrl } from './note-notice';

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
 * Queues a reminder SMS for a note, in the caller's transaction (the call log that sends it), under
 * the same conditions as every note SMS (see enqueueNoteSms). Answers the outbox key, if any.
 */
export const enqueueReminderNotice = (tx: Db, note: TaxNoteRow, env: NodeJS.ProcessEnv = process.env) =>
  enqueueNoteSms(tx, note, 'taxNoteReminder', () => reminderText(note, publicHomeUrl(env)));

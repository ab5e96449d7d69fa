import { and, eq } from 'drizzle-orm';
import { minorToDecimalText, type Currency } from '../../../domain/money';
import type { Language } from '../../../domain/constants';
import { formatDay } from '../../../domain/format';
import { translate } from '../../../i18n/translate';
import type { Db } from '../../db/open-db';
import { notificationOutbox, projects, records } from '../../db/schema';
import type { TaxNoteRow } from '../tax-notes/note-view';
import { newKey } from '../auth/tokens';

/** One SMS segment in the GSM 7-bit alphabet. */
export const SMS_SEGMENT_CHARS = 160;
/**
 * The projects have no language of their own yet; the province writes to taxpayers in French.
 * The default text is used only when the project's SMS text is empty.
 */
const NOTICE_LANGUAGE: Language = 'fr';
/** Where /home is reached when PUBLIC_ORIGIN is not set (the server's default port on this machine). */
const DEFAULT_ORIGIN = 'http://localhost:8080';

export const publicHomeUrl = (env: NodeJS.ProcessEnv = process.env) => `${(env.PUBLIC_ORIGIN?.trim() || DEFAULT_ORIGIN).replace(/\/+$/, '')}/home`;

/** 5000 USD minor units → "50.00 USD": always the currency's two decimals, as on the note. */
function moneyText(amount: number, currency: string): string {
  const [units, cents = ''] = minorToDecimalText(amount, currency as Currency).split('.');
  return `${units}.${cents.padEnd(2, '0')} ${currency}`;
}

type NoticeNote = Pick<TaxNoteRow, 'reference' | 'amount' | 'currency' | 'counterAmount' | 'counterCurrency' | 'dueDate'>;

/**
 * Fills the project's SMS text. Placeholders are written {name} or %{name} (the form the seeded
 * text uses); the due date reads DD/MM/YYYY as on every screen (tax-staff D13: SMS said 2025-07-02).
 * The amount shows both currencies when that keeps the message within one SMS, the
 * note's own currency alone otherwise. A text longer than one SMS is sent whole: the gateway
 * splits it into concatenated segments, which cost one SMS each.
 */
export function noticeText(template: string, note: NoticeNote, url: string, language: Language = NOTICE_LANGUAGE): string {
  const own = moneyText(note.amount, note.currency);
  const both = `${own} (${moneyText(note.counterAmount, note.counterCurrency)})`;
  const text = template.trim() || translate(language, 'notifications.taxNoteIssued.body');
  const fill = (amount: string) =>
    text.replace(/%?\{(reference|amount|dueDate|url)\}/g, (_, name: string) =>
      name === 'reference' ? note.reference : name === 'amount' ? amount : name === 'dueDate' ? formatDay(note.dueDate) : url,
    );
  const full = fill(both);
  return full.length <= SMS_SEGMENT_CHARS ? full : fill(own);
}

/**
 * The taxpayer's phone may be used unless the taxpayer is a citizen whose record says not to
 * (useContactPhoneForNotifications false). Organizations carry no such flag: their note's phone
 * is always usable.
 */
export async function phoneMayBeUsed(tx: Db, note: TaxNoteRow): Promise<boolean> {
  if (note.taxpayerKind !== 'citizen') return true;
  const [citizen] = await tx
    .select({ data: records.data })
    .from(records)
    .where(and(eq(records.resource, 'citizens'), eq(records.key, note.taxpayerKey)));
  return citizen?.data.useContactPhoneForNotifications !== false;
}

/**
 * Queues an SMS about a note to the note's phone, in the caller's transaction (an action that rolls
 * back takes its message with it). Nothing is queued when the project does not send SMS or the
 * note has no usable phone. The body is written from the project's SMS text. Answers the outbox key, if any.
 */
export async function enqueueNoteSms(tx: Db, note: TaxNoteRow, template: string, bodyOf: (projectSmsText: string) => string): Promise<string | undefined> {
  const [project] = await tx.select({ sendSms: projects.sendSms, smsText: projects.smsText }).from(projects).where(eq(projects.key, note.projectKey));
  if (!project?.sendSms || !note.phoneNumber || !note.phoneCountryCode) return undefined;
  if (!(await phoneMayBeUsed(tx, note))) return undefined;
  const key = newKey();
  await tx.insert(notificationOutbox).values({
    key,
    channel: 'sms',
    recipient: `+${note.phoneCountryCode}${note.phoneNumber}`,
    template,
    body: bodyOf(project.smsText),
    payload: { reference: note.reference },
    projectKey: note.projectKey,
    noteKey: note.key,
  });
  return key;
}

/** Queues the "note issued" SMS of a note (see enqueueNoteSms). */
export const enqueueNoteNotice = (tx: Db, note: TaxNoteRow, env: NodeJS.ProcessEnv = process.env) =>
  enqueueNoteSms(tx, note, 'taxNoteIssued', (smsText) => noticeText(smsText, note, publicHomeUrl(env)));

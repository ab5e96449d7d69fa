import { RECOVERY_STAGES } from './recovery';
import { isExpired, type Lifecycle } from './tax-note-protocol';

/**
 * What the receveur chases: a note approved or issued whose due date has passed and that still
 * owes something. The server's list and its summons task use the same rule as the screen.
 */
export const OVERDUE_LIFECYCLES = ['approved', 'issued'] as const;

export type OverdueFacts = { lifecycle: string; dueDate: string | null; amount: number; paidAmount: number };

/** Overdue on `today` (an ISO day): an expired note (due strictly before it, not paid) that was approved or issued. */
export const isOverdue = (note: OverdueFacts, today: string): boolean =>
  (OVERDUE_LIFECYCLES as readonly string[]).includes(note.lifecycle) && isExpired({ ...note, lifecycle: note.lifecycle as Lifecycle }, today);

/** At most this many notes in one summons request or enforcement batch. */
export const MAX_RECOVERMENT_BATCH = 500;

/** The stages of the recoverment screen: 'none' is an overdue note nobody has chased yet. */
export const RECOVERMENT_STAGES = ['none', ...RECOVERY_STAGES] as const;
export type RecovermentStage = (typeof RECOVERMENT_STAGES)[number];

const MAJOR_TEXT = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;

/**
 * '25' → 2500, '25.5' or '25,5' → 2550: an amount typed in major units as minor units (both
 * currencies count two minor digits), without a float; undefined when it is no such amount.
 */
export function majorTextToMinor(text: string): number | undefined {
  const match = MAJOR_TEXT.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** One overdue note as the recoverment list answers it (amounts in minor units of its currency). */
export type RecovermentNote = {
  _key: string;
  reference: string;
  taxpayerName: string;
  taxType: string;
  dueDate: string;
  daysOverdue: number;
  currency: string;
  amount: number;
  paidAmount: number;
  remaining: number;
  stage: string;
  zone: string | null;
  summonsKey: string | null;
  summonsNumber: string | null;
};

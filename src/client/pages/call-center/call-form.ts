import { callLogProblems, earliestToday, type CallStatus, type ReminderType } from '../../../domain/call-log';
import type { CallLogDraft } from '../../providers/call-center-methods';
import { toMinorUnits } from '../../schema-ui/money';
import { isWholeDay } from '../../schema-ui/DayField';

/**
 * The call-log form as typed: amounts as text, each day ISO once typed in full as DD/MM/YYYY
 * (DayField), the text as typed before that; the call's time of day as HH:MM on a 24-hour clock,
 * typed rather than picked, since a browser's own time picker shows its own locale's AM/PM.
 */
export type CallForm = {
  reminderType: ReminderType;
  reminderDate: string;
  callStatus: CallStatus;
  calledDay: string;
  calledTime: string;
  promiseDate: string;
  promiseAmount: string;
  comment: string;
  sendReminder: boolean;
};
export type CallFormField = keyof CallForm;

/** A time of day on a 24-hour clock, HH:MM. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function initialCallForm(now = new Date()): CallForm {
  return {
    reminderType: 'call',
    reminderDate: localDay(now),
    callStatus: 'reached',
    calledDay: localDay(now),
    calledTime: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
    promiseDate: '',
    promiseAmount: '',
    comment: '',
    sendReminder: false,
  };
}

/**
 * What keeps the form from being sent, as message keys by field: the same promise rules the
 * server applies (src/domain/call-log.ts), so the agent sees them before sending.
 */
export function callFormProblems(form: CallForm, remaining: number, now = new Date()): Partial<Record<CallFormField, string>> {
  const problems: Partial<Record<CallFormField, string>> = {};
  if (!form.reminderDate) problems.reminderDate = 'callCenter.form.required';
  else if (!isWholeDay(form.reminderDate)) problems.reminderDate = 'callCenter.form.invalidDay';
  if (!form.calledDay) problems.calledDay = 'callCenter.form.required';
  else if (!isWholeDay(form.calledDay)) problems.calledDay = 'callCenter.form.invalidDay';
  if (!form.calledTime.trim()) problems.calledTime = 'callCenter.form.required';
  else if (!TIME_OF_DAY.test(form.calledTime.trim())) problems.calledTime = 'callCenter.form.invalidTime';
  if (form.callStatus !== 'promiseToPay') return problems;
  const amount = form.promiseAmount.trim() ? toMinorUnits(form.promiseAmount) : 0;
  if (amount === undefined) problems.promiseAmount = 'callCenter.form.invalidAmount';
  if (form.promiseDate && !isWholeDay(form.promiseDate)) problems.promiseDate = 'callCenter.form.invalidDay';
  for (const problem of callLogProblems({ ...form, promiseDate: form.promiseDate || undefined, promiseAmount: amount ?? 0 }, remaining, earliestToday(now)))
    problems[problem.field] ??= `errors.${problem.message}`;
  return problems;
}

/** The body of POST /api/taxNote/:key/call-logs. */
export function callDraft(form: CallForm): CallLogDraft {
  const promise = form.callStatus === 'promiseToPay';
  return {
    reminderType: form.reminderType,
    reminderDate: form.reminderDate,
    callStatus: form.callStatus,
    calledAt: new Date(`${form.calledDay}T${form.calledTime.trim()}`).toISOString(),
    comment: form.comment.trim(),
    sendReminder: form.sendReminder,
    ...(promise ? { promiseDate: form.promiseDate, promiseAmount: toMinorUnits(form.promiseAmount) } : {}),
  };
}

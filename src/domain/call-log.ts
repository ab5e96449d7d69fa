/**
 * The call centre's rules, shared by the call-log form and the server that checks it again.
 * Dates are ISO calendar days ('YYYY-MM-DD'), so comparing the strings compares the days.
 */
export const REMINDER_TYPES = ['call', 'sms', 'visit', 'letter'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

export const CALL_STATUSES = ['reached', 'noAnswer', 'wrongNumber', 'promiseToPay', 'refused', 'saysPaid'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** A note enters the queue this many days before it falls due, so the agent can call ahead. */
export const NEARLY_DUE_DAYS = 7;
/** How long opening a note keeps it for one agent; the screen renews it while the note is open. */
export const LEASE_MINUTES = 10;
/** The screen renews the lease well before it runs out. */
export const LEASE_RENEW_MS = 4 * 60 * 1000;

/**
 * The earliest calendar day anywhere on earth (UTC-12): a promise "for today" typed by an agent
 * a few time zones west of the server is still today, never yesterday.
 */
export const earliestToday = (now: Date): string => new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);

export type CallLogInput = {
  reminderType?: unknown;
  reminderDate?: unknown;
  callStatus?: unknown;
  promiseDate?: unknown;
  promiseAmount?: unknown;
};

/** What is wrong with a call log, field by field (message keys of `errors`); empty when it is fine. */
export type CallLogProblem = {
  field: 'promiseDate' | 'promiseAmount';
  message: 'promiseDateRequired' | 'promiseDatePast' | 'promiseAmountRequired' | 'promiseAmountTooHigh';
};

/**
 * A promise to pay needs a day (today or later) and an amount above zero and at most what
 * remains; other statuses carry no promise. `today` is earliestToday() on the server.
 */
export function callLogProblems(input: CallLogInput, remaining: number, today: string): CallLogProblem[] {
  if (input.callStatus !== 'promiseToPay') return [];
  const problems: CallLogProblem[] = [];
  if (typeof input.promiseDate !== 'string' || !input.promiseDate) problems.push({ field: 'promiseDate', message: 'promiseDateRequired' });
  else if (input.promiseDate < today) problems.push({ field: 'promiseDate', message: 'promiseDatePast' });
  const amount = input.promiseAmount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) problems.push({ field: 'promiseAmount', message: 'promiseAmountRequired' });
  else if (amount > remaining) problems.push({ field: 'promiseAmount', message: 'promiseAmountTooHigh' });
  return problems;
}

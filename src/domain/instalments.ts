import { addMonths } from 'date-fns/addMonths';
import { firstDueDateInPast } from './dated-money';
import type { Currency } from './money';

/**
 * A note paid in instalments (a split payment): the first instalment is the amount the taxpayer
 * chose, due on the chosen date; the rest of what remains is shared equally over the other
 * instalments, one a month, and the last takes the units the equal shares leave, so the schedule
 * always adds up to the remaining amount exactly. Every instalment is at least one minor unit.
 */
export type Instalment = { number: number; dueDate: string; amount: number };
export type SplitRequest = {
  remaining: number;
  currency: Currency;
  firstAmount: number;
  firstDueDate: string;
  numberOfSplits: number;
  /** The project's day (src/domain/dated-money.ts); when given, the first due date cannot be before it. */
  today?: string;
};

/** The most instalments one note may be split into (five years of monthly payments). */
export const MAX_SPLITS = 60;

/**
 * Why a split cannot be made: the first amount is above what remains; the number of splits is
 * not a whole number from 2 to MAX_SPLITS; what is left after the first amount cannot give every
 * other instalment at least one unit (this includes a first amount equal to the remaining amount);
 * an amount that is not a positive whole number of minor units; a date that is not 'YYYY-MM-DD';
 * a first due date before today (every instalment would be late the day it is made).
 */
export type SplitError = 'firstAmountGreater' | 'invalidNumberOfSplits' | 'nothingLeftToSplit' | 'invalidAmount' | 'invalidDate' | 'firstDueDateInPast';

/** The user's message for a first amount above the remaining amount, in the product's established wording. */
export const FIRST_AMOUNT_GREATER_MESSAGE = 'Amount is greater than Tax Amount !!!';

const ISO_DAY = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** 'YYYY-MM-DD' as a local date at noon (no time-zone shift can move it to another day), or undefined. */
function parseDay(text: string): Date | undefined {
  const match = ISO_DAY.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day, 12);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

function formatDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The due date of instalment `number` (1-based): `months - 1` months after the first, counted
 * from the first date each time, so 31 January gives 28 (or 29) February, then 31 March, not 28 March.
 */
export function monthlyDueDate(firstDueDate: string, number: number): string {
  const first = parseDay(firstDueDate);
  if (!first) throw new RangeError(`'${firstDueDate}' is not a date`);
  return formatDay(addMonths(first, number - 1));
}

/** null when the split can be made, else the reason it cannot. */
export function checkSplit(request: SplitRequest): SplitError | null {
  const { remaining, firstAmount, firstDueDate, numberOfSplits } = request;
  if (!Number.isSafeInteger(remaining) || remaining <= 0 || !Number.isSafeInteger(firstAmount) || firstAmount <= 0) return 'invalidAmount';
  if (firstAmount > remaining) return 'firstAmountGreater';
  if (!Number.isInteger(numberOfSplits) || numberOfSplits < 2 || numberOfSplits > MAX_SPLITS) return 'invalidNumberOfSplits';
  if (remaining - firstAmount < numberOfSplits - 1) return 'nothingLeftToSplit';
  if (!parseDay(firstDueDate)) return 'invalidDate';
  if (request.today && firstDueDateInPast(firstDueDate, request.today)) return 'firstDueDateInPast';
  return null;
}

/** Thrown by splitSchedule with the reason; `message` is the English text for a first amount too large. */
export class SplitRefused extends Error {
  constructor(readonly code: SplitError) {
    super(code === 'firstAmountGreater' ? FIRST_AMOUNT_GREATER_MESSAGE : `The split cannot be made: ${code}`);
    this.name = 'SplitRefused';
  }
}

/** The schedule, numbered from 1 in due-date order. Throws SplitRefused when checkSplit refuses. */
export function splitSchedule(request: SplitRequest): Instalment[] {
  const refused = checkSplit(request);
  if (refused) throw new SplitRefused(refused);
  const { remaining, firstAmount, firstDueDate, numberOfSplits } = request;
  const rest = remaining - firstAmount;
  const others = numberOfSplits - 1;
  const equal = Math.floor(rest / others);
  return Array.from({ length: numberOfSplits }, (_, index) => {
    const number = index + 1;
    const amount = number === 1 ? firstAmount : number === numberOfSplits ? rest - equal * (others - 1) : equal;
    return { number, dueDate: monthlyDueDate(firstDueDate, number), amount };
  });
}

export type InstalmentStatus = Instalment & { paid: boolean; late: boolean };
export type InstalmentDue = Instalment & { late: boolean };

/**
 * Each instalment with whether it is paid and whether it is late. Payments fill instalments in
 * order: an instalment is paid once `paidSoFar` (what the note has received since the split)
 * covers it and every earlier one. Late: not paid and its due date is before `today` ('YYYY-MM-DD').
 */
export function instalmentStatuses(schedule: readonly Instalment[], paidSoFar: number, today: string): InstalmentStatus[] {
  let covered = 0;
  return [...schedule]
    .sort((a, b) => a.number - b.number)
    .map((instalment) => {
      covered += instalment.amount;
      const paid = paidSoFar >= covered;
      return { ...instalment, paid, late: !paid && instalment.dueDate < today };
    });
}

/**
 * The first unpaid instalment, its amount being what is still owed of it (all of it unless a
 * payment covered part of it), or null when the whole schedule is paid.
 */
export function instalmentDue(schedule: readonly Instalment[], paidSoFar: number, today: string): InstalmentDue | null {
  let covered = 0;
  for (const instalment of [...schedule].sort((a, b) => a.number - b.number)) {
    covered += instalment.amount;
    if (paidSoFar < covered) {
      const owed = Math.min(instalment.amount, covered - Math.max(0, paidSoFar));
      return { number: instalment.number, dueDate: instalment.dueDate, amount: owed, late: instalment.dueDate < today };
    }
  }
  return null;
}

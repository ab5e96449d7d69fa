import { addDays } from './calendar-rules';

/**
 * Clearance certificates and summonses: the rules both the server and the screens apply.
 *
 * A clearance attests that a taxpayer owes nothing in a project. It is valid a fixed time after
 * issue (3 months: long enough for a tender or a licence file, short enough that a debt arising
 * afterwards soon shows), and can be revoked; a summons gives the taxpayer a fixed delay to pay.
 */
export const CLEARANCE_VALIDITY_MONTHS = 3;
/** Days a summoned taxpayer has to pay before enforcement. */
export const SUMMONS_DEADLINE_DAYS = 8;

export const CLEARANCE_STATUSES = ['issued', 'refused', 'revoked'] as const;
export type ClearanceStatus = (typeof CLEARANCE_STATUSES)[number];
/** What a certificate is worth today: an issued one past its validity has expired. */
export type ClearanceState = ClearanceStatus | 'expired';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day plus whole months, clamped to the month's last day (30 Nov + 3 months = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`'${day}' is not a day`);
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1 + months, Number(match[3])];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

/** The last day a certificate issued on `issuedOn` is valid. */
export const clearanceValidUntil = (issuedOn: string) => addDays(addMonths(issuedOn, CLEARANCE_VALIDITY_MONTHS), -1);

/** The day a summons served on `issuedOn` must be paid by. */
export const summonsDeadline = (issuedOn: string) => addDays(issuedOn, SUMMONS_DEADLINE_DAYS);

/** Its state today: issued until the end of its validity day, expired after, revoked or refused whatever the day. */
export function clearanceState(status: string, validUntil: string | null | undefined, today: string): ClearanceState {
  if (status === 'issued' && validUntil && today > validUntil) return 'expired';
  return (CLEARANCE_STATUSES as readonly string[]).includes(status) ? (status as ClearanceStatus) : 'refused';
}

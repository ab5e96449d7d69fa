import { dayInZone } from '../../../src/domain/dated-money';

/**
 * A day `offsetDays` from today on the project's clock (Africa/Lubumbashi, UTC+2), as the API takes it
 * (YYYY-MM-DD) and as forms type it (DD/MM/YYYY). The server dates money and records on that clock: a
 * day read from the test machine's own clock is yesterday there between 22:00 and midnight UTC, and a
 * payment dated so is before its note's approval.
 */
export function projectDay(offsetDays = 0): { iso: string; typed: string } {
  const iso = dayInZone(new Date(Date.now() + offsetDays * 86_400_000));
  const [year, month, day] = iso.split('-');
  return { iso, typed: `${day}/${month}/${year}` };
}

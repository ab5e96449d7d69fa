import { dayInZone } from '../../../domain/dated-money';

/**
 * Today as the project's calendar day ('2026-11-23'): the day the server checks a payment date
 * against. A browser set to another zone (or UTC) would otherwise offer yesterday or tomorrow
 * around midnight, which the server refuses.
 */
export function todayIso(now: Date = new Date()): string {
  return dayInZone(now);
}

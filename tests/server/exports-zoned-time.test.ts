import { describe, expect, it } from 'vitest';
import { wallClock } from '../../src/server/services/exports/zoned-time';

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string) =>
  formatters.get(zone) ??
  formatters
    .set(
      zone,
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    )
    .get(zone)!;

/** The wall clock read straight through Intl, one formatter call per moment: what a cell must show. */
function intlClock(moment: Date, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(moment)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

describe("an export's moments on the user's clock", () => {
  it('read the same time as Intl across changes of offset, half-hour shifts and old local mean times', () => {
    const zones = ['Africa/Kinshasa', 'Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns'];
    // Days holding a change of offset in one zone or another, and one before standard time zones.
    const days = [Date.UTC(2026, 2, 29), Date.UTC(2026, 3, 5), Date.UTC(2026, 9, 25), Date.UTC(2026, 10, 1), Date.UTC(1890, 0, 1)];
    for (const zone of zones) {
      for (const day of days) {
        for (let time = day - 86_400_000; time < day + 86_400_000; time += 301_013) {
          const moment = new Date(time);
          expect(wallClock(moment, zone).getTime(), `${zone} ${moment.toISOString()}`).toBe(intlClock(moment, zone));
        }
      }
    }
  });

  it('keeps the whole seconds of a moment as Intl shows them', () => {
    expect(wallClock(new Date('2026-03-15T14:25:01.999Z'), 'Africa/Kinshasa')).toEqual(new Date('2026-03-15T15:25:01.000Z'));
    expect(wallClock(new Date('1969-12-31T23:59:59.500Z'), 'UTC')).toEqual(new Date('1969-12-31T23:59:59.000Z'));
  });
});

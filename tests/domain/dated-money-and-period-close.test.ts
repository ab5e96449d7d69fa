import { describe, expect, it } from 'vitest';
import { commonRange, dayInZone, firstDueDateInPast, outsideRange, paymentDateRange, startOfDayInZone, yearInZone } from '../../src/domain/dated-money';
import { defaultRegenerationYear, isRegenerationYear } from '../../src/domain/regeneration';
import { checkSplit } from '../../src/domain/instalments';
import { monthIsOver, monthOf, monthsOfPeriod, recentMonths, reopenRefusal } from '../../src/domain/period-close';

describe('dated money', () => {
  it('reads days on the project clock (UTC+2): 23:00 UTC is already the next day there', () => {
    expect(dayInZone(new Date('2026-11-27T21:59:00Z'))).toBe('2026-11-27');
    expect(dayInZone(new Date('2026-11-27T22:00:00Z'))).toBe('2026-11-28');
  });

  it('numbers the year on the project clock: 23:00 UTC on 31 December is already the new year there', () => {
    const newYearsNight = new Date('2026-12-31T23:00:00Z');
    expect(yearInZone(newYearsNight)).toBe(2027);
    expect(yearInZone(new Date('2026-12-31T21:59:00Z'))).toBe(2026);
    // So the receveur regenerates 2026's notes from that moment on.
    expect(defaultRegenerationYear(newYearsNight)).toBe(2026);
    expect(isRegenerationYear(2026, newYearsNight)).toBe(true);
  });

  it('starts a day at midnight on the project clock, and on any zone its own', () => {
    expect(startOfDayInZone('2026-11-28').toISOString()).toBe('2026-11-27T22:00:00.000Z');
    expect(startOfDayInZone('2026-03-01').toISOString()).toBe('2026-02-28T22:00:00.000Z');
    expect(startOfDayInZone('2026-11-28', 'UTC').toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(startOfDayInZone('2026-11-28', 'America/Bogota').toISOString()).toBe('2026-11-28T05:00:00.000Z');
    // Paris changes its clock on 29 March 2026: that day still begins at 23:00 UTC the evening before.
    expect(startOfDayInZone('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayInZone('2026-03-30', 'Europe/Paris').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('allows a payment from the approval day to today, both included', () => {
    const range = paymentDateRange('2026-11-10T08:00:00Z', new Date('2026-11-27T12:00:00Z'))!;
    expect(range).toEqual({ from: '2026-11-10', to: '2026-11-27' });
    expect(outsideRange('2026-11-09', range)).toBe('before');
    expect(outsideRange('2026-11-10', range)).toBeNull();
    expect(outsideRange('2026-11-27', range)).toBeNull();
    expect(outsideRange('2026-11-28', range)).toBe('after');
    expect(paymentDateRange(null, new Date())).toBeNull();
  });

  it('gives several notes the latest approval day', () => {
    expect(
      commonRange([
        { from: '2026-10-01', to: '2026-11-27' },
        { from: '2026-11-05', to: '2026-11-27' },
      ]),
    ).toEqual({ from: '2026-11-05', to: '2026-11-27' });
  });

  it('refuses a first due date in the past, in the split rule both sides use', () => {
    expect(firstDueDateInPast('2026-11-26', '2026-11-27')).toBe(true);
    expect(firstDueDateInPast('2026-11-27', '2026-11-27')).toBe(false);
    const request = { remaining: 10_000, currency: 'USD' as const, firstAmount: 1000, numberOfSplits: 3 };
    expect(checkSplit({ ...request, firstDueDate: '2020-01-01', today: '2026-11-27' })).toBe('firstDueDateInPast');
    expect(checkSplit({ ...request, firstDueDate: '2026-11-27', today: '2026-11-27' })).toBeNull();
  });
});

describe('closed periods', () => {
  it('closes a month only once it is over', () => {
    expect(monthOf('2026-10-31')).toBe('2026-10');
    expect(monthIsOver('2026-10', '2026-11-01')).toBe(true);
    expect(monthIsOver('2026-11', '2026-11-30')).toBe(false);
  });

  it('lets neither the closer nor the asker approve a reopening', () => {
    const close = { month: '2026-10', closedBy: 'a', reopenRequestedBy: null };
    expect(reopenRefusal(close, 'b')).toBe('notRequested');
    expect(reopenRefusal({ ...close, reopenRequestedBy: 'b' }, 'b')).toBe('sameRequester');
    expect(reopenRefusal({ ...close, reopenRequestedBy: 'b' }, 'a')).toBe('sameCloser');
    expect(reopenRefusal({ ...close, reopenRequestedBy: 'b' }, 'c')).toBeNull();
  });

  it('lists the months a report period touches and the months before today', () => {
    expect(monthsOfPeriod('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(recentMonths('2026-01-15', 3)).toEqual(['2025-12', '2025-11', '2025-10']);
  });
});

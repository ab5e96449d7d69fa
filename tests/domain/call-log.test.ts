import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../src/domain/calendar-rules';
import { callLogProblems, earliestToday } from '../../src/domain/call-log';

describe('a promise to pay', () => {
  const promise = (promiseDate: unknown, promiseAmount: unknown) => ({ callStatus: 'promiseToPay', promiseDate, promiseAmount });

  it('needs a day from today on and an amount above zero, at most what remains', () => {
    expect(callLogProblems(promise('2026-11-24', 4600), 4600, '2026-11-24')).toEqual([]);
    expect(callLogProblems(promise(undefined, 100), 4600, '2026-11-24')).toEqual([{ field: 'promiseDate', message: 'promiseDateRequired' }]);
    expect(callLogProblems(promise('2026-11-23', 100), 4600, '2026-11-24')).toEqual([{ field: 'promiseDate', message: 'promiseDatePast' }]);
    expect(callLogProblems(promise('2026-11-25', 0), 4600, '2026-11-24')).toEqual([{ field: 'promiseAmount', message: 'promiseAmountRequired' }]);
    expect(callLogProblems(promise('2026-11-25', 4601), 4600, '2026-11-24')).toEqual([{ field: 'promiseAmount', message: 'promiseAmountTooHigh' }]);
    expect(callLogProblems(promise('2026-11-25', 12.5), 4600, '2026-11-24')).toEqual([{ field: 'promiseAmount', message: 'promiseAmountRequired' }]);
  });

  it('is not asked of other call results', () => {
    expect(callLogProblems({ callStatus: 'noAnswer' }, 4600, '2026-11-24')).toEqual([]);
  });
});

describe('days', () => {
  it('counts whole days between two calendar days and adds days across months', () => {
    expect(daysBetween('2026-10-25', '2026-11-24')).toBe(30);
    expect(daysBetween('2026-11-24', '2026-11-21')).toBe(-3);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('takes "today" as the earliest calendar day on earth, so a promise for today is never refused west of the server', () => {
    expect(earliestToday(new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-23');
    expect(earliestToday(new Date('2026-11-24T13:00:00Z'))).toBe('2026-11-24');
  });
});

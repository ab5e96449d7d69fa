import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIRST_AMOUNT_GREATER_MESSAGE,
  MAX_SPLITS,
  SplitRefused,
  checkSplit,
  instalmentDue,
  instalmentStatuses,
  monthlyDueDate,
  splitSchedule,
  type SplitRequest,
} from '../../src/domain/instalments';
import { MAX_MINOR_UNITS } from '../../src/domain/money';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** A split the rule accepts: remaining, then a first amount leaving at least one unit per later instalment. */
const validSplit = fc
  .tuple(fc.integer({ min: 2, max: MAX_SPLITS }), fc.integer({ min: 0, max: MAX_MINOR_UNITS }), day)
  .chain(([numberOfSplits, extra, firstDueDate]) => {
    const remaining = numberOfSplits + extra;
    return fc
      .integer({ min: 1, max: remaining - (numberOfSplits - 1) })
      .map((firstAmount): SplitRequest => ({ remaining, currency: 'USD', firstAmount, firstDueDate, numberOfSplits }));
  });

describe('splitSchedule', () => {
  it('puts the first amount first, shares the rest equally and lets the last absorb the rounding', () => {
    expect(splitSchedule({ remaining: 10_000, currency: 'USD', firstAmount: 4000, firstDueDate: '2026-01-15', numberOfSplits: 3 })).toEqual([
      { number: 1, dueDate: '2026-01-15', amount: 4000 },
      { number: 2, dueDate: '2026-02-15', amount: 3000 },
      { number: 3, dueDate: '2026-03-15', amount: 3000 },
    ]);
    expect(splitSchedule({ remaining: 1001, currency: 'CDF', firstAmount: 1, firstDueDate: '2026-05-01', numberOfSplits: 4 }).map((i) => i.amount)).toEqual([
      1, 333, 333, 334,
    ]);
  });

  it('keeps month ends: 31 January, then the end of February, then 31 March', () => {
    const schedule = splitSchedule({ remaining: 300, currency: 'USD', firstAmount: 100, firstDueDate: '2028-01-31', numberOfSplits: 4 });
    expect(schedule.map((i) => i.dueDate)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30']);
    expect(monthlyDueDate('2026-01-31', 2)).toBe('2026-02-28');
    expect(monthlyDueDate('2026-11-30', 3)).toBe('2027-01-30');
  });

  it('always sums exactly to the remaining amount, with no part below one unit', () => {
    fc.assert(
      fc.property(validSplit, (request) => {
        const schedule = splitSchedule(request);
        expect(schedule).toHaveLength(request.numberOfSplits);
        expect(schedule.reduce((sum, i) => sum + i.amount, 0)).toBe(request.remaining);
        expect(schedule[0].amount).toBe(request.firstAmount);
        expect(schedule.every((i) => Number.isSafeInteger(i.amount) && i.amount >= 1)).toBe(true);
        // The equal instalments are equal; the last differs from them by less than their count.
        const middle = schedule.slice(1, -1).map((i) => i.amount);
        expect(new Set(middle).size).toBeLessThanOrEqual(1);
        if (middle.length > 0) expect(schedule.at(-1)!.amount - middle[0]).toBeLessThan(request.numberOfSplits - 1);
      }),
    );
  });

  it('dates the instalments one month apart, in order, starting on the first due date', () => {
    fc.assert(
      fc.property(validSplit, (request) => {
        const schedule = splitSchedule(request);
        expect(schedule.map((i) => i.number)).toEqual(schedule.map((_, index) => index + 1));
        expect(schedule[0].dueDate).toBe(request.firstDueDate);
        const firstDay = Number(request.firstDueDate.slice(8));
        schedule.slice(1).forEach((instalment, index) => {
          expect(instalment.dueDate > schedule[index].dueDate).toBe(true);
          const [year, month] = instalment.dueDate.split('-').map(Number);
          const [firstYear, firstMonth] = request.firstDueDate.split('-').map(Number);
          expect((year - firstYear) * 12 + month - firstMonth).toBe(index + 1);
          // Same day of the month, or the month's last day when it is shorter.
          const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
          expect(Number(instalment.dueDate.slice(8))).toBe(Math.min(firstDay, lastOfMonth));
        });
      }),
    );
  });

  it('refuses a first amount above the remaining amount with the established message', () => {
    const request: SplitRequest = { remaining: 5000, currency: 'USD', firstAmount: 5001, firstDueDate: '2026-03-01', numberOfSplits: 3 };
    expect(checkSplit(request)).toBe('firstAmountGreater');
    expect(() => splitSchedule(request)).toThrow(FIRST_AMOUNT_GREATER_MESSAGE);
    expect(() => splitSchedule(request)).toThrow(SplitRefused);
  });

  it('refuses what cannot be split', () => {
    const base: SplitRequest = { remaining: 5000, currency: 'USD', firstAmount: 1000, firstDueDate: '2026-03-01', numberOfSplits: 3 };
    expect(checkSplit(base)).toBeNull();
    expect(checkSplit({ ...base, firstAmount: 5000 })).toBe('nothingLeftToSplit');
    expect(checkSplit({ ...base, remaining: 1002, firstAmount: 1001 })).toBe('nothingLeftToSplit');
    expect(checkSplit({ ...base, numberOfSplits: 1 })).toBe('invalidNumberOfSplits');
    expect(checkSplit({ ...base, numberOfSplits: MAX_SPLITS + 1 })).toBe('invalidNumberOfSplits');
    expect(checkSplit({ ...base, numberOfSplits: 2.5 })).toBe('invalidNumberOfSplits');
    expect(checkSplit({ ...base, firstAmount: 0 })).toBe('invalidAmount');
    expect(checkSplit({ ...base, firstAmount: 10.5 })).toBe('invalidAmount');
    expect(checkSplit({ ...base, remaining: 0 })).toBe('invalidAmount');
    expect(checkSplit({ ...base, firstDueDate: '2026-02-30' })).toBe('invalidDate');
    expect(checkSplit({ ...base, firstDueDate: '1/3/2026' })).toBe('invalidDate');
    expect(() => splitSchedule({ ...base, numberOfSplits: 0 })).toThrow(SplitRefused);
  });
});

describe('instalmentDue and instalmentStatuses', () => {
  const schedule = splitSchedule({ remaining: 10_000, currency: 'USD', firstAmount: 4000, firstDueDate: '2026-01-15', numberOfSplits: 3 });

  it('answers the first unpaid instalment, late once its due date has passed', () => {
    expect(instalmentDue(schedule, 0, '2026-01-15')).toEqual({ number: 1, dueDate: '2026-01-15', amount: 4000, late: false });
    expect(instalmentDue(schedule, 0, '2026-01-16')).toEqual({ number: 1, dueDate: '2026-01-15', amount: 4000, late: true });
    expect(instalmentDue(schedule, 4000, '2026-01-16')).toEqual({ number: 2, dueDate: '2026-02-15', amount: 3000, late: false });
    expect(instalmentDue(schedule, 5000, '2026-01-16')).toEqual({ number: 2, dueDate: '2026-02-15', amount: 2000, late: false });
    expect(instalmentDue(schedule, 10_000, '2027-01-01')).toBeNull();
  });

  it('marks each instalment paid or late', () => {
    expect(instalmentStatuses(schedule, 4000, '2026-03-01').map(({ number, paid, late }) => ({ number, paid, late }))).toEqual([
      { number: 1, paid: true, late: false },
      { number: 2, paid: false, late: true },
      { number: 3, paid: false, late: false },
    ]);
  });

  it('owes, instalment after instalment, exactly the schedule', () => {
    fc.assert(
      fc.property(validSplit, (request) => {
        const plan = splitSchedule(request);
        let paid = 0;
        for (const instalment of plan) {
          const due = instalmentDue(plan, paid, '1999-01-01');
          expect(due).toEqual({ ...instalment, late: false });
          paid += due!.amount;
        }
        expect(paid).toBe(request.remaining);
        expect(instalmentDue(plan, paid, '2100-01-01')).toBeNull();
        expect(instalmentStatuses(plan, paid, '2100-01-01').every((i) => i.paid && !i.late)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { leaseMonthsInPeriod, periodDays } from '../../src/domain/lease-period';

const ended = { startDate: '2024-12-01', endDate: '2025-11-30' };

describe('the months of a period a lease is taxed for (tax-staff D14)', () => {
  it('counts none for a lease that ended before the period', () => {
    expect(leaseMonthsInPeriod(ended, 'monthly', '2026-11-27')).toBe(0);
    expect(leaseMonthsInPeriod(ended, 'yearly', '2026-01-01')).toBe(0);
    expect(leaseMonthsInPeriod(ended, 'once', '2026-11-27')).toBe(0);
  });

  it('counts only the months the lease runs in, at least one day of each', () => {
    expect(leaseMonthsInPeriod(ended, 'yearly', '2025-03-10')).toBe(11);
    expect(leaseMonthsInPeriod(ended, 'yearly', '2024-03-10')).toBe(1);
    expect(leaseMonthsInPeriod(ended, 'quarterly', '2025-11-02')).toBe(2);
    expect(leaseMonthsInPeriod(ended, 'monthly', '2025-11-15')).toBe(1);
    expect(leaseMonthsInPeriod({ startDate: '2026-03-15' }, 'yearly', '2026-01-01')).toBe(10);
    expect(leaseMonthsInPeriod({ startDate: '2027-01-01' }, 'monthly', '2026-12-01')).toBe(0);
    expect(leaseMonthsInPeriod({ startDate: '2020-01-01' }, 'quarterly', '2026-11-27')).toBe(3);
  });

  it('names the first and last day of the period', () => {
    expect(periodDays('monthly', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodDays('quarterly', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodDays('yearly', '2024-07-01')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(periodDays('once', '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
  });
});

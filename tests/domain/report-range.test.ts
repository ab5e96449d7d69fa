import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGridShown, lastDays, monthOf, quarterOf, rangeProblem, spanDays, yearOf } from '../../src/domain/report-range';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('the period of a report', () => {
  it('shows the detail grids for any calendar month, hides them for a quarter', () => {
    fc.assert(fc.property(day, (d) => isGridShown(monthOf(d)) && !isGridShown(quarterOf(d))));
  });

  it('counts the days after the first: 30 still shows the grid, 31 hides it', () => {
    expect(spanDays({ from: '2026-01-01', to: '2026-01-31' })).toBe(30);
    expect(isGridShown({ from: '2026-01-01', to: '2026-01-31' })).toBe(true);
    expect(isGridShown({ from: '2026-01-01', to: '2026-02-01' })).toBe(false);
    expect(isGridShown(lastDays('2026-03-01', 31))).toBe(true);
    expect(isGridShown(lastDays('2026-03-01', 32))).toBe(false);
  });

  it('knows months, quarters and years, leap years included', () => {
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(quarterOf('2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(yearOf('2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('refuses days that do not exist, reversed periods and periods over two years', () => {
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalidDay');
    expect(rangeProblem({ from: '26-1-1', to: '2026-03-01' })).toBe('invalidDay');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2024-01-01', to: '2026-01-02' })).toBe('tooLong');
    expect(rangeProblem({ from: '2024-01-01', to: '2025-12-31' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { coverageRatio, monthsOf } from '../../src/domain/registration-report';

describe('the coverage of the tax base', () => {
  it('is the share of registered objects that were taxed', () => {
    expect(coverageRatio(1, 4)).toBe(0.25);
    expect(coverageRatio(0, 7)).toBe(0);
    expect(coverageRatio(7, 7)).toBe(1);
  });

  it('is unknown, not zero, when nothing is registered', () => {
    expect(coverageRatio(0, 0)).toBeNull();
  });

  it('never passes the whole base', () => {
    expect(coverageRatio(5, 4)).toBe(1);
  });
});

describe('the months of a period', () => {
  it('lists every month the period touches, across a year end', () => {
    expect(monthsOf('2025-11-15', '2026-02-03')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('is one month for a period inside it', () => {
    expect(monthsOf('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });
});

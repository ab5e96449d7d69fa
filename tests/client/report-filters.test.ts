import { describe, expect, it } from 'vitest';
import { filtersFromSearch, presetOf, presetRange, reportSearch } from '../../src/client/pages/reports/report-filters';

describe('the filters of a report screen', () => {
  it('offers the month, the month before, the quarter, the year and the last 30 days', () => {
    expect(presetRange('thisMonth', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('thisQuarter', '2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetRange('thisYear', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetRange('last30Days', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetOf({ from: '2026-10-01', to: '2026-12-31' }, '2026-11-26')).toBe('thisQuarter');
    expect(presetOf({ from: '2026-10-02', to: '2026-12-31' }, '2026-11-26')).toBeUndefined();
  });

  it('reads the address bar, falling back to this month, and writes back only what is set', () => {
    const read = filtersFromSearch(new URLSearchParams('from=2026-02-01&to=2026-02-28&zone=z1&projectKeys=a,b&bank=k&evil=1'), '2026-11-26', ['bank']);
    expect(read).toEqual({ from: '2026-02-01', to: '2026-02-28', zone: 'z1', projectKeys: ['a', 'b'], extra: { bank: 'k' } });
    expect(reportSearch(read)).toBe('from=2026-02-01&to=2026-02-28&projectKeys=a%2Cb&zone=z1&bank=k');
    const fallback = filtersFromSearch(new URLSearchParams('from=yesterday'), '2026-11-26');
    expect(reportSearch(fallback)).toBe('from=2026-11-01&to=2026-11-30');
  });
});

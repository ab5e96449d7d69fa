import { describe, expect, it } from 'vitest';
import { publishBreakdown, publishCount, publishCounts } from '../../src/domain/gbv-report';

describe('GBV small-count suppression', () => {
  it('hides a count from 1 to 4; zero and 5 and more stay', () => {
    expect([0, 1, 2, 3, 4, 5, 12].map(publishCount)).toEqual([0, null, null, null, null, 5, 12]);
  });

  it('hides a second cell when only one would be hidden, so the total minus the others does not give it away', () => {
    expect(publishBreakdown([3, 9, 6, 0])).toEqual([null, 9, null, 0]);
    expect(publishBreakdown([2, 3, 20])).toEqual([null, null, 20]);
    expect(publishBreakdown([7, 8])).toEqual([7, 8]);
    // Nothing else to hide: the lone small cell stays hidden, the zeros say nothing.
    expect(publishBreakdown([4, 0, 0])).toEqual([null, 0, 0]);
  });

  it('keeps the rows, their keys and their order', () => {
    expect(
      publishCounts([
        { key: 'rape', cases: 2 },
        { key: 'forcedMarriage', cases: 6 },
        { key: 'sexualAssault', cases: 30 },
      ]),
    ).toEqual([
      { key: 'rape', cases: null },
      { key: 'forcedMarriage', cases: null },
      { key: 'sexualAssault', cases: 30 },
    ]);
  });
});

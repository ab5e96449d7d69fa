import { describe, expect, it } from 'vitest';
import { foldBirthReport, stageOf, type BirthFacetRow } from '../../src/domain/birth-report';

const scope = { from: '2026-01-15', to: '2026-03-10', projectKeys: ['p'], zone: null, hospital: null, hospitals: [] };
const row = (extra: Partial<BirthFacetRow>): BirthFacetRow => ({
  month: '2026-01',
  hospitalKey: 'h1',
  hospitalName: 'Hôpital Un',
  deliveryType: 'vaginal',
  gender: 'Female',
  stage: 'synced',
  duplicate: false,
  births: 1,
  ...extra,
});

describe('the birth report fold', () => {
  it('puts a declaration in one stage: waiting, approved for the registry, synced or rejected', () => {
    expect(stageOf('waitingForApproval', false)).toBe('waitingForApproval');
    expect(stageOf('waitingForApproval', true)).toBe('approved');
    expect(stageOf('synced', true)).toBe('synced');
    expect(stageOf('rejected', false)).toBe('rejected');
  });

  it('adds the same rows into every figure, each month and category present', () => {
    const report = foldBirthReport(scope, [
      row({ births: 4 }),
      row({ month: '2026-03', hospitalKey: 'h2', hospitalName: 'Hôpital Deux', deliveryType: 'caesarean', gender: 'Male', stage: 'rejected', births: 2 }),
      row({ stage: 'waitingForApproval', duplicate: true, births: 1 }),
    ]);
    expect(report.totals).toEqual({ births: 7, duplicates: 1, waitingForApproval: 1, approved: 0, synced: 4, rejected: 2 });
    expect(report.byMonth).toEqual([
      { month: '2026-01', births: 5 },
      { month: '2026-02', births: 0 },
      { month: '2026-03', births: 2 },
    ]);
    expect(report.byHospital).toEqual([
      { key: 'h1', name: 'Hôpital Un', births: 5 },
      { key: 'h2', name: 'Hôpital Deux', births: 2 },
    ]);
    expect(report.byDeliveryType).toEqual([
      { key: 'vaginal', births: 5 },
      { key: 'assisted', births: 0 },
      { key: 'caesarean', births: 2 },
    ]);
    expect(report.byGender.map((g) => g.births)).toEqual([2, 5]);
    expect(report.byMonthAndHospital).toEqual([
      { month: '2026-01', hospitalKey: 'h1', births: 5 },
      { month: '2026-03', hospitalKey: 'h2', births: 2 },
    ]);
  });
});

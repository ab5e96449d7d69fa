import { describe, expect, it } from 'vitest';
import {
  GBV_CASE_CODE,
  GBV_INCIDENT_TYPES,
  ageGroupOf,
  caseDatesProblem,
  gbvCaseCode,
  referralsWithoutConsent,
  servicesWith,
  transitionProblem,
} from '../../src/domain/gbv-case';
import { byAgeGroup, byIncidentType, countsIn, monthsOfRange, serviceCounts } from '../../src/domain/gbv-report';

describe('GBV age groups', () => {
  it('follow the GBVIMS groups, both bounds included', () => {
    const groups = [0, 11, 12, 17, 18, 25, 26, 40, 41, 60, 61, 104].map(ageGroupOf);
    expect(groups).toEqual(['0-11', '0-11', '12-17', '12-17', '18-25', '18-25', '26-40', '26-40', '41-60', '41-60', '61+', '61+']);
  });

  it('have no group for an age nobody has', () => {
    expect([-1, 2.5, 131, Number.NaN].map(ageGroupOf)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('the GBVIMS classification', () => {
  it('has the six core incident types', () => {
    expect(GBV_INCIDENT_TYPES).toEqual(['rape', 'sexualAssault', 'physicalAssault', 'forcedMarriage', 'denialOfResources', 'psychologicalAbuse']);
  });
});

describe('consent for referral', () => {
  it('is needed before any service is referred, not for services provided or declined', () => {
    const services = servicesWith({ health: 'provided', legal: 'referred', safety: 'referred', psychosocial: 'declined' });
    expect(referralsWithoutConsent(services, false)).toEqual(['legal', 'safety']);
    expect(referralsWithoutConsent(services, true)).toEqual([]);
    expect(referralsWithoutConsent(servicesWith({ health: 'provided', psychosocial: 'declined' }), false)).toEqual([]);
  });

  it('starts a case with every service not needed', () => {
    expect(servicesWith()).toEqual({ health: 'none', psychosocial: 'none', legal: 'none', safety: 'none' });
  });
});

describe('case dates', () => {
  it('put the report on or after the incident, neither in the future', () => {
    expect(caseDatesProblem('2026-03-01', '2026-03-01', '2026-03-10')).toBeUndefined();
    expect(caseDatesProblem('2026-03-05', '2026-03-01', '2026-03-10')).toBe('reportBeforeIncident');
    expect(caseDatesProblem('2026-03-01', '2026-03-11', '2026-03-10')).toBe('inFuture');
  });
});

describe('case status transitions', () => {
  const base = { reportDate: '2026-03-01', today: '2026-04-01', closureDate: '2026-03-20' };
  it('let the case worker or a supervisor close an open case with its closure day', () => {
    expect(transitionProblem({ ...base, status: 'open', action: 'close', supervisor: false, assigned: true })).toBeUndefined();
    expect(transitionProblem({ ...base, status: 'open', action: 'close', supervisor: true, assigned: false })).toBeUndefined();
    expect(transitionProblem({ ...base, status: 'open', action: 'close', supervisor: false, assigned: false })).toBe('supervisorOnly');
    expect(transitionProblem({ ...base, closureDate: undefined, status: 'open', action: 'close', supervisor: false, assigned: true })).toBe(
      'closureDateRequired',
    );
    expect(transitionProblem({ ...base, closureDate: '2026-02-01', status: 'open', action: 'close', supervisor: false, assigned: true })).toBe(
      'closureBeforeReport',
    );
    expect(transitionProblem({ ...base, closureDate: '2026-05-01', status: 'open', action: 'close', supervisor: false, assigned: true })).toBe('inFuture');
    expect(transitionProblem({ ...base, status: 'closed', action: 'close', supervisor: true, assigned: true })).toBe('stateRefuses');
  });

  it('let only a supervisor reopen, and only a closed case', () => {
    expect(transitionProblem({ ...base, status: 'closed', action: 'reopen', supervisor: false, assigned: true })).toBe('supervisorOnly');
    expect(transitionProblem({ ...base, status: 'closed', action: 'reopen', supervisor: true, assigned: false })).toBeUndefined();
    expect(transitionProblem({ ...base, status: 'open', action: 'reopen', supervisor: true, assigned: false })).toBe('stateRefuses');
  });
});

describe('case codes', () => {
  it('read GBV-year-sequence on six digits at least', () => {
    expect(gbvCaseCode(2026, 123)).toBe('GBV-2026-000123');
    expect(gbvCaseCode(2026, 1_234_567)).toBe('GBV-2026-1234567');
    expect(GBV_CASE_CODE.test('GBV-2026-000123')).toBe(true);
    expect(GBV_CASE_CODE.test('GBV-26-123')).toBe(false);
  });
});

describe('report figures', () => {
  it('list every month a period touches, across a year end', () => {
    expect(monthsOfRange('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOfRange('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });

  it('keep every category in its order, zero included, unknown ones after', () => {
    expect(byIncidentType([{ key: 'rape', cases: 2 }]).map((row) => row.cases)).toEqual([2, 0, 0, 0, 0, 0]);
    expect(byAgeGroup([]).map((row) => row.key)).toEqual(['0-11', '12-17', '18-25', '26-40', '41-60', '61+']);
    expect(
      countsIn(
        ['a'],
        [
          { key: 'b', cases: 1 },
          { key: 'c', cases: 3 },
        ],
      ),
    ).toEqual([
      { key: 'a', cases: 0 },
      { key: 'c', cases: 3 },
      { key: 'b', cases: 1 },
    ]);
  });

  it('count each service provided, referred and declined', () => {
    expect(
      serviceCounts([
        { service: 'legal', state: 'referred', cases: 4 },
        { service: 'legal', state: 'none', cases: 9 },
      ]),
    ).toContainEqual({
      service: 'legal',
      provided: 0,
      referred: 4,
      declined: 0,
    });
  });
});

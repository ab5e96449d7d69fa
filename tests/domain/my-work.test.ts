import { describe, expect, it } from 'vitest';
import { landingPathFor, myWorkSectionsFor } from '../../src/domain/my-work';
import { permissionEntry } from '../../src/domain/permissions';

const roleOf = (grants: Record<string, 'all' | 'read'>) => Object.entries(grants).map(([name, flags]) => permissionEntry(name, flags));

describe('my work sections and the landing page, by permission', () => {
  it('gives each role the sections of its own work, and none without a right (deny by default)', () => {
    expect(myWorkSectionsFor(undefined)).toEqual([]);
    expect(myWorkSectionsFor(roleOf({ Birth: 'all', GBV: 'all' }))).toEqual(['declarations', 'gbvCases']);
    expect(myWorkSectionsFor(roleOf({ 'Health Approver': 'all', Birth: 'read' }))).toEqual(['healthApprovals']);
    // Reading the approver's queue is not approving: the receveur gets no approvals section.
    expect(myWorkSectionsFor(roleOf({ Approver: 'read', Recoverment: 'all' }))).toEqual(['receveur']);
    expect(myWorkSectionsFor(roleOf({ Payment: 'all', 'Tax Note': 'read' }))).toEqual(['payments']);
  });

  it('lands on /my-work when it shows the role something, otherwise on the first page the role opens', () => {
    expect(landingPathFor(roleOf({ Birth: 'all' }))).toBe('/my-work');
    expect(landingPathFor(roleOf({ 'Call Center': 'all', 'Tax Note': 'read' }))).toBe('/call-center');
    expect(landingPathFor(roleOf({ Docs: 'read' }))).toBe('/docs');
    expect(landingPathFor([])).toBe('/my-work');
  });
});

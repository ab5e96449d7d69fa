import { describe, expect, it } from 'vitest';
import { grantableEstablishments, userScopeProblem } from '../../src/domain/user-scope';

const all = [
  { key: 'bank-a', type: '3' },
  { key: 'bank-a-branch', type: '3', parentKey: 'bank-a' },
  { key: 'bank-b', type: '3' },
  { key: 'office', type: '2' },
];
const lead = { isSuperAdmin: false, userKey: 'lead', userType: '3', establishmentKeys: ['bank-a'] };
const superAdmin = { ...lead, isSuperAdmin: true };
const own = { type: '3', establishmentKey: 'bank-a', associatedEstablishmentKey: [] };

describe('a user type and establishments are handed out like rights', () => {
  it('offers the caller’s own establishments and their branches, everything to a Super Admin', () => {
    expect(grantableEstablishments(lead, all)).toEqual(new Set(['bank-a', 'bank-a-branch']));
    expect(grantableEstablishments(superAdmin, all)).toBe('any');
  });

  it('locks one’s own type and lists, but not one’s name', () => {
    expect(userScopeProblem(lead, { key: 'lead', before: own, after: { ...own, associatedEstablishmentKey: ['bank-b'] } }, all)).toBe('ownScope');
    expect(userScopeProblem(lead, { key: 'lead', before: own, after: { ...own, establishmentKey: 'bank-a-branch' } }, all)).toBe('ownScope');
    expect(userScopeProblem(lead, { key: 'lead', before: own, after: { ...own, type: '2' } }, all)).toBe('ownScope');
    expect(userScopeProblem(lead, { key: 'lead', before: own, after: { ...own } }, all)).toBeNull();
    expect(userScopeProblem(superAdmin, { key: 'lead', before: own, after: { ...own, type: '2' } }, all)).toBeNull();
  });

  it('gives others only what lies in the caller’s scope, and keeps bank users in the bank type', () => {
    expect(userScopeProblem(lead, { after: { type: '3', establishmentKey: 'bank-b' } }, all)).toBe('establishmentOutOfScope');
    expect(userScopeProblem(lead, { after: { type: '3', establishmentKey: 'bank-a-branch' } }, all)).toBeNull();
    expect(userScopeProblem(lead, { after: { type: '2', establishmentKey: 'bank-a' } }, all)).toBe('bankTypeLocked');
    const officer = { isSuperAdmin: false, userKey: 'admin2', userType: '2', establishmentKeys: ['office'] };
    expect(userScopeProblem(officer, { key: 'x', before: own, after: { ...own, type: '2', establishmentKey: 'office' } }, all)).toBe('bankTypeLocked');
    // What the user already held (given by a Super Admin) may stay; only additions are judged.
    const held = { type: '3', establishmentKey: 'bank-a', associatedEstablishmentKey: ['bank-b'] };
    expect(userScopeProblem(lead, { key: 'x', before: held, after: { ...held } }, all)).toBeNull();
  });
});

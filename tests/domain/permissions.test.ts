import { describe, expect, it } from 'vitest';
import { canPerform, hasFlag, permissionEntry } from '../../src/domain/permissions';

const roleList = [permissionEntry('Payment', { isAccess: true, read: true, create: true }), permissionEntry('Role', { isAccess: false, read: true })];

describe('permissions', () => {
  it('allows the Dashboard area to anyone, even with no role list', () => {
    expect(canPerform(undefined, 'Dashboard', 'delete')).toBe(true);
    expect(hasFlag([], 'Dashboard', 'isAccess')).toBe(true);
  });
  it('needs an entry of that area with the flag set', () => {
    expect(canPerform(roleList, 'Payment', 'create')).toBe(true);
    expect(canPerform(roleList, 'Payment', 'delete')).toBe(false);
    expect(canPerform(roleList, 'Tax Note', 'read')).toBe(false);
  });
  it('needs isAccess on top of the action flag', () => {
    expect(hasFlag(roleList, 'Role', 'read')).toBe(true);
    expect(canPerform(roleList, 'Role', 'read')).toBe(false);
  });
  it('builds complete entries', () => {
    expect(permissionEntry('User', 'read')).toEqual({ name: 'User', isAccess: true, read: true, create: false, update: false, delete: false, isPoc: false });
    expect(permissionEntry('User', 'all')).toMatchObject({ create: true, update: true, delete: true, isPoc: false });
  });
});

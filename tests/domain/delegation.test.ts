import { describe, expect, it } from 'vitest';
import { assignableRoles, canDelegate, coversRights } from '../../src/domain/delegation';
import { permissionEntry } from '../../src/domain/permissions';

const admin = { name: 'User admin', roleList: [permissionEntry('User', 'all'), permissionEntry('Role', 'all'), permissionEntry('Payment', 'read')] };
const superAdmin = { name: 'Super Admin', roleList: [] };

describe('delegation: nobody hands out more than they hold', () => {
  it('covers a role whose every flag the holder has, an empty role included', () => {
    expect(coversRights(admin.roleList, [permissionEntry('User', { isAccess: true, read: true, update: true })])).toBe(true);
    expect(coversRights(admin.roleList, [permissionEntry('Payment', 'read')])).toBe(true);
    expect(coversRights(admin.roleList, [])).toBe(true);
    expect(coversRights(undefined, [permissionEntry('Payment', { isAccess: false })])).toBe(true);
  });

  it('refuses a role holding one flag the holder lacks, in any area or flag', () => {
    expect(coversRights(admin.roleList, [permissionEntry('Payment', { isAccess: true, read: true, create: true })])).toBe(false);
    expect(coversRights(admin.roleList, [permissionEntry('Project', { isAccess: true })])).toBe(false);
    expect(coversRights(admin.roleList, [permissionEntry('User', { isPoc: true })])).toBe(false);
    expect(coversRights([], [permissionEntry('User', 'read')])).toBe(false);
  });

  it('reads the holder as access checks do, so a duplicate entry cannot lend a flag', () => {
    const holder = [permissionEntry('Payment', 'read'), permissionEntry('Payment', 'all')];
    expect(coversRights(holder, [permissionEntry('Payment', 'all')])).toBe(false);
    const sneaky = [permissionEntry('User', 'read'), permissionEntry('Project', 'all')];
    expect(coversRights(admin.roleList, sneaky)).toBe(false);
  });

  it("keeps the 'Super Admin' role to Super Admins, who may hand out anything", () => {
    expect(canDelegate(admin, { name: 'Super Admin', roleList: [] })).toBe(false);
    expect(canDelegate(superAdmin, { name: 'Super Admin', roleList: [] })).toBe(true);
    expect(canDelegate(superAdmin, { name: 'Everything', roleList: [permissionEntry('Project', 'all')] })).toBe(true);
    expect(canDelegate(admin, { name: 'Cashier', roleList: [permissionEntry('Payment', 'all')] })).toBe(false);
    expect(canDelegate(admin, { name: 'Reader', roleList: [permissionEntry('Payment', 'read')] })).toBe(true);
    expect(canDelegate(undefined, { name: 'Reader', roleList: [permissionEntry('Payment', 'read')] })).toBe(false);
  });

  it('offers in the user dialog only the roles the caller could give', () => {
    const roles = [
      { id: 'reader', name: 'Reader', roleList: [permissionEntry('Payment', 'read')] },
      { id: 'cashier', name: 'Cashier', roleList: [permissionEntry('Payment', 'all')] },
      { id: 'none', name: 'Nothing', roleList: [] },
    ];
    expect(assignableRoles(admin, roles).map((r) => r.id)).toEqual(['reader', 'none']);
    expect(assignableRoles(superAdmin, roles)).toHaveLength(3);
  });
});

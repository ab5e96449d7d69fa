import { describe, expect, it } from 'vitest';
import { canAccessFor, guardDecision } from '../../src/client/providers/access';
import { permissionEntry } from '../../src/domain/permissions';
import { CASHIER_AREAS, roleListFor } from './support/builders';

const cashier = roleListFor(...CASHIER_AREAS);
const admin = roleListFor('Role', 'User', 'Project', ...CASHIER_AREAS);

describe('canAccess', () => {
  it('follows the role flags through the resource map', () => {
    expect(canAccessFor(admin, 'users', 'list')).toBe(true);
    expect(canAccessFor(cashier, 'users', 'list')).toBe(false);
    expect(canAccessFor(cashier, 'roles', 'edit')).toBe(false);
    expect(canAccessFor(cashier, 'citizens', 'create')).toBe(true);
  });

  it('needs both isAccess and the action flag', () => {
    const readOnly = [permissionEntry('Citizen', 'read')];
    expect(canAccessFor(readOnly, 'citizens', 'list')).toBe(true);
    expect(canAccessFor(readOnly, 'citizens', 'edit')).toBe(false);
    expect(canAccessFor(readOnly, 'citizens', 'delete')).toBe(false);
    const hidden = [permissionEntry('Citizen', { read: true, update: true })];
    expect(canAccessFor(hidden, 'citizens', 'edit')).toBe(false);
  });

  it('accepts access labels and routes, always allows the Dashboard, and denies the unknown', () => {
    expect(canAccessFor(cashier, 'Payment', 'access')).toBe(true);
    expect(canAccessFor(cashier, '/make-payment', 'access')).toBe(true);
    expect(canAccessFor(cashier, '/role', 'access')).toBe(false);
    expect(canAccessFor([], 'Dashboard', 'delete')).toBe(true);
    expect(canAccessFor([], '/my-work', 'access')).toBe(true);
    expect(canAccessFor(admin, 'users', 'fly')).toBe(false);
    expect(canAccessFor(undefined, 'users', 'list')).toBe(false);
  });
});

describe('the route guard', () => {
  it('sends a signed-out visitor home with the full address to come back to', () => {
    expect(guardDecision('/tax-note', '?page=2', undefined, false)).toEqual({ allow: false, redirectTo: '/home?returnUrl=%2Ftax-note%3Fpage%3D2' });
    expect(guardDecision('/my-work', '', undefined, false)).toEqual({ allow: false, redirectTo: '/home?returnUrl=%2Fmy-work' });
  });

  it('always lets /sign-out through', () => {
    expect(guardDecision('/sign-out', '', undefined, false)).toEqual({ allow: true });
    expect(guardDecision('/sign-out', '', [], true)).toEqual({ allow: true });
  });

  it('sends a user without the area to /my-work, using the first path segment', () => {
    expect(guardDecision('/role', '', cashier, true)).toEqual({ allow: false, redirectTo: '/my-work' });
    expect(guardDecision('/project/p-1/overview', '', cashier, true)).toEqual({ allow: false, redirectTo: '/my-work' });
    expect(guardDecision('/settlement', '', cashier, true)).toEqual({ allow: false, redirectTo: '/my-work' });
    expect(guardDecision('/role', '', admin, true)).toEqual({ allow: true });
    expect(guardDecision('/make-payment', '', cashier, true)).toEqual({ allow: true });
  });

  it('lets the Dashboard area and unknown paths through (the latter to "not found")', () => {
    expect(guardDecision('/my-work', '', [], true)).toEqual({ allow: true });
    expect(guardDecision('/no-such-page', '', [], true)).toEqual({ allow: true });
  });
});

import { describe, expect, it } from 'vitest';
import { areaForPath, canAccessFor, guardDecision } from '../../../src/client/providers/access';
import { RESOURCE_ROUTES, routeFor } from '../../../src/client/providers/resource-routes';
import { permissionEntry } from '../../../src/domain/permissions';

const taxateur = [permissionEntry('Citizen', 'all'), permissionEntry('Vehicle', 'all'), permissionEntry('Rental', 'read')];

describe('the guard on the screens drawn from schemas', () => {
  it('lets every signed-in user read global master data and Dashboard-read configuration', () => {
    for (const path of ['/provinces', '/cities/x/show', '/currencies', '/nomenclature', '/currency-conversion']) {
      expect(guardDecision(path, '', [], true), path).toEqual({ allow: true });
    }
  });

  it('guards a configuration screen with a menu entry by that entry (step configuration: Project)', () => {
    expect(areaForPath('/step-configuration')).toBe('Project');
    expect(guardDecision('/step-configuration', '', [], true)).toEqual({ allow: false, redirectTo: '/my-work' });
  });

  it("sends a role without isAccess on the entity's read area to /my-work", () => {
    expect(guardDecision('/rental', '', [], true)).toEqual({ allow: false, redirectTo: '/my-work' });
    expect(guardDecision('/rental/r1/show', '', taxateur, true)).toEqual({ allow: true });
    expect(guardDecision('/property', '', taxateur, true)).toEqual({ allow: false, redirectTo: '/my-work' });
    expect(guardDecision('/vehicle/create', '', taxateur, true)).toEqual({ allow: true });
  });

  it('does not open a create form to a role that may only read the entity (tax-staff D6: filled, then refused on Save)', () => {
    expect(guardDecision('/rental/create', '', taxateur, true)).toEqual({ allow: false, redirectTo: '/rental' });
    expect(guardDecision('/rental/r1/show', '', taxateur, true)).toEqual({ allow: true });
    expect(guardDecision('/vehicle/create', '', taxateur, true)).toEqual({ allow: true });
  });

  it("keeps a menu entry's label first, and an unknown path goes on to 'not found'", () => {
    expect(areaForPath('/revenue-split')).toBe('Revenue Split');
    expect(areaForPath('/role')).toBe('Role');
    expect(areaForPath('/master-data')).toBe('Project');
    expect(areaForPath('/provinces')).toBe('Dashboard');
    expect(areaForPath('/nothing-here')).toBeUndefined();
  });
});

describe('the resource map drawn from the schemas', () => {
  it('routes a path and its resource name to the same API', () => {
    expect(routeFor('citizen')).toBe('account/citizens');
    expect(routeFor('citizens')).toBe('account/citizens');
    expect(routeFor('rental')).toBe('account/rentals');
    expect(routeFor('step-configuration')).toBe('step/configurations');
    expect(routeFor('userActivity')).toBe('project/user-activity');
    expect(routeFor('no-such')).toBe('no-such');
  });

  it('reads under the read area and writes under the access area', () => {
    expect(RESOURCE_ROUTES.nomenclature).toEqual({ route: 'nomenclature/items', area: 'Dashboard', writeArea: 'Project' });
    expect(canAccessFor([], 'nomenclature', 'list')).toBe(true);
    expect(canAccessFor([], 'nomenclature', 'create')).toBe(false);
    expect(canAccessFor([permissionEntry('Project', 'all')], 'nomenclature', 'delete')).toBe(true);
    expect(canAccessFor(taxateur, 'rental', 'list')).toBe(true);
    expect(canAccessFor(taxateur, 'rental', 'edit')).toBe(false);
  });
});

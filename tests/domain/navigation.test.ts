import { describe, expect, it } from 'vitest';
import { accessLabelForPath, isItemVisible, navigationFor, NAVIGATION, type NavigationItem } from '../../src/domain/navigation';
import { permissionEntry } from '../../src/domain/permissions';

const links = (items: NavigationItem[]): string[] => items.flatMap((i) => [...(i.link ? [i.link] : []), ...links(i.children ?? [])]);

describe('navigation', () => {
  it('shows the Dashboard group to a role with no flags and nothing else', () => {
    expect(navigationFor([]).map((i) => i.id)).toEqual(['dashboards']);
    expect(links(navigationFor([]))).toEqual(['/my-work']);
  });
  it('shows an entry when its label passes isAccess, and drops empty groups', () => {
    const menu = navigationFor([permissionEntry('Payment', 'read')]);
    expect(menu.map((i) => i.id)).toEqual(['dashboards', 'action']);
    expect(links(menu)).toEqual(['/my-work', '/make-payment', '/payment']);
  });
  it('hides an item whose hide rule says so', () => {
    expect(isItemVisible({ id: 'x', type: 'basic', accessLabel: 'Dashboard', hidden: true }, [])).toBe(false);
  });
  it('maps the first path segment to the access label', () => {
    expect(accessLabelForPath('/role/abc/show')).toBe('Role');
    expect(accessLabelForPath('/make-payment')).toBe('Payment');
    expect(accessLabelForPath('/settlement')).toBe('Project');
    expect(accessLabelForPath('/my-work')).toBe('Dashboard');
    expect(accessLabelForPath('/nowhere')).toBeUndefined();
  });
  it('holds every main-layout route that has a menu entry', () => {
    expect(links([...NAVIGATION])).toEqual(
      expect.arrayContaining([
        '/my-work',
        '/mitigation',
        '/accounting-report',
        '/bank-report',
        '/bank-financial',
        '/birth-registration-report',
        '/rental-registration-report',
        '/gbv-registration-report',
        '/role',
        '/user',
        '/project',
        '/taxation',
        '/make-payment',
        '/revenue-split',
        '/clearance',
        '/fee',
        '/approver',
        '/call-center',
        '/citizen',
        '/citizen-approver',
        '/establishment',
        '/tax-note',
        '/qr-code',
        '/recoverment',
      ]),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { NAVIGATION, type NavigationItem } from '../../src/domain/navigation';
import { activeTrail, isLinkActive, openForRoute, pickSet, toggleOpen, visibleItems } from '../../src/client/layout/navigation-tree';
import { CASHIER_AREAS, roleListFor } from './support/builders';

const links = (items: NavigationItem[]): string[] => items.flatMap((i) => (i.children ? links(i.children) : i.link ? [i.link] : []));

const TREE: NavigationItem[] = [
  {
    id: 'a',
    type: 'collapsable',
    title: 'A',
    children: [
      { id: 'a1', type: 'basic', link: '/tax-note' },
      { id: 'a2', type: 'collapsable', children: [{ id: 'a2x', type: 'basic', link: '/citizen', exactMatch: true }] },
    ],
  },
  { id: 'b', type: 'collapsable', children: [{ id: 'b1', type: 'basic', link: '/fee' }] },
  { id: 'c', type: 'collapsable', disabled: true, children: [{ id: 'c1', type: 'basic', link: '/qr-code' }] },
];

describe('menu visibility rule', () => {
  it('shows the Dashboard always and other entries only with isAccess on their label', () => {
    const visible = links(visibleItems(NAVIGATION, roleListFor(...CASHIER_AREAS)));
    expect(visible).toContain('/my-work');
    expect(visible).toContain('/make-payment');
    expect(visible).toContain('/tax-note');
    for (const hidden of ['/role', '/user', '/project', '/taxation', '/bank-report']) expect(visible).not.toContain(hidden);
  });

  it('drops groups left empty and items whose hide rule is set', () => {
    const visible = visibleItems(NAVIGATION, roleListFor(...CASHIER_AREAS));
    expect(visible.map((i) => i.id)).not.toContain('configuration');
    expect(visible.map((i) => i.id)).not.toContain('indicatorPanel');
    const hidden = visibleItems([{ id: 'x', type: 'basic', link: '/my-work', accessLabel: 'Dashboard', hidden: true }], []);
    expect(hidden).toEqual([]);
  });

  it('keeps layout items and leaves a role with nothing but the Dashboard', () => {
    const items: NavigationItem[] = [{ id: 'd', type: 'divider' }, { id: 's', type: 'spacer' }, ...NAVIGATION];
    expect(links(visibleItems(items, []))).toEqual(['/my-work']);
    expect(
      visibleItems(items, [])
        .map((i) => i.type)
        .slice(0, 2),
    ).toEqual(['divider', 'spacer']);
  });

  it('uses the default menu when the server sent no variant for a layout', () => {
    expect(pickSet({ default: TREE }, 'compact')).toBe(TREE);
    expect(pickSet(undefined, 'horizontal')).toEqual([]);
  });
});

describe('active item and collapsing', () => {
  it('marks a link active on its path and below it, unless exact', () => {
    expect(isLinkActive({ id: 'x', type: 'basic', link: '/project' }, '/project/p1/overview')).toBe(true);
    expect(isLinkActive({ id: 'x', type: 'basic', link: '/project' }, '/projects')).toBe(false);
    expect(isLinkActive({ id: 'x', type: 'basic', link: '/citizen', exactMatch: true }, '/citizen/c1')).toBe(false);
  });

  it('opens every container of the active route', () => {
    expect(activeTrail(TREE, '/citizen')).toEqual(['a', 'a2', 'a2x']);
    expect(openForRoute(TREE, ['b'], '/citizen')).toEqual(['a', 'a2']);
    expect(openForRoute(TREE, ['b'], '/citizen', false)).toEqual(['b', 'a', 'a2']);
  });

  it('auto-collapses the others when one opens, keeps ancestors, and ignores disabled items', () => {
    expect(toggleOpen(TREE, ['a', 'a2'], 'b')).toEqual(['b']);
    expect(toggleOpen(TREE, ['a'], 'a2')).toEqual(['a', 'a2']);
    expect(toggleOpen(TREE, ['a', 'a2'], 'a2')).toEqual(['a']);
    expect(toggleOpen(TREE, ['a'], 'b', false)).toEqual(['a', 'b']);
    expect(toggleOpen(TREE, ['a'], 'c')).toEqual(['a']);
  });
});

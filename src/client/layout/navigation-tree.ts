import type { PermissionEntry } from '../../domain/access-labels';
import { isItemVisible, type NavigationItem } from '../../domain/navigation';
import type { NavigationSet } from './layout-config';

export type NavigationSets = Record<NavigationSet, NavigationItem[]>;

/**
 * Menu visibility: the Dashboard always, otherwise isAccess on the item's label, and never an
 * item whose hide rule is set. Containers left with nothing to show disappear too, except the
 * layout items (divider, spacer) that carry no label.
 */
export function visibleItems(items: readonly NavigationItem[] | undefined, roleList: readonly PermissionEntry[] | undefined): NavigationItem[] {
  const result: NavigationItem[] = [];
  for (const item of items ?? []) {
    if (!isItemVisible(item, roleList)) continue;
    if (!item.children) {
      result.push(item);
      continue;
    }
    const children = visibleItems(item.children, roleList);
    if (children.length > 0) result.push({ ...item, children });
  }
  return result;
}

/** The server's answer may lack a set; the default menu stands in for it. */
export function pickSet(sets: Partial<NavigationSets> | undefined, set: NavigationSet): NavigationItem[] {
  return sets?.[set] ?? sets?.default ?? [];
}

/** Active rule: the link itself, or any path below it unless the item asks for an exact match. */
export function isLinkActive(item: NavigationItem, pathname: string): boolean {
  if (!item.link) return false;
  if (pathname === item.link) return true;
  return !item.exactMatch && pathname.startsWith(`${item.link.replace(/\/$/, '')}/`);
}

/** Ids from the top down to the active item, so every container of the active route can open. */
export function activeTrail(items: readonly NavigationItem[], pathname: string): string[] {
  for (const item of items) {
    if (isLinkActive(item, pathname)) return [item.id];
    if (item.children) {
      const below = activeTrail(item.children, pathname);
      if (below.length) return [item.id, ...below];
    }
  }
  return [];
}

function trailTo(items: readonly NavigationItem[], id: string): string[] {
  for (const item of items) {
    if (item.id === id) return [item.id];
    if (item.children) {
      const below = trailTo(item.children, id);
      if (below.length) return [item.id, ...below];
    }
  }
  return [];
}

/**
 * Opening an item collapses the others unless they hold it (auto-collapse); closing
 * touches only that item. Disabled items never change.
 */
export function toggleOpen(items: readonly NavigationItem[], open: readonly string[], id: string, autoCollapse = true): string[] {
  const trail = trailTo(items, id);
  const item = findItem(items, id);
  if (!item || item.disabled) return [...open];
  if (open.includes(id)) return open.filter((openId) => openId !== id);
  if (!autoCollapse) return [...open, id];
  return [...trail];
}

/** After a route change: the containers of the active route open, the others close when auto-collapsing. */
export function openForRoute(items: readonly NavigationItem[], open: readonly string[], pathname: string, autoCollapse = true): string[] {
  const trail = activeTrail(items, pathname).slice(0, -1);
  if (autoCollapse) return trail;
  return [...new Set([...open, ...trail])];
}

export function findItem(items: readonly NavigationItem[], id: string): NavigationItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = item.children && findItem(item.children, id);
    if (found) return found;
  }
  return undefined;
}

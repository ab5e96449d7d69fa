import type { PermissionEntry } from './access-labels';
import { navigationFor, type NavigationItem } from './navigation';
import { canPerform, type Action } from './permissions';
import type { Area } from './access-labels';

/**
 * What /my-work shows each role: one section per kind of daily work, each behind the right that
 * work needs. The server computes a section only when its rule passes (deny by default: a role
 * with none of these rights gets no figures at all), and the page draws the sections it receives.
 */
export const MY_WORK_SECTIONS = {
  /** The appraiser: the notes they created, what they taxed, per day. */
  created: { area: 'Taxation', action: 'create' },
  /** The approver: notes waiting for them, and their approvals per day. */
  approvals: { area: 'Approver', action: 'update' },
  /** The receveur: approved notes waiting to be issued. */
  receveur: { area: 'Recoverment', action: 'update' },
  /** The cashier, bank agent and collection point: the payments they recorded today. */
  payments: { area: 'Payment', action: 'create' },
  /** The registrar: births and deaths they declared, the rejected ones to correct. */
  declarations: { area: 'Birth', action: 'create' },
  /** The health supervisor: declarations waiting for a decision, and their decisions per day. */
  healthApprovals: { area: 'Health Approver', action: 'update' },
  /** The GBV case worker: the open cases assigned to them. */
  gbvCases: { area: 'GBV', action: 'create' },
} as const satisfies Record<string, { area: Area; action: Action }>;

export type MyWorkSection = keyof typeof MY_WORK_SECTIONS;

export function myWorkSectionsFor(roleList: readonly PermissionEntry[] | undefined): MyWorkSection[] {
  return (Object.keys(MY_WORK_SECTIONS) as MyWorkSection[]).filter((section) => {
    const { area, action } = MY_WORK_SECTIONS[section];
    return canPerform(roleList, area, action);
  });
}

export const MY_WORK_PATH = '/my-work';

/**
 * Where a user lands after sign-in (and where the guard sends a page they may not open): /my-work
 * when it has work of theirs to show, otherwise the first menu entry their role opens (a
 * read-only role lands on what it reads), and /my-work when even that is empty.
 */
export function landingPathFor(roleList: readonly PermissionEntry[] | undefined, items?: readonly NavigationItem[]): string {
  if (myWorkSectionsFor(roleList).length > 0) return MY_WORK_PATH;
  const stack = [...navigationFor(roleList, items)];
  while (stack.length) {
    const item = stack.shift()!;
    if (item.link && item.link !== MY_WORK_PATH && !item.disabled) return item.link;
    if (item.children) stack.unshift(...item.children);
  }
  return MY_WORK_PATH;
}

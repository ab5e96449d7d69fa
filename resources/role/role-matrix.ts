import { ACCESS_LABELS, PERMISSION_FLAGS, type PermissionEntry, type PermissionFlag } from '../../src/domain/access-labels';
import { permissionEntry } from '../../src/domain/permissions';

/** One entry per access label, in menu order: the rows of the role matrix. */
export type RoleMatrix = PermissionEntry[];

/**
 * The stored roleList as a full matrix: every access label gets a row (a label the role never
 * mentioned has every flag off), and names that are no longer access labels are dropped.
 */
export function fullMatrix(roleList: readonly PermissionEntry[] | null | undefined): RoleMatrix {
  return ACCESS_LABELS.map((label) => {
    const given = roleList?.find((entry) => entry.name === label);
    const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, given?.[flag] === true])) as Record<PermissionFlag, boolean>;
    return permissionEntry(label, flags);
  });
}

/**
 * One flag of one entry, keeping the rule the server applies (canPerform): an action needs both
 * Access and its own column. Ticking an action ticks Access; unticking Access unticks the actions,
 * so the editor never shows a right that does nothing.
 */
function withFlag(entry: PermissionEntry, flag: PermissionFlag, value: boolean): PermissionEntry {
  if (flag === 'isAccess' && !value) return permissionEntry(entry.name, Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, false])));
  if (flag !== 'isAccess' && value) return { ...entry, isAccess: true, [flag]: true };
  return { ...entry, [flag]: value };
}

export function setFlag(matrix: RoleMatrix, label: string, flag: PermissionFlag, value: boolean): RoleMatrix {
  return matrix.map((entry) => (entry.name === label ? withFlag(entry, flag, value) : entry));
}

/** Which boxes the editor may change: the rights its user holds (delegation.ts `mayGrant`). */
export type MayChange = (label: string, flag: PermissionFlag) => boolean;
const anything: MayChange = () => true;

/** Every flag of one area at once (those the editor may change). */
export function setRow(matrix: RoleMatrix, label: string, value: boolean, mayChange: MayChange = anything): RoleMatrix {
  return matrix.map((entry) =>
    entry.name === label ? permissionEntry(label, Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, mayChange(label, f) ? value : entry[f]]))) : entry,
  );
}

/** One flag across every area at once (the areas where the editor may change it). */
export function setColumn(matrix: RoleMatrix, flag: PermissionFlag, value: boolean, mayChange: MayChange = anything): RoleMatrix {
  return matrix.map((entry) =>
    mayChange(entry.name, flag) && (flag === 'isAccess' || mayChange(entry.name, 'isAccess')) ? withFlag(entry, flag, value) : entry,
  );
}

export type Selection = 'all' | 'some' | 'none';

const selectionOf = (values: boolean[]): Selection => (values.every(Boolean) ? 'all' : values.some(Boolean) ? 'some' : 'none');

export function columnSelection(matrix: RoleMatrix, flag: PermissionFlag): Selection {
  return selectionOf(matrix.map((entry) => entry[flag]));
}

export function rowSelection(matrix: RoleMatrix, label: string): Selection {
  const entry = matrix.find((e) => e.name === label);
  return selectionOf(PERMISSION_FLAGS.map((flag) => entry?.[flag] === true));
}

/** How many areas the role may open (isAccess), for the role list. */
export function accessCount(roleList: readonly PermissionEntry[] | null | undefined): number {
  return (roleList ?? []).filter((entry) => entry.isAccess && (ACCESS_LABELS as readonly string[]).includes(entry.name)).length;
}

import type { PermissionEntry } from '../../../domain/access-labels';
import { birthActionsFor, type BirthAction, type BirthSyncState } from '../../../domain/health-sync-states';
import { formatPhone } from '../../../domain/phone';
import { births } from '../../db/schema';

export type BirthRow = typeof births.$inferSelect;

const joinName = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(' ');

/**
 * A declaration as the API answers it: its columns (the key as `_key`), the names and mobile the
 * list shows, the keys of its probable duplicates either way (those it repeats and those that
 * repeat it), and, for one read, the actions the caller may take now.
 */
export function toApiBirth(row: BirthRow, options: { repeatedBy?: string[]; roleList?: readonly PermissionEntry[] } = {}) {
  const { key, projectKey: _projectKey, idempotencyKey: _idempotencyKey, ...columns } = row;
  const status = { syncState: row.syncState as BirthSyncState, approved: row.approvedAt !== null };
  return {
    _key: key,
    ...columns,
    childName: joinName(row.childFirstName, row.childMiddleName, row.childLastName),
    motherName: joinName(row.motherFirstName, row.motherMiddleName, row.motherLastName),
    fatherName: joinName(row.fatherFirstName, row.fatherMiddleName, row.fatherLastName),
    mobile: formatPhone(row.motherPhoneCountryCode, row.motherPhone) || formatPhone(row.fatherPhoneCountryCode, row.fatherPhone),
    approved: status.approved,
    probableDuplicates: [...new Set([...row.duplicateOf, ...(options.repeatedBy ?? [])])],
    actions: options.roleList ? birthActionsFor(status, options.roleList) : ([] as BirthAction[]),
  };
}

export type ApiBirth = ReturnType<typeof toApiBirth>;

import { permissionEntry } from '../../../src/domain/permissions';
import type { PermissionEntry } from '../../../src/domain/access-labels';
import type { SessionUser } from '../../../src/client/providers/session';

/** A role list with full rights on the given areas and nothing else. */
export function roleListFor(...areas: string[]): PermissionEntry[] {
  return areas.map((area) => permissionEntry(area, 'all'));
}

export const CASHIER_AREAS = ['Payment', 'Tax Note', 'Citizen', 'Mitigation'];

export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _key: 'user-1',
    token: 'token-1',
    refreshToken: 'refresh-1',
    userName: 'amani',
    firstName: 'Amani',
    lastName: 'Kabila',
    emailAddress: 'amani@example.org',
    role: { _key: 'role-1', name: 'Cashier', roleList: roleListFor(...CASHIER_AREAS) },
    projectList: [
      { _key: 'p-kin', projectKey: 'p-kin', projectName: 'Kinshasa Tax Project', projectType: '1' },
      { _key: 'p-hk', projectKey: 'p-hk', projectName: 'Haut-Katanga Health Registry', projectType: '2' },
    ],
    ...overrides,
  };
}

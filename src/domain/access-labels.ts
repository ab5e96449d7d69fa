/**
 * The access labels: one per side-menu area. A role's roleList holds one
 * permission entry per label. 'Dashboard' is always allowed and needs no entry.
 */
export const DASHBOARD = 'Dashboard' as const;

export const ACCESS_LABELS = [
  'Mitigation',
  'Accounting',
  'Banking',
  'Financials',
  'Analytics',
  'Birth',
  'Health Approver',
  'Rental',
  'GBV',
  'GBV Supervisor',
  'Taxation',
  'Fee',
  'Approver',
  'Payment',
  'Call Center',
  'Revenue Split',
  'Recoverment',
  'Clearance',
  'Citizen',
  'Citizen Approver',
  'Tax Note',
  'Organization',
  'Property',
  'Vehicle',
  'QR Code',
  'Project',
  'User',
  'Role',
  'Docs',
] as const;

export type AccessLabel = (typeof ACCESS_LABELS)[number];
export type Area = AccessLabel | typeof DASHBOARD;

export const PERMISSION_FLAGS = ['isAccess', 'read', 'create', 'update', 'delete', 'isPoc'] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export type PermissionEntry = { name: string } & Record<PermissionFlag, boolean>;

export const SUPER_ADMIN_ROLE = 'Super Admin';

export function isAccessLabel(value: string): value is AccessLabel {
  return (ACCESS_LABELS as readonly string[]).includes(value);
}

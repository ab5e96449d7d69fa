/**
 * Signed-in routes with the main layout, each with the title key its page shows.
 * /property and /vehicle are menu entries of their own (src/domain/navigation.ts). A route that
 * a resource serves (/citizen, /vehicle…, see schema-ui/resource-registry.ts) gets the resource's
 * screens; the others show a "coming soon" page until they are built.
 */
export const MAIN_ROUTES: readonly { path: string; titleKey: string }[] = [
  { path: '/my-work', titleKey: 'nav.myWork' },
  { path: '/mitigation', titleKey: 'nav.mitigation' },
  { path: '/accounting-report', titleKey: 'nav.accounting' },
  { path: '/bank-report', titleKey: 'nav.bankPayments' },
  { path: '/bank-financial', titleKey: 'nav.financials' },
  { path: '/birth-registration-report', titleKey: 'nav.birth' },
  { path: '/vechicle-registration-report', titleKey: 'shell.routes.vehicleRegistrationReport' },
  { path: '/property-registration-report', titleKey: 'shell.routes.propertyRegistrationReport' },
  { path: '/rental-registration-report', titleKey: 'nav.rental' },
  { path: '/gbv-registration-report', titleKey: 'nav.gbv' },
  { path: '/birth', titleKey: 'nav.births' },
  { path: '/death', titleKey: 'nav.deaths' },
  { path: '/gbv-case', titleKey: 'nav.gbvCases' },
  { path: '/role', titleKey: 'nav.role' },
  { path: '/user', titleKey: 'nav.user' },
  { path: '/project', titleKey: 'nav.project' },
  { path: '/taxation', titleKey: 'nav.taxation' },
  { path: '/make-payment', titleKey: 'nav.payment' },
  { path: '/revenue-split', titleKey: 'nav.revenueSplit' },
  { path: '/settlement', titleKey: 'shell.routes.settlement' },
  { path: '/clearance', titleKey: 'nav.clearance' },
  { path: '/period-close', titleKey: 'nav.periodClose' },
  { path: '/money-approvals', titleKey: 'nav.moneyApprovals' },
  { path: '/fee', titleKey: 'nav.fee' },
  { path: '/approver', titleKey: 'nav.approver' },
  { path: '/call-center', titleKey: 'nav.callCenter' },
  { path: '/citizen', titleKey: 'nav.citizen' },
  { path: '/citizen-approver', titleKey: 'nav.citizenApprover' },
  { path: '/establishment', titleKey: 'nav.establishment' },
  { path: '/tax-note', titleKey: 'nav.taxNote' },
  { path: '/qr-code', titleKey: 'nav.qrCode' },
  { path: '/recoverment', titleKey: 'nav.recoverment' },
  { path: '/property', titleKey: 'nav.property' },
  { path: '/vehicle', titleKey: 'nav.vehicle' },
  { path: '/docs', titleKey: 'nav.docs' },
];

/** The page listing the master-data resources (menu entry in src/domain/navigation.ts). */
export const MASTER_DATA_PATH = '/master-data';

/** Public routes (open only to signed-out users, empty layout). */
export const PUBLIC_PATHS = ['/sign-in', '/sign-up', '/forgot-password', '/reset-password', '/confirmation-required', '/home'] as const;

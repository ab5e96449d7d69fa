import { DASHBOARD, type Area } from './access-labels';
import { hasFlag } from './permissions';
import type { PermissionEntry } from './access-labels';

export type NavigationItemType = 'basic' | 'collapsable' | 'group' | 'aside' | 'divider' | 'spacer';

/** Navigation item. `title` and `subtitle` are i18n keys the client translates. */
export type NavigationItem = {
  id: string;
  type: NavigationItemType;
  title?: string;
  subtitle?: string;
  icon?: string;
  tooltip?: string;
  badge?: { title: string; classes?: string };
  link?: string;
  exactMatch?: boolean;
  disabled?: boolean;
  hidden?: boolean;
  children?: NavigationItem[];
  label?: string;
  accessLabel?: Area;
  classes?: string;
};

const entry = (id: string, link: string, accessLabel: Area, icon: string): NavigationItem => ({
  id,
  type: 'basic',
  title: `nav.${id}`,
  link,
  accessLabel,
  icon,
});

const group = (id: string, accessLabel: Area | undefined, children: NavigationItem[], subtitle?: string): NavigationItem => ({
  id,
  type: 'group',
  title: `nav.${id}`,
  subtitle,
  accessLabel,
  children,
});

/** Side menu: the order and grouping people see. */
export const NAVIGATION: readonly NavigationItem[] = [
  group('dashboards', DASHBOARD, [
    entry('myWork', '/my-work', DASHBOARD, 'Dashboard'),
    entry('mitigation', '/mitigation', 'Mitigation', 'Insights'),
    entry('accounting', '/accounting-report', 'Accounting', 'AccountBalance'),
    entry('bankPayments', '/bank-report', 'Banking', 'AccountBalanceWallet'),
    entry('financials', '/bank-financial', 'Financials', 'QueryStats'),
  ]),
  group('indicatorPanel', 'Analytics', [
    entry('birth', '/birth-registration-report', 'Birth', 'ChildCare'),
    // SPEC spells the vehicle report's route 'vechicle'; the menu is where people find it.
    entry('vehicleRegistration', '/vechicle-registration-report', 'Vehicle', 'DirectionsCar'),
    entry('propertyRegistration', '/property-registration-report', 'Property', 'Home'),
    entry('rental', '/rental-registration-report', 'Rental', 'HomeWork'),
    entry('gbv', '/gbv-registration-report', 'GBV', 'HealthAndSafety'),
  ]),
  group('action', undefined, [
    entry('taxation', '/taxation', 'Taxation', 'RequestQuote'),
    entry('fee', '/fee', 'Fee', 'Paid'),
    entry('approver', '/approver', 'Approver', 'FactCheck'),
    entry('payment', '/make-payment', 'Payment', 'Payments'),
    entry('paymentLedger', '/payment', 'Payment', 'MenuBook'),
    entry('callCenter', '/call-center', 'Call Center', 'SupportAgent'),
    entry('revenueSplit', '/revenue-split', 'Revenue Split', 'PieChart'),
    entry('recoverment', '/recoverment', 'Recoverment', 'Restore'),
    entry('clearance', '/clearance', 'Clearance', 'TaskAlt'),
    entry('periodClose', '/period-close', 'Accounting', 'EventBusy'),
    // Four eyes on money: reversals, transfers and rates waiting for a second person (the treasury's side).
    entry('moneyApprovals', '/money-approvals', 'Financials', 'Approval'),
  ]),
  group('information', undefined, [
    entry('citizen', '/citizen', 'Citizen', 'People'),
    entry('citizenApprover', '/citizen-approver', 'Citizen Approver', 'HowToReg'),
    entry('taxNote', '/tax-note', 'Tax Note', 'Description'),
    entry('establishment', '/establishment', 'Organization', 'Business'),
    entry('property', '/property', 'Property', 'Home'),
    entry('vehicle', '/vehicle', 'Vehicle', 'DirectionsCar'),
    entry('rentalContract', '/rental', 'Rental', 'RealEstateAgent'),
    entry('qrCode', '/qr-code', 'QR Code', 'QrCode2'),
    // The health project's registers: declarations, their approval and the GBV case register.
    entry('births', '/birth', 'Birth', 'ChildFriendly'),
    entry('deaths', '/death', 'Birth', 'LocalHospital'),
    entry('gbvCases', '/gbv-case', 'GBV', 'Shield'),
  ]),
  group(
    'configuration',
    undefined,
    [
      entry('project', '/project', 'Project', 'Workspaces'),
      entry('user', '/user', 'User', 'ManageAccounts'),
      entry('role', '/role', 'Role', 'AdminPanelSettings'),
      entry('stepConfiguration', '/step-configuration', 'Project', 'AccountTree'),
      entry('masterData', '/master-data', 'Project', 'Storage'),
    ],
    'nav.configurationSubtitle',
  ),
  group('help', undefined, [entry('docs', '/docs', 'Docs', 'HelpCenter')]),
];

/**
 * Main-layout routes with no menu entry of their own, and the label that guards them.
 */
export const EXTRA_ROUTE_ACCESS: Readonly<Record<string, Area>> = {
  settlement: 'Project',
};

/** An item shows when it is the Dashboard or its label passes isAccess, unless hidden. */
export function isItemVisible(item: NavigationItem, roleList: readonly PermissionEntry[] | undefined): boolean {
  if (item.hidden) return false;
  if (!item.accessLabel || item.accessLabel === DASHBOARD) return true;
  return hasFlag(roleList, item.accessLabel, 'isAccess');
}

/** The menu a role sees: invisible items dropped, groups left empty dropped too. */
export function navigationFor(roleList: readonly PermissionEntry[] | undefined, items: readonly NavigationItem[] = NAVIGATION): NavigationItem[] {
  const visible: NavigationItem[] = [];
  for (const item of items) {
    if (!isItemVisible(item, roleList)) continue;
    if (!item.children) {
      visible.push(item);
      continue;
    }
    const children = navigationFor(roleList, item.children);
    if (children.length > 0) visible.push({ ...item, children });
  }
  return visible;
}

/** The guard's rule: the first path segment maps to a menu entry's access label. */
export function accessLabelForPath(pathname: string, items: readonly NavigationItem[] = NAVIGATION): Area | undefined {
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  if (segment in EXTRA_ROUTE_ACCESS) return EXTRA_ROUTE_ACCESS[segment];
  const stack = [...items];
  while (stack.length) {
    const item = stack.shift()!;
    if (item.link && item.link.split('/').filter(Boolean)[0] === segment) return item.accessLabel;
    if (item.children) stack.push(...item.children);
  }
  return undefined;
}

export type NavigationVariants = { default: NavigationItem[]; compact: NavigationItem[]; futuristic: NavigationItem[]; horizontal: NavigationItem[] };

/**
 * The four menus a layout may ask for: vertical layouts use the grouped tree; compact and thin
 * ones show each group as an aside panel; horizontal ones show groups as top-level dropdowns.
 */
export function navigationVariants(items: NavigationItem[]): NavigationVariants {
  const asAside = (item: NavigationItem): NavigationItem =>
    item.type === 'group' ? { ...item, type: 'aside', icon: item.icon ?? item.children?.[0]?.icon } : item;
  return { default: items, futuristic: items, compact: items.map(asAside), horizontal: items };
}

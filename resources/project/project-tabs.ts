import { PROJECT_TYPES } from '../../src/domain/constants';

/**
 * A dashboard tab: its relative route, whether its capability arrives later, and the translation
 * key of its name when the route's own name does not fit the project (a health project's
 * establishments are its hospitals and health facilities, not organizations).
 */
export type ProjectTab = { path: string; later?: boolean; labelKey?: string };

/** The name a tab is shown with. */
export const tabLabelKey = (tab: ProjectTab) => `projects.tabs.${tab.labelKey ?? tab.path}`;

/** Tax project tabs, overview first (the default). */
export const TAX_PROJECT_TABS: readonly ProjectTab[] = [
  { path: 'overview' },
  { path: 'project-establishment' },
  { path: 'project-bank-project' },
  { path: 'project-currency' },
  { path: 'project-user' },
  { path: 'project-nomenclature' },
  { path: 'settlement' },
  { path: 'project-revenue-split' },
  { path: 'scheduler-logs' },
  { path: 'project-user-activity' },
];

/** Health project tabs. */
export const HEALTH_PROJECT_TABS: readonly ProjectTab[] = [
  { path: 'overview' },
  { path: 'project-establishment', labelKey: 'health-establishment' },
  { path: 'project-user' },
  { path: 'project-user-activity' },
];

export const DEFAULT_TAB = 'overview';

export function tabsFor(projectType: string | undefined): readonly ProjectTab[] {
  return projectType === PROJECT_TYPES.health ? HEALTH_PROJECT_TABS : TAX_PROJECT_TABS;
}

/** The tab a URL's remainder points at; anything unknown falls back to the overview. */
export function currentTab(tabs: readonly ProjectTab[], remainder: string | undefined): string {
  const first = (remainder ?? '').split('/')[0];
  return tabs.some((tab) => tab.path === first) ? first : DEFAULT_TAB;
}

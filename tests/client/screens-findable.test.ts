import { describe, expect, it } from 'vitest';
import { ACCESS_LABELS } from '../../src/domain/access-labels';
import { navigationFor, NAVIGATION, type NavigationItem } from '../../src/domain/navigation';
import { isMasterData } from '../../src/client/schema-ui/entity-registry';
import { RESOURCES } from '../../src/client/schema-ui/resource-registry';
import { TAX_PROJECT_TABS } from '../../resources/project/project-tabs';
import { roleListFor } from './support/builders';

const links = (items: readonly NavigationItem[]): string[] => items.flatMap((i) => (i.children ? links(i.children) : i.link ? [i.link] : []));

/** Screens a project's tabs open (resources/project/ProjectTabContent.tsx), by their tab. */
const PROJECT_TAB_RESOURCES: Record<string, string> = {
  'project-currency': 'currency-conversion',
  'project-nomenclature': 'nomenclature',
  'project-revenue-split': 'revenue-split',
  'project-establishment': 'establishment',
  'project-user': 'user',
};

describe('every screen can be found', () => {
  it('reaches each resource from the menu, the master-data page or a project tab', () => {
    const menu = new Set(links(NAVIGATION).map((link) => link.split('/')[1]));
    const tabs = new Set(TAX_PROJECT_TABS.map((tab) => PROJECT_TAB_RESOURCES[tab.path]).filter(Boolean));
    const lost = RESOURCES.filter((definition) => !menu.has(definition.name) && !isMasterData(definition.entity) && !tabs.has(definition.name)).map(
      (d) => d.name,
    );
    expect(lost).toEqual([]);
  });

  it('lists rental contracts under Information and step configuration under Configuration', () => {
    const group = (id: string) => links(NAVIGATION.filter((item) => item.id === id));
    expect(group('information')).toContain('/rental');
    expect(group('configuration')).toContain('/step-configuration');
  });

  it('shows the new entries only to roles holding their areas, as the server filters the menu', () => {
    expect(links(navigationFor(roleListFor(...ACCESS_LABELS)))).toEqual(expect.arrayContaining(['/rental', '/step-configuration']));
    const withoutRental = links(navigationFor(roleListFor('Citizen', 'Vehicle')));
    expect(withoutRental).not.toContain('/rental');
    expect(withoutRental).not.toContain('/step-configuration');
    expect(links(navigationFor(roleListFor('Rental')))).toContain('/rental');
  });
});

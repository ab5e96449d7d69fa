import { buildTaxWorld, type TaxWorld } from '../tax-notes-fixture';
import { createTestApp, type SessionUser, type TestApp } from './test-app';

export type SettlementWorld = { t: TestApp; world: TaxWorld; poc: SessionUser; commune: string };

/**
 * A tax world whose collection-point user (poc) is a project member, and one revenue-split
 * beneficiary taking `percentage` of every payment: what fee, share and settlement tests start from.
 */
export async function buildSettlementWorld(prefix: string, beneficiary: string, percentage: number): Promise<SettlementWorld> {
  const t = await createTestApp();
  const world = await buildTaxWorld(t, prefix);
  await world.api(world.sessions.admin, 'POST', `/project/projects/${world.projectKey}/members`, { userKeys: ['user-poc'] });
  const poc = await t.login('poc');
  const commune = String((await world.api(world.sessions.admin, 'POST', '/project/revenue-splits', { beneficiary, percentage })).json().data._key);
  return { t, world, poc, commune };
}

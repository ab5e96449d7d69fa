import { dayInZone } from '../../src/domain/dated-money';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { projects, users } from '../../src/server/db/schema';
import type { SessionUser, TestApp } from './support/test-app';
import { buildTaxWorld, draftFor, type TaxWorld } from './tax-notes-fixture';

/**
 * The tax world plus what the counter needs: two banks (the bank agent works for the first), the
 * bank and collection-point users as members, one revenue-split beneficiary taking 30 %.
 * The vehicle tax is 46.00 USD; the rate 2850.5 CDF for a dollar makes it 131,123.00 CDF.
 */
export type PayWorld = TaxWorld & {
  bank: SessionUser;
  poc: SessionUser;
  banks: { mine: string; other: string };
  splitKey: string;
  /** A vehicle note approved (payable), each in a period of its own. */
  payableNote: () => Promise<{ _key: string; reference: string }>;
  waitingNote: () => Promise<{ _key: string; reference: string }>;
  allowSplits: () => Promise<void>;
};

export const NOTE_USD = 4600;
export const NOTE_CDF = 13_112_300;

export async function buildPayWorld(t: TestApp, name: string): Promise<PayWorld> {
  const world = await buildTaxWorld(t, name);
  const { admin, taxateur, approver } = world.sessions;
  const create = async (url: string, payload: unknown) => {
    const response = await world.api(admin, 'POST', url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data._key as string;
  };
  const members = await world.api(admin, 'POST', `/project/projects/${world.projectKey}/members`, { userKeys: ['user-bank', 'user-poc'] });
  expect(members.statusCode, members.body).toBe(200);
  const mine = await create('/account/establishments', { establishmentName: `Rawbank ${name}`, type: '3' });
  const other = await create('/account/establishments', { establishmentName: `Equity ${name}`, type: '3' });
  await t.database.db
    .update(users)
    .set({ associatedEstablishmentKey: [mine] })
    .where(eq(users.key, 'user-bank'));
  const splitKey = await create('/project/revenue-splits', { beneficiary: 'Commune', percentage: 30 });

  let period = 1900;
  const waitingNote = async () => {
    period += 1;
    const response = await world.api(taxateur, 'POST', '/taxNote/notes', draftFor(world, { periodStart: `${period}-01-01` }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { _key: string; reference: string };
  };
  const payableNote = async () => {
    const note = await waitingNote();
    const approved = await world.api(approver, 'POST', `/taxNote/notes/${note._key}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    return note;
  };
  const allowSplits = async () => {
    await t.database.db.update(projects).set({ splitFee: true }).where(eq(projects.key, world.projectKey));
  };
  return { ...world, bank: await t.login('bank'), poc: await t.login('poc'), banks: { mine, other }, splitKey, payableNote, waitingNote, allowSplits };
}

/** Today on the project's clock, the day a payment may carry at the latest (src/domain/dated-money.ts). */
export const today = () => dayInZone(new Date());

/** A cash payment body; each test changes what it is about. */
export const cashPayment = (noteKey: string, overrides: Record<string, unknown> = {}) => ({
  noteKey,
  method: 'cash',
  paidCurrency: 'USD',
  paidAmount: NOTE_USD,
  cashierName: 'Aline Mwamba',
  paymentDate: today(),
  ...overrides,
});

import { eq } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { gbvCaseIdentities } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { recordViews, seesIdentity } from './gbv-case-access';
import { readCase, toApiCase, type ApiGbvCase } from './gbv-case-view';

export type GbvIdentity = { survivorName: string; contact: string; address: string };
export type GbvCaseDetail = ApiGbvCase & { identityShown: boolean; identity: GbvIdentity | null };

export async function readIdentity(db: Db, caseKey: string): Promise<GbvIdentity | null> {
  const [identity] = await db
    .select({ survivorName: gbvCaseIdentities.survivorName, contact: gbvCaseIdentities.contact, address: gbvCaseIdentities.address })
    .from(gbvCaseIdentities)
    .where(eq(gbvCaseIdentities.caseKey, caseKey));
  return identity ?? null;
}

/**
 * One case. Its identifying details come only to the case worker and GBV supervisors; every
 * read appends a 'detail' view, and an 'identity' view when the details were shown, in the
 * same transaction as the read.
 */
export async function getGbvCase(db: Db, projectKey: string, caseKey: string, principal: Principal): Promise<GbvCaseDetail> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await readCase(tx, projectKey, caseKey);
    if (!row) throw notFound();
    const identityShown = seesIdentity(principal, row.caseWorkerKey);
    const identity = identityShown ? await readIdentity(tx, caseKey) : null;
    await recordViews(tx, projectKey, principal, [{ view: 'detail', caseKey }, ...(identityShown ? [{ view: 'identity' as const, caseKey }] : [])]);
    return { ...toApiCase(row), identityShown, identity };
  });
}

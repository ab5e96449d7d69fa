import { eq, sql } from 'drizzle-orm';
import { actionAllowedIn, certificateNumberOf, stateAfter, type DeathState } from '../../../domain/health-deaths';
import { isRejectionReason } from '../../../domain/health-sync-states';
import type { Db } from '../../db/open-db';
import { deaths } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { assertVersion } from '../row-version';
import { nextSequence } from '../tax-notes/next-reference';
import { decisionColumns } from '../vital-events/decision-columns';
import { reasonRequired, stateRefused } from './death-errors';
import { lockDeath, toApiDeath } from './death-view';
import { yearInZone } from '../../../domain/dated-money';

/** The counter series of death certificates in reference_counters (per project and year). */
export const CERTIFICATE_SERIES = 'deathCertificate';

export type DecideInput = {
  db: Db;
  projectKey: string;
  key: string;
  principal: Principal;
  decision: 'approve' | 'reject';
  version: number;
  reason?: string;
  now: Date;
};

/** The project's next certificate number of the year: gapless, since a rolled-back approval gives it back. */
async function nextCertificate(tx: Db, projectKey: string, now: Date) {
  const year = yearInZone(now);
  const sequence = await nextSequence(tx, projectKey, CERTIFICATE_SERIES, year);
  return { certificateNumber: certificateNumberOf(year, sequence), certificateYear: year, certificateSequence: sequence };
}

/**
 * A health approver approves (the certificate gets its number) or rejects (with a reason) a
 * declaration waiting for approval. One transaction locks the row: of two approvers deciding at
 * once, the second finds it decided (409). The number is taken last, so the counter row is held
 * only for the final write, and a rolled-back approval gives its number back: no gaps.
 */
export async function decideDeath({ db, projectKey, key, principal, decision, version, reason, now }: DecideInput) {
  // The same rule as a birth's rejection: a reason the registrar can act on, three characters at least.
  if (decision === 'reject' && !isRejectionReason(reason)) throw reasonRequired();
  const why = reason?.trim() ?? '';
  return db.transaction(async (tx) => {
    const row = await lockDeath(tx, projectKey, key);
    if (!actionAllowedIn(decision, row.state as DeathState)) throw stateRefused();
    assertVersion(version, row.version);
    // The number is taken last, so the counter row is held only for the final write.
    const certificate = decision === 'approve' ? await nextCertificate(tx, projectKey, now) : {};
    const changes = { state: stateAfter(decision), ...decisionColumns(decision, principal, now, why), ...certificate, version: sql`${deaths.version} + 1` };
    const [updated] = await tx.update(deaths).set(changes).where(eq(deaths.key, key)).returning();
    return toApiDeath(updated, principal);
  });
}

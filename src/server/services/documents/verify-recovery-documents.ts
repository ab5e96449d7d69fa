import { and, eq } from 'drizzle-orm';
import { dayInZone } from '../../../domain/dated-money';
import { clearanceState, summonsDeadline } from '../../../domain/clearance';
import type { DocumentFacts } from '../../../domain/document-token';
import type { Db } from '../../db/open-db';
import { clearances, summonses, taxNotes } from '../../db/schema';
import { noteStanding } from './document-facts';
import type { CurrentState } from './verify-document';

type Found = { projectKey: string; current: CurrentState } | null;

/**
 * A clearance now: issued, revoked (and when) or expired. Numbers restart per project prefix, so
 * the signed taxpayer name tells two projects' certificates apart, as for notes.
 */
export async function currentClearance(db: Db, facts: DocumentFacts, now = new Date()): Promise<Found> {
  const found = await db.select().from(clearances).where(eq(clearances.number, facts.reference));
  const row = found.find((candidate) => candidate.taxpayerName === facts.taxpayerName);
  if (!row?.validUntil) return null;
  // No money part: a clearance attests that nothing is owed, its state today is the answer.
  return {
    projectKey: row.projectKey,
    current: {
      reversed: row.status === 'revoked',
      amended: false,
      clearance: {
        state: clearanceState(row.status, row.validUntil, dayInZone(now)),
        validUntil: row.validUntil,
        ...(row.revokedAt ? { revokedAt: row.revokedAt.toISOString(), revokeReason: row.revokeReason } : {}),
      },
    },
  };
}

/** A summons now: what its note still owes (a payment since the summons shows at once). */
export async function currentSummons(db: Db, facts: DocumentFacts): Promise<Found> {
  const found = await db
    .select({ summons: summonses, note: taxNotes })
    .from(summonses)
    .innerJoin(taxNotes, eq(taxNotes.key, summonses.noteKey))
    .where(and(eq(summonses.number, facts.reference), eq(taxNotes.taxpayerName, facts.taxpayerName)))
    .limit(1);
  if (!found.length) return null;
  const { summons, note } = found[0];
  return {
    projectKey: summons.projectKey,
    current: {
      ...noteStanding(note),
      reversed: false,
      amended: false,
      summons: { noteReference: note.reference, deadline: summonsDeadline(dayInZone(summons.issuedAt)) },
    },
  };
}

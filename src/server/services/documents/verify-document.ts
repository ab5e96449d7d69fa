import { and, eq } from 'drizzle-orm';
import type { ClearanceState } from '../../../domain/clearance';
import { parseToken, verifyToken, type DocumentFacts, type PaidState } from '../../../domain/document-token';
import type { Money } from '../../../domain/money';
import type { Db } from '../../db/open-db';
import { payments, taxNotes } from '../../db/schema';
import { noteStanding, projectsOfReceipt, receiptDocument } from './document-facts';
import { currentClearance, currentSummons } from './verify-recovery-documents';
import { currentDeathCertificate } from './verify-death-certificate';
import { logVerification } from './qr-logs';
import { publicKeys } from './signing-keys';

/** What a money document (tax note, receipt, summons) owes and has paid now. */
export type MoneyStanding = {
  paidState: PaidState;
  /** The note's lifecycle; absent for a receipt. */
  lifecycle?: string;
  amount: Money;
  paidAmount: Money;
  remaining: Money;
};

/**
 * What the document is now, which may differ from what the paper says. Each kind decides what
 * it carries: a money document its standing (all of it), a clearance its state, a death
 * certificate its facts and no money at all, so no page can show "0 CDF, paid" for a death.
 */
export type CurrentState = (MoneyStanding | { [K in keyof MoneyStanding]?: never }) & {
  /** A payment of it (or the receipt itself) was reversed, or the clearance revoked. */
  reversed: boolean;
  /** The amount owed is no longer the printed one (an approved amendment changed it). */
  amended: boolean;
  /** A clearance's state today (issued, revoked or expired), its validity and revocation. */
  clearance?: { state: ClearanceState; validUntil: string; revokedAt?: string; revokeReason?: string };
  /** A summons's note and deadline (`remaining` is what the note still owes now). */
  summons?: { noteReference: string; deadline: string };
  /** A death certificate's facts to compare with the paper (the name masked as signed). */
  death?: { deceased: string; dateOfDeath: string; hospitalName: string; approvedOn: string };
};
export type Verification = { genuine: false } | { genuine: true; facts: DocumentFacts; current?: CurrentState };
export type VerifyInput = { token: string; latitude?: number; longitude?: number; userKey?: string | null };

async function currentNote(db: Db, facts: DocumentFacts): Promise<{ projectKey: string; current: CurrentState } | null> {
  const found = await db.select().from(taxNotes).where(eq(taxNotes.reference, facts.reference));
  // References restart per project prefix: the signed taxpayer name tells two projects' notes apart.
  const note = found.find((row) => row.taxpayerName === facts.taxpayerName) ?? (found.length === 1 ? found[0] : undefined);
  if (!note) return null;
  const [reversal] = await db
    .select({ key: payments.key })
    .from(payments)
    .where(and(eq(payments.noteKey, note.key), eq(payments.kind, 'reversal')))
    .limit(1);
  return {
    projectKey: note.projectKey,
    current: {
      ...noteStanding(note),
      reversed: Boolean(reversal),
      amended: note.amount !== facts.amount || note.currency !== facts.currency,
    },
  };
}

async function currentReceipt(db: Db, facts: DocumentFacts): Promise<{ projectKey: string; current: CurrentState } | null> {
  for (const projectKey of await projectsOfReceipt(db, facts.reference)) {
    const receipt = await receiptDocument(db, projectKey, facts.reference);
    if (!receipt || receipt.taxpayerName !== facts.taxpayerName) continue;
    const { total, cancelled } = receipt;
    return {
      projectKey,
      current: {
        paidState: cancelled ? 'cancelled' : 'paid',
        amount: total,
        paidAmount: { amount: cancelled ? 0 : total.amount, currency: total.currency },
        remaining: { amount: 0, currency: total.currency },
        reversed: cancelled,
        amended: false,
      },
    };
  }
  return null;
}

/**
 * Checks a scanned token against every published key and, for a genuine one, reads what the
 * document is now. Every check is logged; a token that is not genuine learns nothing, not even
 * whether the document it names exists.
 */
export async function verifyDocument(db: Db, input: VerifyInput): Promise<Verification> {
  const facts = await verifyToken(input.token, await publicKeys(db));
  const position = { latitude: input.latitude, longitude: input.longitude, userKey: input.userKey };
  if (!facts) {
    // What the forged token claims is kept for the staff's log only.
    const claimed = parseToken(input.token)?.facts;
    await logVerification(db, { kind: claimed?.kind ?? '', reference: claimed?.reference ?? '', genuine: false, ...position });
    return { genuine: false };
  }
  const current = {
    taxNote: currentNote,
    receipt: currentReceipt,
    clearance: currentClearance,
    summons: currentSummons,
    deathCertificate: currentDeathCertificate,
  }[facts.kind];
  const found = await current(db, facts);
  await logVerification(db, { kind: facts.kind, reference: facts.reference, genuine: true, projectKey: found?.projectKey, ...position });
  return found ? { genuine: true, facts, current: found.current } : { genuine: true, facts };
}

import { and, eq } from 'drizzle-orm';
import { dayInZone } from '../../../domain/dated-money';
import { clearanceState, summonsDeadline, type ClearanceState } from '../../../domain/clearance';
import { convertMinor, otherCurrency, type Currency, type Money } from '../../../domain/money';
import { remainingOf } from '../../../domain/tax-note-protocol';
import type { Db } from '../../db/open-db';
import { clearances, summonses, taxNotes } from '../../db/schema';
import { notePaidState, projectHeader, type ProjectHeader, type UnsignedFacts } from './document-facts';

export type ClearanceRow = typeof clearances.$inferSelect;

export type ClearanceDocument = {
  header: ProjectHeader;
  clearance: ClearanceRow & { number: string; validUntil: string; issuedAt: Date };
  state: ClearanceState;
  facts: UnsignedFacts;
};

/** An issued (or since revoked) certificate as printed; null for a refused request or another project's. */
export async function clearanceDocument(db: Db, projectKey: string, clearanceKey: string, now = new Date()): Promise<ClearanceDocument | null> {
  const [row] = await db
    .select()
    .from(clearances)
    .where(and(eq(clearances.key, clearanceKey), eq(clearances.projectKey, projectKey)));
  if (!row || !row.number || !row.validUntil || !row.issuedAt) return null;
  const clearance = { ...row, number: row.number, validUntil: row.validUntil, issuedAt: row.issuedAt };
  return {
    header: await projectHeader(db, projectKey),
    clearance,
    state: clearanceState(row.status, row.validUntil, dayInZone(now)),
    // A clearance attests that nothing is owed: its amount is zero, its state paid.
    facts: {
      kind: 'clearance',
      reference: clearance.number,
      taxpayerName: row.taxpayerName,
      amount: 0,
      currency: 'USD',
      paidState: 'paid',
      issuedOn: dayInZone(clearance.issuedAt),
    },
  };
}

export type SummonsDocument = {
  header: ProjectHeader;
  summons: typeof summonses.$inferSelect;
  note: typeof taxNotes.$inferSelect;
  amountDue: Money;
  /** What is owed in the other currency, at the note's own rate. */
  counterDue: Money;
  remaining: Money;
  deadline: string;
  facts: UnsignedFacts;
};

/** A served summons with its note, as printed; null when the project has no such summons. */
export async function summonsDocument(db: Db, projectKey: string, summonsKey: string): Promise<SummonsDocument | null> {
  const [found] = await db
    .select({ summons: summonses, note: taxNotes })
    .from(summonses)
    .innerJoin(taxNotes, eq(taxNotes.key, summonses.noteKey))
    .where(and(eq(summonses.key, summonsKey), eq(summonses.projectKey, projectKey)));
  if (!found) return null;
  const { summons, note } = found;
  const currency = summons.currency as Currency;
  const counterCurrency = otherCurrency(currency);
  return {
    header: await projectHeader(db, projectKey),
    summons,
    note,
    amountDue: { amount: summons.amountDue, currency },
    counterDue: { amount: convertMinor(summons.amountDue, currency, counterCurrency, note.conversionRate), currency: counterCurrency },
    remaining: { amount: remainingOf(note.amount, note.paidAmount), currency: note.currency as Currency },
    deadline: summonsDeadline(dayInZone(summons.issuedAt)),
    facts: {
      kind: 'summons',
      reference: summons.number,
      taxpayerName: note.taxpayerName,
      amount: summons.amountDue,
      currency,
      paidState: notePaidState(note),
      issuedOn: dayInZone(summons.issuedAt),
    },
  };
}

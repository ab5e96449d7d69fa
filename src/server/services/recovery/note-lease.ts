import { and, eq, gt, sql } from 'drizzle-orm';
import { LEASE_MINUTES } from '../../../domain/call-log';
import { AppError, notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { noteLeases, taxNotes } from '../../db/schema';

export type LeaseHolder = { userKey: string; userName: string };
export type NoteLease = { noteKey: string; userName: string; leasedUntil: string };

/** Another agent has the note open: 409 naming them, so the caller knows whom to ask. */
export const heldBy = (name: string) => new AppError(409, 'NOTE_HELD', 'noteHeldBy', { name });

async function assertNoteOfProject(db: Db, projectKey: string, noteKey: string) {
  const [note] = await db
    .select({ key: taxNotes.key })
    .from(taxNotes)
    .where(and(eq(taxNotes.projectKey, projectKey), eq(taxNotes.key, noteKey)));
  if (!note) throw notFound();
}

/**
 * Takes or renews the call-centre lease of a note in one statement: the row is written only when
 * it is free, expired or already the caller's, so of two agents opening the note at once exactly
 * one gets it; the other is told who has it.
 */
export async function takeNoteLease(db: Db, projectKey: string, noteKey: string, holder: LeaseHolder, now: Date): Promise<NoteLease> {
  await assertNoteOfProject(db, projectKey, noteKey);
  const leasedUntil = new Date(now.getTime() + LEASE_MINUTES * 60 * 1000);
  const [taken] = await db
    .insert(noteLeases)
    .values({ noteKey, projectKey, userKey: holder.userKey, userName: holder.userName, leasedUntil })
    .onConflictDoUpdate({
      target: noteLeases.noteKey,
      set: { userKey: holder.userKey, userName: holder.userName, leasedUntil, projectKey },
      setWhere: sql`${noteLeases.leasedUntil} <= ${now.toISOString()}::timestamptz or ${noteLeases.userKey} = ${holder.userKey}`,
    })
    .returning();
  if (taken) return { noteKey, userName: taken.userName, leasedUntil: taken.leasedUntil.toISOString() };
  const [other] = await db.select({ userName: noteLeases.userName }).from(noteLeases).where(eq(noteLeases.noteKey, noteKey));
  throw heldBy(other?.userName ?? '');
}

/** Gives the note back (the agent closed it). Someone else's lease is left alone; answers whether one was released. */
export async function releaseNoteLease(db: Db, projectKey: string, noteKey: string, userKey: string): Promise<boolean> {
  const released = await db
    .delete(noteLeases)
    .where(and(eq(noteLeases.noteKey, noteKey), eq(noteLeases.projectKey, projectKey), eq(noteLeases.userKey, userKey)))
    .returning({ noteKey: noteLeases.noteKey });
  return released.length > 0;
}

/**
 * Inside the call-log transaction: the caller must hold a live lease on the note. The lease row is
 * locked so it cannot pass to another agent while this log is written.
 */
export async function assertHoldsLease(tx: Db, noteKey: string, userKey: string, now: Date): Promise<void> {
  const [lease] = await tx.select().from(noteLeases).where(eq(noteLeases.noteKey, noteKey)).for('update');
  if (lease && lease.userKey !== userKey && lease.leasedUntil > now) throw heldBy(lease.userName);
  if (!lease || lease.userKey !== userKey || !(lease.leasedUntil > now)) throw new AppError(409, 'NOTE_LEASE_REQUIRED', 'noteLeaseRequired');
}

/** The live lease of a note, if any (who has it open now). */
export async function currentLease(db: Db, noteKey: string, now: Date) {
  const [lease] = await db
    .select()
    .from(noteLeases)
    .where(and(eq(noteLeases.noteKey, noteKey), gt(noteLeases.leasedUntil, now)));
  return lease;
}

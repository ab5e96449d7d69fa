import { and, eq, sql } from 'drizzle-orm';
import { latestToday } from '../../../domain/calendar-rules';
import { transitionProblem, type GbvAction } from '../../../domain/gbv-case';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { gbvCaseIdentities, gbvCases } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { assertVersion } from '../row-version';
import { assertCaseWorker, isGbvSupervisor, recordViews, seesIdentity } from './gbv-case-access';
import { codedCase, identityPatch, type GbvCaseBody } from './gbv-case-input';
import { readCase, toApiCase } from './gbv-case-view';
import { notCaseWorker, supervisorOnly, transitionRefused } from './gbv-errors';
import { readIdentity, type GbvCaseDetail } from './get-gbv-case';

/** `version` is the one the caller read (If-Match). */
type Change = { db: Db; projectKey: string; caseKey: string; principal: Principal; version: number; now?: Date };

/**
 * Runs a change with the case row locked and its version checked against If-Match: of two
 * people saving the same case at once, the first wins and the second is told to reload (412),
 * never silently overwritten. The change bumps the version; the answer is the case as the caller may see it.
 * An answer is a read like any other: it appends its 'detail' view, and its 'identity' view when
 * it carries the survivor's details, in the same transaction (a change must not be a way to read
 * identities the access log never shows).
 */
async function withLockedCase(
  { db, projectKey, caseKey, principal, version, now = new Date() }: Change,
  work: (tx: Db, current: typeof gbvCases.$inferSelect) => Promise<Partial<typeof gbvCases.$inferInsert>>,
): Promise<GbvCaseDetail> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [current] = await tx
      .select()
      .from(gbvCases)
      .where(and(eq(gbvCases.projectKey, projectKey), eq(gbvCases.key, caseKey)))
      .for('update');
    if (!current) throw notFound();
    assertVersion(version, current.rowVersion);
    const set = await work(tx, current);
    await tx
      .update(gbvCases)
      .set({ ...set, updatedAt: now, rowVersion: sql`${gbvCases.rowVersion} + 1` })
      .where(eq(gbvCases.key, caseKey));
    const row = (await readCase(tx, projectKey, caseKey))!;
    const identityShown = seesIdentity(principal, row.caseWorkerKey);
    await recordViews(tx, projectKey, principal, [{ view: 'detail', caseKey }, ...(identityShown ? [{ view: 'identity' as const, caseKey }] : [])]);
    return { ...toApiCase(row), identityShown, identity: identityShown ? await readIdentity(tx, caseKey) : null };
  });
}

/** The case worker or a supervisor corrects a case's coded fields and, when given, its identifying details. */
export async function updateGbvCase(change: Change, body: GbvCaseBody) {
  const now = change.now ?? new Date();
  const coded = await codedCase(change.db, body, now);
  const identity = identityPatch(body);
  return withLockedCase({ ...change, now }, async (tx, current) => {
    if (current.caseWorkerKey !== change.principal.userKey && !isGbvSupervisor(change.principal)) throw notCaseWorker();
    if (Object.keys(identity).length)
      await tx
        .update(gbvCaseIdentities)
        .set({ ...identity, updatedAt: now })
        .where(eq(gbvCaseIdentities.caseKey, change.caseKey));
    return coded;
  });
}

/** Closing (case worker or supervisor, with its day) and reopening (supervisor only). */
export async function transitionGbvCase(change: Change, action: GbvAction, closureDate?: string) {
  const now = change.now ?? new Date();
  return withLockedCase({ ...change, now }, async (_tx, current) => {
    const problem = transitionProblem({
      status: current.status as 'open' | 'closed',
      action,
      supervisor: isGbvSupervisor(change.principal),
      assigned: current.caseWorkerKey === change.principal.userKey,
      closureDate,
      reportDate: current.reportDate,
      today: latestToday(now),
    });
    if (problem) throw transitionRefused(problem);
    return action === 'close' ? { status: 'closed', closureDate } : { status: 'open', closureDate: null };
  });
}

/** A supervisor hands the case to another case worker of the project. */
export async function assignGbvCase(change: Change, caseWorkerKey: string) {
  if (!isGbvSupervisor(change.principal)) throw supervisorOnly();
  return withLockedCase(change, async (tx) => {
    await assertCaseWorker(tx, change.projectKey, caseWorkerKey);
    return { caseWorkerKey };
  });
}

import { SCHEDULED_JOBS } from '../../domain/scheduled-jobs';
import { eq } from 'drizzle-orm';
import { projects } from '../db/schema';
import { recordChainHeads } from '../services/audit-chain/chain-heads';
import type { Job, JobContext, JobResult } from './job';

/**
 * Writes down the heads of the project's audit chains (last row id and hash per chain) in
 * `chain_heads`; the run's counts carry the last ids, so the scheduler logs show them too. An
 * auditor who copies a day's heads from the overview can later prove that nothing up to them was
 * rewritten: `npm run audit:verify` checks every recorded head is still in its chain.
 */
export async function recordAuditChainHeads({ db, projectKey, now }: JobContext): Promise<JobResult> {
  const [project] = await db.select({ projectType: projects.projectType }).from(projects).where(eq(projects.key, projectKey));
  if (!project) return { counts: { recorded: 0 } };
  const heads = await recordChainHeads(db, projectKey, project.projectType, now());
  return { counts: { recorded: heads.length, ...Object.fromEntries(heads.map((head) => [`${head.kind}Head`, head.lastId])) } };
}

/** Daily, just before midnight (server time): the day's last heads. */
export const AUDIT_CHAIN_HEADS_JOB: Job = {
  ...SCHEDULED_JOBS.auditChainHeads,
  run: recordAuditChainHeads,
};

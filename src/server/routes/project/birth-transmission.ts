import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { jobs } from '../../db/schema';
import { conflict, notFound } from '../../app-error';
import { errorMessageOf, type Job, type JobCounts, type JobOutcome } from '../../jobs/job';
import { finishRun, registerJobs, type LeasedJob } from '../../jobs/job-leases';
import { REGISTRY_TRANSMISSION_JOB } from '../../jobs/registry-transmission';
import { currentProject } from '../../plugins/access';
import { ok } from '../response-schemas';

const tags = ['Births'];
/** A manual run holds the job's lease as long as a scheduled one would. */
const LEASE_MS = 10 * 60 * 1000;
const RUNNER_ID = 'send-now';

/**
 * Takes the lease of one project's job whatever its next run time, so a manual run and a
 * scheduled one never send the same births at once; answers nothing when a run holds it.
 */
async function leaseNow(db: Db, job: Job, projectKey: string, now: Date): Promise<LeasedJob | undefined> {
  await registerJobs(db, [job], now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, job.name), eq(jobs.projectKey, projectKey), or(isNull(jobs.leasedUntil), lt(jobs.leasedUntil, now))))
      .for('update', { skipLocked: true });
    if (!row) return undefined;
    const leasedUntil = new Date(now.getTime() + LEASE_MS);
    await tx
      .update(jobs)
      .set({ leasedUntil, leasedBy: RUNNER_ID })
      .where(and(eq(jobs.name, job.name), eq(jobs.projectKey, projectKey)));
    return { ...row, leasedUntil, leasedBy: RUNNER_ID };
  });
}

/**
 * Runs the registry transmission of one project now, as the scheduler would: the same job, its
 * lease, and a row in the scheduler logs (always, even when nothing was waiting, since a person
 * asked and the log answers them). The project's scheduler switch governs the timed runs only: a
 * supervisor pressing the button wants the sending done. The next scheduled run keeps its time.
 */
export async function sendToRegistryNow(db: Db, projectKey: string, job: Job = REGISTRY_TRANSMISSION_JOB, now = () => new Date()) {
  const leased = await leaseNow(db, job, projectKey, now());
  if (!leased) {
    // No row at all: not a project the job serves (a tax project); a row held: a run is going on.
    const [row] = await db
      .select({ name: jobs.name })
      .from(jobs)
      .where(and(eq(jobs.name, job.name), eq(jobs.projectKey, projectKey)));
    throw row ? conflict('REGISTRY_RUN_BUSY', 'birthTransmissionBusy') : notFound();
  }
  const startedAt = now();
  let outcome: JobOutcome = 'succeeded';
  let counts: JobCounts = {};
  let error = '';
  try {
    ({ counts, error = '' } = await job.run({ db, projectKey, now }));
  } catch (caught) {
    outcome = 'failed';
    error = errorMessageOf(caught);
  }
  await finishRun(db, leased, RUNNER_ID, { startedAt, endedAt: now(), outcome, counts, error, nextRunAt: leased.nextRunAt, logged: true });
  return { outcome, counts, error };
}

const runResponse = ok({
  type: 'object',
  properties: {
    outcome: { type: 'string' },
    counts: { type: 'object', additionalProperties: { type: 'integer' } },
    error: { type: 'string' },
  },
});

/** "Send to the registry now": the health supervisor does not wait for the next five-minute run. */
export async function birthTransmissionRoutes(app: FastifyInstance) {
  app.post(
    '/api/project/births/send-to-registry',
    {
      schema: { tags, description: 'Sends the approved births to the civil registry now, logged as a scheduler run', response: runResponse },
      config: { access: { area: 'Health Approver', action: 'update' }, project: true, auditAction: 'births sent to registry' },
    },
    async (request) => ({ error: false, data: await sendToRegistryNow(app.db, currentProject(request)) }),
  );
}

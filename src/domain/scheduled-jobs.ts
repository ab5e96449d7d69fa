import { PROJECT_TYPES } from './constants';

/**
 * The scheduled jobs as both sides know them: the server runs each on its schedule, the
 * scheduler-logs tab tells which runs it lists (admin-health C5: the logs looked sparse because the
 * every-minute jobs log only the runs that did something, and the others run every 15 minutes,
 * hourly or daily, whatever SCHEDULER_INTERVAL_SECONDS, which is only how often the runner looks).
 * Every name here has a translated name and cadence in projects.scheduler (EN and FR).
 */
type ScheduledJob = {
  name: string;
  /** A cron expression (croner). */
  schedule: string;
  /** false: a run that found nothing to do, or was skipped, leaves no row (failures always do). */
  logIdleRuns?: boolean;
  /** The project types that run it; tax when not given. */
  projectType?: string | readonly string[];
};

const job = <N extends string>(name: N, rest: Omit<ScheduledJob, 'name'>) => ({ name, ...rest });

export const SCHEDULED_JOBS = {
  autoApproval: job('autoApproval', { schedule: '*/15 * * * *' }),
  // Every minute: the first retry waits one minute, and a notice leaves soon after the issue.
  smsDelivery: job('smsDelivery', { schedule: '* * * * *', logIdleRuns: false }),
  // Reset links and sign-up notices belong to no project: a province with only health projects sends them too.
  mailDelivery: job('mailDelivery', { schedule: '* * * * *', logIdleRuns: false, projectType: [PROJECT_TYPES.tax, PROJECT_TYPES.health] }),
  backgroundTasks: job('backgroundTasks', { schedule: '* * * * *', logIdleRuns: false }),
  latePenalty: job('latePenalty', { schedule: '5 * * * *' }),
  brokenPromises: job('brokenPromises', { schedule: '30 5 * * *' }),
  registryTransmission: job('registryTransmission', { schedule: '*/5 * * * *', logIdleRuns: false, projectType: PROJECT_TYPES.health }),
  // Daily, just before midnight (server time): the day's last heads.
  auditChainHeads: job('auditChainHeads', { schedule: '55 23 * * *', projectType: [PROJECT_TYPES.tax, PROJECT_TYPES.health] }),
} as const satisfies Record<string, ScheduledJob>;

export type ScheduledJobName = keyof typeof SCHEDULED_JOBS;

/** The jobs a project of this type runs, in the catalogue's order. */
export function scheduledJobsOf(projectType: string | undefined): ScheduledJob[] {
  const type = projectType ?? PROJECT_TYPES.tax;
  return Object.values(SCHEDULED_JOBS).filter((entry: ScheduledJob) => [entry.projectType ?? PROJECT_TYPES.tax].flat().includes(type));
}

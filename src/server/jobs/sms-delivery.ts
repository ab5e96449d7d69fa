import { SCHEDULED_JOBS } from '../../domain/scheduled-jobs';
import { deliverDueSms } from '../services/notifications/deliver-notifications';
import { gatewayFromEnv, type SmsGateway } from '../services/notifications/sms-gateway';
import type { Job, JobContext } from './job';

/**
 * Sends the project's queued SMS, then those about an account (no project), through the gateway and schedules retries of the failed ones.
 * The gateway is read from the environment at the first run unless one is given (tests).
 */
export function smsDeliveryJob(gateway?: SmsGateway): Job {
  let chosen = gateway;
  return {
    ...SCHEDULED_JOBS.smsDelivery,
    run: async ({ db, projectKey, now }: JobContext) => {
      chosen ??= gatewayFromEnv();
      const project = await deliverDueSms(db, projectKey, chosen, now);
      if (project.more) return project;
      // Messages about an account belong to no project: every project's run also sends them, and
      // the claim (SKIP LOCKED) lets exactly one run take each.
      const account = await deliverDueSms(db, null, chosen, now);
      const counts = Object.fromEntries(
        Object.entries(project.counts).map(([name, count]) => [name, count + account.counts[name as keyof typeof account.counts]]),
      );
      return { counts, error: project.error ?? account.error, more: account.more };
    },
  };
}

export const SMS_DELIVERY_JOB: Job = smsDeliveryJob();

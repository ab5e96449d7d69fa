import { deliverDueSms } from '../services/notifications/deliver-notifications';
import { gatewayFromEnv, type SmsGateway } from '../services/notifications/sms-gateway';
import type { Job, JobContext } from './job';

/**
 * Sends the project's queued SMS through the gateway and schedules retries of the failed ones.
 * The gateway is read from the environment at the first run unless one is given (tests).
 */
export function smsDeliveryJob(gateway?: SmsGateway): Job {
  let chosen = gateway;
  return {
    name: 'smsDelivery',
    // Every minute: the first retry waits one minute, and a notice leaves soon after the issue.
    schedule: '* * * * *',
    logIdleRuns: false,
    run: ({ db, projectKey, now }: JobContext) => {
      chosen ??= gatewayFromEnv();
      return deliverDueSms(db, projectKey, chosen, now);
    },
  };
}

export const SMS_DELIVERY_JOB: Job = smsDeliveryJob();

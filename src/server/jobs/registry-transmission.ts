import { SCHEDULED_JOBS } from '../../domain/scheduled-jobs';
import { registryFromEnv, type RegistryDriver } from '../services/births/registry-driver';
import { transmitApprovedBirths } from '../services/births/transmit-births';
import type { Job, JobContext } from './job';

/**
 * Sends each health project's approved births to the civil registry, every five minutes, and
 * retries the failed ones at the next run. The driver is read from the environment at the first
 * run unless one is given (tests).
 */
export function registryTransmissionJob(driver?: RegistryDriver): Job {
  let chosen = driver;
  return {
    ...SCHEDULED_JOBS.registryTransmission,
    run: ({ db, projectKey, now }: JobContext) => {
      chosen ??= registryFromEnv();
      return transmitApprovedBirths(db, projectKey, chosen, now);
    },
  };
}

export const REGISTRY_TRANSMISSION_JOB: Job = registryTransmissionJob();

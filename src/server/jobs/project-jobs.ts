import { AUTO_APPROVAL_JOB } from './auto-approval';
import { BACKGROUND_TASKS_JOB } from './background-tasks';
import type { Job } from './job';
import { SMS_DELIVERY_JOB } from './sms-delivery';

/** The jobs every tax project gets; a new job is one more entry here. */
export const PROJECT_JOBS: readonly Job[] = [AUTO_APPROVAL_JOB, SMS_DELIVERY_JOB, BACKGROUND_TASKS_JOB];

import { AUDIT_CHAIN_HEADS_JOB } from './audit-chain-heads';
import { AUTO_APPROVAL_JOB } from './auto-approval';
import { BACKGROUND_TASKS_JOB } from './background-tasks';
import { BROKEN_PROMISES_JOB } from './broken-promises';
import type { Job } from './job';
import { LATE_PENALTY_JOB } from './late-penalty';
import { SMS_DELIVERY_JOB } from './sms-delivery';
import { MAIL_DELIVERY_JOB } from './mail-delivery';
import { REGISTRY_TRANSMISSION_JOB } from './registry-transmission';

/** The jobs of the projects (each runs for the projects of its type); a new job is one more entry here. */
export const PROJECT_JOBS: readonly Job[] = [
  AUTO_APPROVAL_JOB,
  SMS_DELIVERY_JOB,
  MAIL_DELIVERY_JOB,
  BACKGROUND_TASKS_JOB,
  LATE_PENALTY_JOB,
  BROKEN_PROMISES_JOB,
  REGISTRY_TRANSMISSION_JOB,
  AUDIT_CHAIN_HEADS_JOB,
];

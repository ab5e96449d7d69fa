import { Cron } from 'croner';

/** The first time after `from` that a cron expression names; throws on an invalid expression. */
export function nextRunAfter(schedule: string, from: Date): Date {
  const next = new Cron(schedule, { paused: true }).nextRun(from);
  if (!next) throw new Error(`The schedule "${schedule}" names no time after ${from.toISOString()}`);
  return next;
}

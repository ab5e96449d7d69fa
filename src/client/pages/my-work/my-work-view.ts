import type { MyWork } from '../../providers/my-work-methods';

export const LIFECYCLES = ['waitingForApproval', 'approved', 'issued', 'rejected'] as const;

/** Nothing created in 30 days, nothing taxed and no queue waiting: the page says so instead of zeros. */
export function hasNoWork(work: MyWork, queues: { approver: boolean; receveur: boolean }): boolean {
  const created = work.createdThisWeek > 0 || work.daily.some((day) => day.count > 0) || LIFECYCLES.some((l) => (work.createdByLifecycle[l] ?? 0) > 0);
  const waiting = (queues.approver && work.queue.approver.count > 0) || (queues.receveur && work.queue.receveur.count > 0);
  return !created && !waiting && !work.taxed.some((row) => row.amount > 0);
}

export type Age = { unit: 'minutes' | 'hours' | 'days'; count: number };

/** How long the oldest note of a queue has waited, in the largest whole unit that is not zero. */
export function ageOf(since: string, now: Date): Age {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}

/** 'YYYY-MM-DD' → 'DD/MM', the short label of a chart's day. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

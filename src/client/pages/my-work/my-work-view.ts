export const LIFECYCLES = ['waitingForApproval', 'approved', 'issued', 'rejected'] as const;

export type Age = { unit: 'minutes' | 'hours' | 'days'; count: number };

/** How long the oldest record of a queue has waited, in the largest whole unit that is not zero. */
export function ageOf(since: string, now: Date): Age {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}

/** 'YYYY-MM-DD' → 'DD/MM', the short label of a chart's day. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** How a job run reads in the scheduler-logs tab; pure, so the table and the phone cards agree. */
export type SchedulerLogRow = {
  jobName?: string;
  startedAt?: string;
  endedAt?: string | null;
  durationMs?: number | null;
  outcome?: 'succeeded' | 'failed' | 'skipped' | string;
  counts?: Record<string, number>;
  error?: string;
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 850 ms, 12.5 s, 3 min 20 s: precise for short runs, readable for long ones. */
export function durationText(ms: number | null | undefined, locale: string): string {
  if (ms == null || !Number.isFinite(ms) || ms < 0) return '';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** A job's name in the reader's language; a job without a translation shows its technical name. */
export function jobText(jobName: string | undefined, translate: Translate): string {
  return jobName ? translate(`projects.scheduler.jobs.${jobName}`, { _: jobName }) : '';
}

/**
 * "Approved: 3 · Failed: 0": what went wrong last, whatever order the database keeps the keys in;
 * a count this screen has no word for keeps its technical name.
 */
export function countsText(counts: Record<string, number> | undefined, translate: Translate): string {
  const rank = (name: string) => (name === 'failed' ? 1 : 0);
  return Object.entries(counts ?? {})
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([name, value]) => `${translate(`projects.scheduler.countNames.${name}`, { _: name })}: ${value}`)
    .join(' · ');
}

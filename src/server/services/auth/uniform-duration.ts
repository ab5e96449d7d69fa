import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and settles no sooner than `minimumMs` after it began, whether it succeeds or
 * fails. An answer that must not reveal which branch was taken (an account exists or not) then
 * takes the same time on every branch, as long as the work stays under the floor.
 */
export async function withMinimumDuration<T>(minimumMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = minimumMs - (performance.now() - started);
    if (left > 0) await sleep(Math.ceil(left));
  }
}

/** The scheduler as the environment sets it: SCHEDULER=false turns it off on this instance. */
export function readSchedulerSettings(env: NodeJS.ProcessEnv = process.env) {
  const interval = env.SCHEDULER_INTERVAL_SECONDS?.trim();
  if (interval && !/^[1-9]\d{0,5}$/.test(interval)) throw new Error(`SCHEDULER_INTERVAL_SECONDS must be a whole number of seconds, not "${interval}"`);
  return { enabled: env.SCHEDULER !== 'false', intervalSeconds: interval ? Number(interval) : 30 };
}

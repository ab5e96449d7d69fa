/**
 * The account-wide sign-in cap. Per (account, address) the throttle allows a few tries a minute;
 * an attacker spreading guesses over many addresses passes that, so failures on one account are
 * also counted from anywhere. Up to ACCOUNT_FAILURE_LIMIT failures an hour cost nothing; past
 * that each attempt must wait, longer after each failure, up to a ceiling: a delay, never a
 * lockout, so an attacker can slow the real holder down but never shut them out for the hour.
 */
export const ACCOUNT_FAILURE_LIMIT = 20;
export const ACCOUNT_FAILURE_WINDOW_SECONDS = 60 * 60;
/** The first wait, doubled after each further failure. */
export const ACCOUNT_FIRST_DELAY_SECONDS = 30;
/** The longest wait: at most four guesses an hour once the cap is reached. */
export const ACCOUNT_MAX_DELAY_SECONDS = 15 * 60;

/** Seconds the next attempt waits after this many failures in the window (0 below the limit). */
export function accountDelaySeconds(failures: number): number {
  if (failures < ACCOUNT_FAILURE_LIMIT) return 0;
  const doublings = Math.min(failures - ACCOUNT_FAILURE_LIMIT, 10);
  return Math.min(ACCOUNT_FIRST_DELAY_SECONDS * 2 ** doublings, ACCOUNT_MAX_DELAY_SECONDS);
}

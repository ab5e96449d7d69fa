/**
 * Four eyes: whoever made a request (created a note, asked for a new amount, recorded a dispute,
 * a reversal, a settlement…) never decides it, whatever their role holds. A decision taken by the
 * system (the scheduler's auto-approval, a fee's one-step protocol) has no person behind it, so it
 * is never refused here; its own rules say when the system may decide.
 */
export type PersonKey = string | null | undefined;

/** True when the decider is one of the makers: the decision must go to someone else. */
export function decidesOwnRequest(decider: PersonKey, makers: readonly PersonKey[]): boolean {
  if (!decider) return false;
  return makers.some((maker) => maker === decider);
}

import type { CitizenDecision } from '../../src/domain/citizen-status';
import type { AccountMethods } from '../../src/client/providers/account-methods';

export type DecisionInput = { reason?: string; intoKey?: string };

/** The approver's decisions: approve, reject {reason?} or merge {intoKey}, through the data provider. */
export async function decideCitizen(
  provider: Pick<AccountMethods, 'decideCitizen'>,
  key: string,
  decision: CitizenDecision,
  input: DecisionInput = {},
): Promise<void> {
  const body = decision === 'merge' ? { intoKey: input.intoKey } : decision === 'reject' && input.reason?.trim() ? { reason: input.reason.trim() } : {};
  await provider.decideCitizen(key, decision, body);
}

/** The '!!!' notice each decision ends with. */
export const DECISION_NOTICE: Record<CitizenDecision, string> = {
  approve: 'citizens.notifications.approved',
  reject: 'citizens.notifications.rejected',
  merge: 'citizens.notifications.merged',
};

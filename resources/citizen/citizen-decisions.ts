import type { CitizenDecision } from '../../src/domain/citizen-status';
import { API_URL } from '../../src/client/providers/api-url';
import { httpClient } from '../../src/client/providers/app-providers';

export type DecisionInput = { reason?: string; intoKey?: string };

/** POST account/citizens/:key/approve | reject {reason?} | merge {intoKey}: the approver's decisions. */
export async function decideCitizen(key: string, decision: CitizenDecision, input: DecisionInput = {}): Promise<void> {
  const body = decision === 'merge' ? { intoKey: input.intoKey } : decision === 'reject' && input.reason?.trim() ? { reason: input.reason.trim() } : {};
  await httpClient(`${API_URL}/account/citizens/${encodeURIComponent(key)}/${decision}`, { method: 'POST', body: JSON.stringify(body) });
}

/** The '!!!' notice each decision ends with. */
export const DECISION_NOTICE: Record<CitizenDecision, string> = {
  approve: 'citizens.notifications.approved',
  reject: 'citizens.notifications.rejected',
  merge: 'citizens.notifications.merged',
};

/** A note's history event as both the API and the database hold it (only what an amount change needs). */
export type HistoryEvent = { id: number; kind: string; reason?: string | null; data?: Record<string, unknown> | null; createdAt: string | Date };

export type AmountChange = { id: number; createdAt: string | Date; previousAmount: number; amount: number; currency: string; reason: string };

/**
 * The approved new amounts of a note, oldest first: why its amount due differs from what its items
 * compute. Each approval keeps the amount before and after; its reason is the request's (the one
 * just before it), unless the approver gave one.
 */
export function approvedAmountChanges(events: readonly HistoryEvent[]): AmountChange[] {
  const inOrder = [...events].sort((a, b) => a.id - b.id);
  return inOrder.flatMap((event, index) => {
    if (event.kind !== 'amendmentApproved') return [];
    const { amount, previousAmount, currency } = event.data ?? {};
    if (typeof amount !== 'number' || typeof previousAmount !== 'number' || typeof currency !== 'string') return [];
    const request = inOrder.slice(0, index).findLast((earlier) => earlier.kind === 'amendmentRequested');
    const reason = event.reason || request?.reason || '';
    return [{ id: event.id, createdAt: event.createdAt, previousAmount, amount, currency, reason }];
  });
}

/**
 * One declaration per idempotency key, for births and deaths alike. An offline tablet resends
 * what it is not sure went: the same key answers the declaration already made (its current
 * state), never a second row, even when both copies arrive at once: the unique (project, key)
 * index decides, the later insert does nothing (`insert` answers undefined) and reads the first.
 */
export async function declareOnce<T>({
  idempotencyKey,
  earlier,
  insert,
}: {
  idempotencyKey: string | undefined;
  /** The declaration already made under this key, as the caller answers it. */
  earlier: (idempotencyKey: string) => Promise<T | undefined>;
  /** Writes the declaration; undefined when a copy under the same key was written first. */
  insert: () => Promise<T | undefined>;
}): Promise<{ value: T; replayed: boolean }> {
  const first = idempotencyKey ? await earlier(idempotencyKey) : undefined;
  if (first) return { value: first, replayed: true };
  const inserted = await insert();
  if (inserted) return { value: inserted, replayed: false };
  const winner = idempotencyKey ? await earlier(idempotencyKey) : undefined;
  // Only a conflict on the idempotency key leaves nothing inserted, so the winner is there.
  if (!winner) throw new Error('A declaration was neither written nor found under its idempotency key');
  return { value: winner, replayed: true };
}

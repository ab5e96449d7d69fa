/**
 * Counts the HTTP requests in flight so the 'Please wait...' overlay can show while any is
 * pending. A plain store (not React state) because the http client lives outside React.
 */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingCount(): number {
  return pending;
}

/** Wraps one request: counted from start to settle, whatever the outcome. */
export async function trackPending<T>(work: () => Promise<T>): Promise<T> {
  pending += 1;
  emit();
  try {
    return await work();
  } finally {
    pending -= 1;
    emit();
  }
}

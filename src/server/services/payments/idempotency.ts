import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError, type ErrorDetail, type ErrorKey } from '../../app-error';
import type { Db } from '../../db/open-db';
import { idempotencyKeys } from '../../db/schema';
import { idempotencyPending, idempotencyReused } from './payment-errors';

export type IdempotentRequest = { db: Db; key: string; userKey: string; projectKey: string; body: unknown };

type StoredError = { statusCode: number; errorCode: string; messageKey: ErrorKey; params: Record<string, string | number>; details: ErrorDetail[] };
type Stored = { data: unknown } | { failure: StoredError };

/** Keys sorted at every level, so two bodies that mean the same hash the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

const hashOf = (projectKey: string, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([projectKey, canonical(body)]))
    .digest('hex');

const WAIT_MS = 15_000;
const POLL_MS = 15;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function replay(stored: Stored): unknown {
  if ('data' in stored) return stored.data;
  const f = stored.failure;
  throw new AppError(f.statusCode, f.errorCode, f.messageKey, f.params, f.details);
}

/**
 * Runs `work` once per Idempotency-Key. The key row is inserted first, in its own statement and
 * committed at once, so of simultaneous identical requests exactly one does the work and the
 * others wait for its stored answer. A business refusal (an AppError) is an answer too and is
 * replayed; a defect removes the row so a retry may run again. The same key with another body
 * is refused with 422. Keys are per user: one cashier's key never answers another's request.
 */
export async function idempotent<T>(request: IdempotentRequest, work: () => Promise<T>): Promise<T> {
  const { db, userKey } = request;
  const rowKey = `${userKey}:${request.key}`;
  const requestHash = hashOf(request.projectKey, request.body);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ key: rowKey, userKey, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) break;
    const [existing] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, rowKey));
    // Removed in between (the first attempt failed on a defect): try to take it again.
    if (!existing) continue;
    if (existing.requestHash !== requestHash) throw idempotencyReused();
    if (existing.statusCode !== null) return replay(existing.response as Stored) as T;
    if (Date.now() > deadline) throw idempotencyPending();
    await sleep(POLL_MS);
  }
  let stored: Stored;
  try {
    // Stored and answered in its JSON form, so the first answer and every replay are identical.
    stored = { data: JSON.parse(JSON.stringify(await work())) as unknown };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, rowKey));
      throw error;
    }
    const { statusCode, errorCode, messageKey, params, details } = error;
    stored = { failure: { statusCode, errorCode, messageKey, params, details } };
  }
  const statusCode = 'data' in stored ? 200 : stored.failure.statusCode;
  await db.update(idempotencyKeys).set({ statusCode, response: stored }).where(eq(idempotencyKeys.key, rowKey));
  return replay(stored) as T;
}

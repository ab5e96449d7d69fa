import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { AppError, type ErrorDetail, type ErrorKey, type MoneyParams } from '../../app-error';
import type { Db } from '../../db/open-db';
import { idempotencyKeys } from '../../db/schema';
import { crashPoint } from '../../fault-injection';
import { idempotencyPending, idempotencyReused } from './payment-errors';

export type IdempotentRequest = {
  db: Db;
  /** The Idempotency-Key header; without one the work simply runs in a transaction of its own. */
  key: string | undefined;
  userKey: string;
  projectKey: string;
  body: unknown;
};

/** `money` is absent from refusals stored before it existed. */
type StoredError = {
  statusCode: number;
  errorCode: string;
  messageKey: ErrorKey;
  params: Record<string, string | number>;
  details: ErrorDetail[];
  money?: MoneyParams;
};
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

/**
 * How long PostgreSQL lets the posting's transaction sit idle between two statements before it
 * ends the session. A process killed outright closes its sockets and PostgreSQL rolls back at
 * once; a machine that loses power leaves no one to close them, and without this bound the
 * uncommitted key row would hold every retry until TCP keepalive noticed (two hours by default).
 * A posting is idle for milliseconds between statements.
 */
const IDLE_IN_POSTING_MS = 10_000;

/**
 * A key row without an answer can only have been left by the version that committed the key
 * before the work, by a process that died in between (or, during a rolling upgrade, one still
 * posting: a posting takes milliseconds). Past this age it is abandoned: its outcome is unknown,
 * so it is removed and the retry runs the work again, whose own rules (the notes locked, what
 * each asks read from the ledger) refuse paying a settled note twice. That is what the cashier
 * would get by reloading the page for a new key; answering "pending" forever helped no one.
 */
const ABANDONED_AFTER_MS = 60_000;

function replay(stored: Stored): unknown {
  if ('data' in stored) return stored.data;
  const f = stored.failure;
  throw new AppError(f.statusCode, f.errorCode, f.messageKey, f.params, f.details, f.money);
}

/** A business refusal from the work, carried out of the transaction so that it rolls back. */
class Refused extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
  }
}

const isRefusal = (error: unknown): error is AppError => error instanceof AppError && error.statusCode < 500;

/**
 * Takes the key inside the caller's transaction. The primary key decides between simultaneous
 * identical requests: PostgreSQL makes a second insert of a key whose inserting transaction is
 * still open wait for that transaction; when it commits the insert does nothing (and the answer
 * committed with it is read), when it rolls back (a crash, a defect) the insert goes ahead and
 * this request does the work. Answers whether this transaction took it.
 */
async function takeKey(tx: Db, rowKey: string, userKey: string, requestHash: string): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into ${idempotencyKeys} (key, user_key, request_hash)
    select ${rowKey}, ${userKey}, ${requestHash}
    from (select set_config('idle_in_transaction_session_timeout', ${String(IDLE_IN_POSTING_MS)}, true)) as bounded
    on conflict do nothing
    returning key`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The answer a committed key row holds, for a request that found the key taken. */
async function answerOf(db: Db, rowKey: string, requestHash: string): Promise<{ found: false } | { found: true; stored: Stored }> {
  const [existing] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, rowKey));
  if (!existing) return { found: false };
  if (existing.requestHash !== requestHash) throw idempotencyReused();
  if (existing.statusCode === null) {
    if (Date.now() - existing.createdAt.getTime() < ABANDONED_AFTER_MS) throw idempotencyPending();
    await db
      .delete(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.key, rowKey), isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS))),
      );
    return { found: false };
  }
  return { found: true, stored: existing.response as Stored };
}

/**
 * Runs `work` once per Idempotency-Key, inside the transaction that takes the key: the key row,
 * everything the work writes and the answer commit together or not at all, so a crash at any
 * instant leaves either nothing (a retry does the work) or the work with its answer (a retry
 * replays it). Never a key without its answer, which is what stranded retries when the key was
 * committed before the work. This is simpler than a lease that expires, and provably right: a
 * lease must guess how long the work may take, and a slow first attempt outliving it would post
 * twice; here PostgreSQL's unique index and transaction atomicity are the whole argument.
 *
 * A simultaneous identical request waits on the key (see takeKey) and then replays the first
 * answer. A business refusal (an AppError below 500) rolls the work back and is then stored in a
 * transaction of its own, and replayed; a defect stores nothing, so a retry runs again. The same
 * key with another body is refused with 422. Keys are per user: one cashier's key never answers
 * another's request.
 *
 * `work` must use the transaction it is given for every query (on PGlite, a query on another
 * handle would wait for this transaction to end).
 */
export async function idempotent<T>(request: IdempotentRequest, work: (tx: Db) => Promise<T>): Promise<T> {
  const { db, key, userKey } = request;
  if (key === undefined) return db.transaction((transaction) => work(transaction as unknown as Db));
  const rowKey = `${userKey}:${key}`;
  const requestHash = hashOf(request.projectKey, request.body);
  // A key found taken is read at once; only an abandoned row (see answerOf) asks for another pass.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let outcome: { taken: false } | { taken: true; data: unknown };
    try {
      outcome = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        if (!(await takeKey(tx, rowKey, userKey, requestHash))) return { taken: false as const };
        crashPoint('key-taken');
        let data: unknown;
        try {
          // Stored and answered in its JSON form, so the first answer and every replay are identical.
          data = JSON.parse(JSON.stringify(await work(tx))) as unknown;
        } catch (error) {
          throw isRefusal(error) ? new Refused(error) : error;
        }
        const stored: Stored = { data };
        await tx.update(idempotencyKeys).set({ statusCode: 200, response: stored }).where(eq(idempotencyKeys.key, rowKey));
        crashPoint('answer-stored');
        return { taken: true as const, data };
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      crashPoint('refusal-rolled-back');
      const stored = await storeRefusal(db, rowKey, userKey, requestHash, error.error);
      return replay(stored) as T;
    }
    if (outcome.taken) {
      crashPoint('committed');
      return outcome.data as T;
    }
    const answer = await answerOf(db, rowKey, requestHash);
    if (answer.found) return replay(answer.stored) as T;
  }
  throw idempotencyPending();
}

/**
 * Stores a refusal once the work rolled back. Another attempt under the same key may have taken
 * it meanwhile (a retry sent while this one was refused): its answer wins, so every copy of the
 * request answers alike.
 */
async function storeRefusal(db: Db, rowKey: string, userKey: string, requestHash: string, error: AppError): Promise<Stored> {
  const { statusCode, errorCode, messageKey, params, details, money } = error;
  const stored: Stored = { failure: { statusCode, errorCode, messageKey, params, details, money } };
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ key: rowKey, userKey, requestHash, statusCode, response: stored })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return stored;
  const answer = await answerOf(db, rowKey, requestHash);
  return answer.found ? answer.stored : stored;
}

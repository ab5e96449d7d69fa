import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/app-error';
import type { Database } from '../../src/server/db/open-db';
import { idempotent } from '../../src/server/services/payments/idempotency';
import { openTestDatabase } from './support/test-database';

/**
 * A refusal replayed under the same Idempotency-Key is the refusal the first request got, the
 * amounts it names included: the cashier who retries reads the same "remaining $1.00" again.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('a refusal replayed under its key', () => {
  it('keeps the amounts the first refusal named', async () => {
    const request = { db: database.db, key: 'replay-money', userKey: 'cashier-replay', projectKey: 'p-replay', body: { paidAmount: 101 } };
    const refusal = () =>
      new AppError(409, 'SETTLEMENT_EXCEEDS_REMAINING', 'settlementExceedsRemaining', {}, [], { remaining: { amount: 100, currency: 'USD' } });
    let ran = 0;
    const attempt = () =>
      idempotent(request, () => {
        ran += 1;
        throw refusal();
      });
    const first = await attempt().catch((error: unknown) => error);
    const replayed = await attempt().catch((error: unknown) => error);
    expect(ran).toBe(1);
    expect(first).toBeInstanceOf(AppError);
    expect(replayed).toBeInstanceOf(AppError);
    expect((replayed as AppError).money).toEqual({ remaining: { amount: 100, currency: 'USD' } });
    expect((replayed as AppError).statusCode).toBe(409);
  });
});

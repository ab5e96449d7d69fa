import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, referenceCounters, revenueShares } from '../../../src/server/db/schema';
import { FAULT_STEPS, type FaultStep } from '../../../src/server/fault-injection';
import { environmentProblems } from '../../../src/server/production-check';
import { buildPayWorld, cashPayment, NOTE_USD, today, type PayWorld } from '../payments-fixture';
import { testAppOver, type SessionUser } from '../support/test-app';
import { usingPostgres } from '../support/test-database';
import { createCrashStore, type CrashStore, type ServerProcess } from './crash-servers';

/**
 * A crash at any instant of a posting never blocks a retry. For each step of the posting a real
 * server process is started with MAPATO_FAULT_AT=<step> and sent a payment with an
 * Idempotency-Key; it kills itself with SIGKILL there. A normal server then starts on the same
 * database and the cashier resends the same request with the same key: it is answered at once,
 * the ledger holds the payment exactly once, the receipts stay gapless, and resending again
 * replays the identical answer.
 *
 * On PostgreSQL (CI's second stage) at every step, and a fee too. On the embedded engine (PGlite's
 * data directory, recovered from its write-ahead log at the next start) at the steps that differ
 * for it: a receipt number taken but not committed, everything written but not committed,
 * committed but not answered, a refusal not yet stored; the steps themselves are the same code on
 * both engines, and each server start costs some 20 s there.
 */
type Case = { step: FaultStep; kind: 'payment' | 'refusal' | 'fee'; noteKey?: string; key: string; body: Record<string, unknown> };

let store: CrashStore;
let world: PayWorld;
let cashier: SessionUser;
let poc: SessionUser;
const cases: Case[] = [];
const PGLITE_STEPS: FaultStep[] = ['receipt-numbered', 'answer-stored', 'committed', 'refusal-rolled-back'];
const steps = FAULT_STEPS.filter((step) => usingPostgres() || PGLITE_STEPS.includes(step));
const year = new Date().getUTCFullYear();

/** The world (project, notes, people) is built in this process through the API, then the database is closed for the servers. */
beforeAll(async () => {
  store = await createCrashStore();
  const database = await store.open();
  const t = await testAppOver(database);
  try {
    world = await buildPayWorld(t, 'CRASH');
    cashier = world.sessions.cashier;
    poc = world.poc;
    for (const step of steps.filter((s) => s !== 'refusal-rolled-back')) {
      const note = await world.payableNote();
      cases.push({ step, kind: 'payment', noteKey: note._key, key: `crash-${step}`, body: cashPayment(note._key) });
    }
    const refused = await world.payableNote();
    // One cent short: refused with 422 (the paid amount must be exactly what the note asks).
    cases.push({
      step: 'refusal-rolled-back',
      kind: 'refusal',
      noteKey: refused._key,
      key: 'crash-refusal',
      body: cashPayment(refused._key, { paidAmount: NOTE_USD - 1 }),
    });
    const fee = {
      nomenclatureItemKey: world.keys.fee,
      payer: { kind: 'walkIn', firstName: 'Mwamba', lastName: 'Crash', phoneCountryCode: '243', phoneNumber: '0812000777' },
      stepValues: { count: '2' },
      method: 'collectionPoint',
      paidCurrency: 'USD',
      paidAmount: 2000,
      paymentDate: today(),
    };
    if (usingPostgres()) cases.push({ step: 'ledger-written', kind: 'fee', key: 'crash-fee', body: fee });
  } finally {
    await t.close();
  }
}, 180_000);

afterAll(async () => {
  await store?.remove();
});

const urlOf = (c: Case) => (c.kind === 'fee' ? '/api/payment/fees' : '/api/payment/payments');
const sessionOf = (c: Case) => (c.kind === 'fee' ? poc : cashier);

async function send(server: ServerProcess, c: Case) {
  const response = await fetch(`${server.base}${urlOf(c)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${sessionOf(c).token}`,
      'project-key': world.projectKey,
      'idempotency-key': c.key,
    },
    body: JSON.stringify(c.body),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, json: (await response.json()) as { data?: { receiptNumber: string }; errorCode?: string } };
}

describe('kill -9 at each step of a posting', () => {
  it('each armed server dies at its step, before answering', async () => {
    for (const c of cases) {
      const server = await store.start({ MAPATO_FAULT_AT: c.step });
      const answered = await send(server, c).then(
        (answer) => `answered ${answer.status}`,
        () => 'no answer',
      );
      const signal = await server.exited;
      expect({ case: `${c.kind} at ${c.step}`, answered, signal }, server.output()).toEqual({
        case: `${c.kind} at ${c.step}`,
        answered: 'no answer',
        signal: 'SIGKILL',
      });
      expect(server.output()).toContain(`MAPATO_FAULT_AT=${c.step}: killing process`);
    }
  }, 600_000);

  it('a normal server on the same database completes each request once or replays its answer, the same answer every time', async () => {
    const server = await store.start();
    const answers = new Map<Case, Awaited<ReturnType<typeof send>>>();
    try {
      for (const c of cases) {
        // Never held behind a key the dead process left (that was 409 IDEMPOTENCY_PENDING after 15 s).
        const retried = await send(server, c);
        if (c.kind === 'refusal') {
          expect({ step: c.step, status: retried.status, code: retried.json.errorCode }).toEqual({ step: c.step, status: 422, code: 'PAID_AMOUNT_LESS' });
        } else {
          expect({ case: `${c.kind} at ${c.step}`, status: retried.status }, JSON.stringify(retried.json)).toEqual({
            case: `${c.kind} at ${c.step}`,
            status: 200,
          });
        }
        answers.set(c, retried);
        const again = await send(server, c);
        expect(again, `${c.kind} at ${c.step}, resent`).toEqual(retried);
      }
    } finally {
      await server.stop();
    }

    const database = await store.open();
    try {
      const ledger = await database.db
        .select({ key: payments.key, noteKey: payments.noteKey, receiptNumber: payments.receiptNumber, settledAmount: payments.settledAmount })
        .from(payments)
        .where(eq(payments.projectKey, world.projectKey));
      for (const c of cases.filter((x) => x.kind === 'payment')) {
        const rows = ledger.filter((row) => row.noteKey === c.noteKey);
        expect({ step: c.step, rows: rows.map((r) => [r.receiptNumber, r.settledAmount]) }).toEqual({
          step: c.step,
          rows: [[answers.get(c)!.json.data!.receiptNumber, NOTE_USD]],
        });
      }
      const refusal = cases.find((x) => x.kind === 'refusal')!;
      expect(ledger.filter((row) => row.noteKey === refusal.noteKey)).toEqual([]);
      const fee = cases.find((x) => x.kind === 'fee');
      if (fee) expect(ledger.filter((row) => row.receiptNumber === answers.get(fee)!.json.data!.receiptNumber)).toHaveLength(1);
      // Everything posted: the cases' payments and the fee, nothing else.
      expect(ledger).toHaveLength(cases.filter((x) => x.kind !== 'refusal').length);

      // Gapless: the receipts are 1..n of the project's year, and the counter stands at n.
      const sequences = [...new Set(ledger.map((row) => Number(row.receiptNumber.split('-')[2])))].sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: ledger.length }, (_, i) => i + 1));
      const [counter] = await database.db
        .select({ lastValue: referenceCounters.lastValue })
        .from(referenceCounters)
        .where(and(eq(referenceCounters.projectKey, world.projectKey), eq(referenceCounters.series, 'receipt'), eq(referenceCounters.year, year)));
      expect(counter.lastValue).toBe(ledger.length);

      // Each payment's revenue shares add up to it, written once with it.
      const shares = await database.db
        .select({ paymentKey: revenueShares.paymentKey, total: sql<string>`sum(${revenueShares.amount})` })
        .from(revenueShares)
        .where(
          inArray(
            revenueShares.paymentKey,
            ledger.map((row) => row.key),
          ),
        )
        .groupBy(revenueShares.paymentKey);
      expect(new Map(shares.map((s) => [s.paymentKey, Number(s.total)]))).toEqual(new Map(ledger.map((row) => [row.key, row.settledAmount])));
    } finally {
      await database.close();
    }
  }, 300_000);

  it('a production start refuses the crash hook', () => {
    const config = { production: true, publicOrigin: 'https://impots.example.cd' };
    expect(environmentProblems(config, {})).toEqual([]);
    expect(environmentProblems(config, { MAPATO_FAULT_AT: 'committed' }).join('\n')).toContain('MAPATO_FAULT_AT=committed is a crash hook for tests');
  });
});

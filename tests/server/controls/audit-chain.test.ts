import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, desc, eq, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/open-db';
import { chainHeads, jobRuns, projects, taxNoteEvents, userActivity } from '../../../src/server/db/schema';
import { HEALTH_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { AUDIT_CHAIN_HEADS_JOB } from '../../../src/server/jobs/audit-chain-heads';
import { createJobRunner } from '../../../src/server/jobs/runner';
import { recordActivity } from '../../../src/server/services/activity/record-activity';
import { reportAuditVerification } from '../../../src/server/services/audit-chain/audit-report';
import { verifyAuditChains } from '../../../src/server/services/audit-chain/verify-audit-chains';
import { buildPayWorld, cashPayment, type PayWorld } from '../payments-fixture';
import { databaseUrlFor, usingPostgres } from '../support/test-database';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A trail nobody can rewrite unseen (issue 22, item 10). user_activity and tax_note_events rows are
 * hash-chained by a trigger; the verifier walks the chains and names the first broken row. Each
 * tamper is done as an attacker with SQL would (the append-only guard switched off), inside a
 * transaction rolled back afterwards, so the tests stay independent. Concurrency is real on
 * PostgreSQL (DATABASE_URL); on PGlite the same test runs its requests one after another.
 */
let t: TestApp;
let world: PayWorld;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  world = await buildPayWorld(t, 'CHAIN');
});
afterAll(async () => {
  await t.close();
});

/** Runs `work` in a transaction that is rolled back after, whatever it did. */
async function rolledBack<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await work(tx as unknown as Db);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return result as T;
}

/** The append-only guard stands aside, as for an attacker who owns the tables. */
const unguarded = async (tx: Db, table: 'user_activity' | 'tax_note_events', ...statements: ReturnType<typeof sql>[]) => {
  await tx.execute(sql.raw(`alter table ${table} disable trigger ${table}_append_only`));
  for (const statement of statements) await tx.execute(statement);
  await tx.execute(sql.raw(`alter table ${table} enable trigger ${table}_append_only`));
};

/** The world project's activity, oldest first. */
const projectActivity = (tx: Db = db) =>
  tx
    .select({ id: userActivity.id, chainSeq: userActivity.chainSeq })
    .from(userActivity)
    .where(eq(userActivity.projectKey, world.projectKey))
    .orderBy(userActivity.chainSeq);

async function payOneNote() {
  const note = await world.payableNote();
  const paid = await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key));
  expect(paid.statusCode, paid.body).toBe(200);
  return note;
}

describe('the audit trail hash chain', () => {
  it('holds after normal work: sign-ins, a note approved, a payment', { timeout: 120_000 }, async () => {
    await t.login('cashier');
    const failed = await t.request({ method: 'POST', url: '/api/Authentication/login', payload: { userName: 'cashier', password: 'wrong' } });
    expect(failed.statusCode).toBe(401);
    await payOneNote();

    const result = await verifyAuditChains(db, { batchSize: 7 });
    expect(result.breaks).toEqual([]);
    const chain = (table: string, projectKey: string | null) => result.chains.find((c) => c.table === table && c.projectKey === projectKey);
    // Sign-ins belong to no project: the installation-wide chain; the payment and approval to the project's.
    expect(chain('user_activity', null)?.rows).toBeGreaterThan(2);
    expect(chain('user_activity', world.projectKey)?.rows).toBeGreaterThan(5);
    expect(chain('tax_note_events', world.projectKey)?.rows).toBeGreaterThanOrEqual(3);
    // Positions run 1, 2, 3… and each row links to the one before it.
    const rows = await db
      .select({
        seq: taxNoteEvents.chainSeq,
        prev: sql<string>`encode(${taxNoteEvents.prevHash}, 'hex')`,
        hash: sql<string>`encode(${taxNoteEvents.rowHash}, 'hex')`,
      })
      .from(taxNoteEvents)
      .where(eq(taxNoteEvents.projectKey, world.projectKey))
      .orderBy(taxNoteEvents.chainSeq);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(rows[0].prev).toBe('0'.repeat(64));
    rows.slice(1).forEach((row, i) => expect(row.prev).toBe(rows[i].hash));
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
  });

  it('ignores what an insert says about the chain: the trigger fills it', async () => {
    await db.insert(userActivity).values({
      projectKey: world.projectKey,
      method: 'POST',
      route: '/forged',
      action: 'forged',
      statusCode: 200,
      chainSeq: 1,
      prevHash: Buffer.alloc(32, 7),
      rowHash: Buffer.alloc(32, 9),
    });
    expect((await verifyAuditChains(db)).breaks).toEqual([]);
  });

  it('names an activity row changed behind the application’s back', async () => {
    const rows = await projectActivity();
    const target = rows[Math.floor(rows.length / 2)];
    const found = await rolledBack(async (tx) => {
      await unguarded(tx, 'user_activity', sql`update user_activity set action = 'nothing to see', status_code = 200 where id = ${target.id}`);
      return verifyAuditChains(tx);
    });
    expect(found.breaks).toHaveLength(1);
    expect(found.breaks[0]).toMatchObject({
      table: 'user_activity',
      projectKey: world.projectKey,
      id: target.id,
      position: target.chainSeq,
      problem: 'content',
    });
    expect(found.breaks[0].expected).toMatch(/^[0-9a-f]{64}$/);
    expect(found.breaks[0].expected).not.toBe(found.breaks[0].found);
    // Rolled back: intact again.
    expect((await verifyAuditChains(db)).breaks).toEqual([]);
  });

  it('names a note event changed behind the application’s back, even with session_replication_role = replica', async () => {
    const [event] = await db
      .select({ id: taxNoteEvents.id, seq: taxNoteEvents.chainSeq })
      .from(taxNoteEvents)
      .where(and(eq(taxNoteEvents.projectKey, world.projectKey), eq(taxNoteEvents.kind, 'paid')))
      .limit(1);
    const found = await rolledBack(async (tx) => {
      // Every trigger off for the session (a superuser's way round the guard).
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update tax_note_events set data = jsonb_set(data, '{note}', '"rewritten"') where id = ${event.id}`);
      await tx.execute(sql`set local session_replication_role = origin`);
      return verifyAuditChains(tx);
    });
    expect(found.breaks).toEqual([
      expect.objectContaining({ table: 'tax_note_events', projectKey: world.projectKey, id: event.id, position: event.seq, problem: 'content' }),
    ]);
  });

  it('names the row after a deleted one', async () => {
    const rows = await projectActivity();
    const [deleted, next] = [rows[3], rows[4]];
    const found = await rolledBack(async (tx) => {
      await unguarded(tx, 'user_activity', sql`delete from user_activity where id = ${deleted.id}`);
      return verifyAuditChains(tx);
    });
    expect(found.breaks).toEqual([
      expect.objectContaining({
        table: 'user_activity',
        projectKey: world.projectKey,
        id: next.id,
        problem: 'missing',
        expected: `position ${deleted.chainSeq}`,
        found: `position ${next.chainSeq}`,
      }),
    ]);
  });

  it('names a deleted note event, and a row whose link was replaced', async () => {
    const events = await db
      .select({ id: taxNoteEvents.id, seq: taxNoteEvents.chainSeq })
      .from(taxNoteEvents)
      .where(eq(taxNoteEvents.projectKey, world.projectKey))
      .orderBy(taxNoteEvents.chainSeq);
    const deleted = await rolledBack(async (tx) => {
      await unguarded(tx, 'tax_note_events', sql`delete from tax_note_events where id = ${events[1].id}`);
      return verifyAuditChains(tx);
    });
    expect(deleted.breaks).toEqual([expect.objectContaining({ table: 'tax_note_events', id: events[2].id, problem: 'missing' })]);
    // Renumbered to close the gap: the next row no longer links to its predecessor.
    const renumbered = await rolledBack(async (tx) => {
      await unguarded(
        tx,
        'tax_note_events',
        sql`delete from tax_note_events where id = ${events[1].id}`,
        sql`update tax_note_events set chain_seq = chain_seq - 1 where project_key = ${world.projectKey} and chain_seq > ${events[1].seq}`,
      );
      return verifyAuditChains(tx);
    });
    expect(renumbered.breaks).toEqual([expect.objectContaining({ table: 'tax_note_events', id: events[2].id, problem: 'link' })]);
  });

  it('the daily job writes the heads down, and the overview answers them', async () => {
    const url = `/api/project/projects/${world.projectKey}/chain-heads`;
    const before = await world.api(world.sessions.admin, 'GET', url.replace('/api', ''));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual([
      { kind: 'projectActivity', lastId: null, lastSeq: null, rowHash: null, recordedAt: null },
      { kind: 'noteEvents', lastId: null, lastSeq: null, rowHash: null, recordedAt: null },
      { kind: 'installationActivity', lastId: null, lastSeq: null, rowHash: null, recordedAt: null },
    ]);

    await db.update(projects).set({ scheduler: true }).where(eq(projects.key, world.projectKey));
    let clock = new Date();
    const runner = createJobRunner({ db, jobs: [AUDIT_CHAIN_HEADS_JOB], now: () => clock });
    await runner.runDueJobs();
    clock = new Date(clock.getTime() + 86_400_000 + 60_000);
    const heads = async (table: typeof userActivity | typeof taxNoteEvents, projectKey: string | null) => {
      const [row] = await db
        .select({ id: table.id, seq: table.chainSeq, hash: sql<string>`encode(${table.rowHash}, 'hex')` })
        .from(table)
        .where(projectKey === null ? isNull(table.projectKey) : eq(table.projectKey, projectKey))
        .orderBy(desc(table.chainSeq))
        .limit(1);
      return { lastId: row.id, lastSeq: row.seq, rowHash: row.hash };
    };
    const expected = [await heads(userActivity, world.projectKey), await heads(taxNoteEvents, world.projectKey), await heads(userActivity, null)];
    expect(await runner.runDueJobs()).toBeGreaterThanOrEqual(1);

    const [run] = await db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.projectKey, world.projectKey), eq(jobRuns.jobName, 'auditChainHeads')));
    expect(run).toMatchObject({
      outcome: 'succeeded',
      counts: { recorded: 3, projectActivityHead: expected[0].lastId, noteEventsHead: expected[1].lastId, installationActivityHead: expected[2].lastId },
    });
    const recorded = await db.select().from(chainHeads).where(eq(chainHeads.projectKey, world.projectKey));
    expect(recorded).toHaveLength(3);

    const after = await world.api(world.sessions.admin, 'GET', url.replace('/api', ''));
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data).toEqual(
      ['projectActivity', 'noteEvents', 'installationActivity'].map((kind, i) => ({ kind, ...expected[i], recordedAt: clock.toISOString() })),
    );
    // The verifier checks every recorded head is still in its chain.
    expect((await verifyAuditChains(db)).recordedHeads).toBeGreaterThanOrEqual(3);
  });

  it('a health project shows no note history chain; a project the caller may not see is a 404', async () => {
    const health = await t.request({
      method: 'GET',
      url: `/api/project/projects/${HEALTH_PROJECT_KEY}/chain-heads`,
      headers: t.headersFor(world.sessions.admin, { 'project-key': HEALTH_PROJECT_KEY }),
    });
    expect(health.statusCode, health.body).toBe(200);
    expect(health.json().data.map((head: { kind: string }) => head.kind)).toEqual(['projectActivity', 'installationActivity']);
    const registrar = await t.login('registrar');
    const foreign = await t.request({
      method: 'GET',
      url: `/api/project/projects/${world.projectKey}/chain-heads`,
      headers: { authorization: `Bearer ${registrar.token}`, 'project-key': HEALTH_PROJECT_KEY },
    });
    expect([403, 404]).toContain(foreign.statusCode);
    expect(foreign.body).not.toContain('rowHash');
  });

  it('finds a chain rewritten from a row to its end through the heads written down', async () => {
    const rows = await projectActivity();
    const from = rows[rows.length - 3];
    const found = await rolledBack(async (tx) => {
      // The attacker changes a row, then recomputes its hash and every later one with the database's own function.
      await unguarded(
        tx,
        'user_activity',
        sql`update user_activity set action = 'rewritten' where id = ${from.id}`,
        sql`do $$
            declare r user_activity; previous bytea;
            begin
              for r in select * from user_activity where project_key = ${sql.raw(`'${world.projectKey}'`)} and chain_seq >= ${sql.raw(String(from.chainSeq))} order by chain_seq loop
                if previous is not null then r.prev_hash := previous; end if;
                r.row_hash := user_activity_row_hash(r);
                update user_activity set prev_hash = r.prev_hash, row_hash = r.row_hash where id = r.id;
                previous := r.row_hash;
              end loop;
            end $$`,
      );
      return verifyAuditChains(tx);
    });
    expect(found.breaks).toEqual([expect.objectContaining({ table: 'user_activity', projectKey: world.projectKey, problem: 'head' })]);
  });

  it('stays whole under concurrent payments, activity and sign-ins', { timeout: 300_000 }, async () => {
    const notes = [];
    for (let i = 0; i < 8; i += 1) notes.push(await world.payableNote());
    const work = [
      ...notes.map((note) => world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key))),
      ...Array.from({ length: 20 }, (_, i) =>
        recordActivity(db, { projectKey: i % 2 ? world.projectKey : null, method: 'POST', route: '/race', action: `race ${i}`, statusCode: 200 }),
      ),
      ...Array.from({ length: 4 }, () => t.login('approver')),
    ];
    const settled = await Promise.all(work);
    const payments = settled.slice(0, notes.length) as { statusCode: number; body: string }[];
    payments.forEach((paid) => expect(paid.statusCode, paid.body).toBe(200));

    const result = await verifyAuditChains(db, { batchSize: 50 });
    expect(result.breaks).toEqual([]);
    // No two rows of a chain share a position (the unique index) and none is skipped.
    const positions = (await projectActivity()).map((row) => row.chainSeq);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
  });

  it('npm run audit:verify answers 0 with a summary when intact', async () => {
    const lines: string[] = [];
    expect(await reportAuditVerification(db, (line) => lines.push(line), { batchSize: 100 })).toBe(0);
    expect(lines.at(-1)).toMatch(/^The audit trail is intact: \d+ chains, \d+ rows, \d+ recorded heads checked\.$/);
    expect(lines.some((line) => line.includes(`user_activity of project ${world.projectKey}:`))).toBe(true);
  });

  it('npm run audit:verify names the broken row and exits 1', { timeout: 180_000 }, async () => {
    const [target] = await db
      .select({ id: taxNoteEvents.id })
      .from(taxNoteEvents)
      .where(eq(taxNoteEvents.projectKey, world.projectKey))
      .orderBy(desc(taxNoteEvents.chainSeq))
      .limit(1);
    // Committed this time: the command reads the database from another process. Last test of the file.
    await unguarded(db, 'tax_note_events', sql`update tax_note_events set reason = 'waived' where id = ${target.id}`);
    const env: NodeJS.ProcessEnv = { ...process.env };
    let dataDir: string | undefined;
    if (usingPostgres()) {
      const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      env.DATABASE_URL = databaseUrlFor(rows[0].name);
    } else {
      delete env.DATABASE_URL;
      dataDir = await mkdtemp(join(tmpdir(), 'mapato-audit-'));
      const copy = await PGlite.create({ dataDir, loadDataDir: await t.database.dump!() });
      await copy.close();
      env.DATA_DIR = dataDir;
    }
    try {
      const { code, output } = await run('npm', ['run', '--silent', 'audit:verify'], env);
      expect(output).toContain(`BROKEN tax_note_events of project ${world.projectKey}: row id ${target.id}`);
      expect(output).toContain('its content is not what was hashed');
      expect(output).toMatch(/The audit trail is BROKEN: 1 chain\(s\) broken/);
      expect(code).toBe(1);
    } finally {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  });
});

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

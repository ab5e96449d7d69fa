import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Database } from '../../../src/server/db/open-db';
import { payments, referenceCounters } from '../../../src/server/db/schema';
import { verifyAuditChains } from '../../../src/server/services/audit-chain/verify-audit-chains';
import { inChain, rowsOf, tableSql } from '../../../src/server/services/audit-chain/chains';
import { BackupRefusal, verifyBackup, type BackupManifest } from '../../../src/server/services/backup/backup-files';
import { restorePglite } from '../../../src/server/services/backup/restore-database';
import { buildPayWorld, cashPayment, type PayWorld } from '../payments-fixture';
import { createTestApp, testAppOver } from '../support/test-app';
import { adminQuery, databaseUrlFor, SNAPSHOT_PATH, usingPostgres } from '../support/test-database';
import { sql } from 'drizzle-orm';

/**
 * `npm run backup` then `npm run restore` into a fresh database, on the engine the run is about:
 * every acknowledged payment is in the copy, receipts are gapless, the audit chains verify and
 * continue the original's. On PostgreSQL the backup runs online while cashiers keep posting.
 */
type Acknowledged = { key: string; receiptNumber: string; at: number };
type CliResult = { status: number | null; stdout: string; stderr: string };

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The operator's command, run as npm would run it, without blocking this process (the app serves meanwhile). */
function runCli(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${script}.ts`, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The one archive a backup wrote in its directory, and its manifest. */
async function writtenBackup(dir: string): Promise<{ archive: string; manifest: BackupManifest }> {
  const archives = (await readdir(dir)).filter((name) => name.endsWith('.dump') || name.endsWith('.tar.gz'));
  expect(archives).toHaveLength(1);
  const archive = join(dir, archives[0]);
  return { archive, manifest: JSON.parse(await readFile(`${archive}.manifest.json`, 'utf8')) as BackupManifest };
}

/** A cashier's payment on a fresh approved note, recorded once the server has answered 200. */
async function postOne(world: PayWorld, acknowledged: Acknowledged[]) {
  const note = await world.payableNote();
  const response = await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key));
  expect(response.statusCode, response.body).toBe(200);
  const { payments: rows, receiptNumber } = response.json().data as { payments: { _key: string }[]; receiptNumber: string };
  acknowledged.push({ key: rows[0]._key, receiptNumber, at: Date.now() });
}

/** Receipt numbers (…-YEAR-SEQUENCE-CHECK) of each project and year run 1, 2, 3… up to the counter, with no hole. */
async function expectGaplessReceipts(database: Database) {
  const rows = await database.db
    .select({ projectKey: payments.projectKey, receiptNumber: payments.receiptNumber })
    .from(payments)
    .where(eq(payments.kind, 'payment'));
  const series = new Map<string, Set<number>>();
  for (const { projectKey, receiptNumber } of rows) {
    const [, year, sequence] = /-(\d{4})-(\d{7})-.$/.exec(receiptNumber)!;
    const name = `${projectKey} ${year}`;
    series.set(name, (series.get(name) ?? new Set()).add(Number(sequence)));
  }
  expect(series.size).toBeGreaterThan(0);
  for (const [name, sequences] of series) {
    const [projectKey, year] = name.split(' ');
    const [counter] = await database.db
      .select({ lastValue: referenceCounters.lastValue })
      .from(referenceCounters)
      .where(and(eq(referenceCounters.projectKey, projectKey), eq(referenceCounters.series, 'receipt'), eq(referenceCounters.year, Number(year))));
    expect(
      [...sequences].sort((a, b) => a - b),
      name,
    ).toEqual(Array.from({ length: counter.lastValue }, (_, i) => i + 1));
  }
}

/**
 * The copy's audit chains verify with the audit:verify function, and each is the original's
 * chain up to some row: its head is the original's row at that position, hash for hash.
 */
async function expectIntactChains(copy: Database, original: Database) {
  const verification = await verifyAuditChains(copy.db);
  expect(verification.breaks).toEqual([]);
  expect(verification.rows).toBeGreaterThan(0);
  for (const chain of verification.chains.filter((c) => c.rows > 0)) {
    const [row] = await rowsOf<{ hash: string }>(
      original.db,
      sql`select encode(row_hash, 'hex') as hash from ${tableSql(chain.table)} where ${inChain(chain)} and chain_seq = ${chain.rows}`,
    );
    expect(row?.hash, `${chain.table} ${chain.projectKey}`).toBe(chain.headHash);
  }
}

/** Every payment of the copy is the original's row, unchanged; answers the copy's payment keys. */
async function expectSameLedgerRows(copy: Database, original: Database): Promise<Set<string>> {
  const copied = await copy.db.select().from(payments).orderBy(payments.key);
  const originals = new Map((await original.db.select().from(payments)).map((row) => [row.key, row]));
  for (const row of copied) expect(row).toEqual(originals.get(row.key));
  return new Set(copied.map((row) => row.key));
}

/** A damaged copy of the archive (one byte changed, the checksum file copied as it was) is refused before anything is loaded. */
async function expectDamageRefused(archive: string) {
  const damaged = join(await mkdtemp(join(tmpdir(), 'mapato-damaged-')), 'damaged.bin');
  cleanups.push(() => rm(join(damaged, '..'), { recursive: true, force: true }));
  const bytes = await readFile(archive);
  bytes[Math.floor(bytes.length / 2)] ^= 0xff;
  await writeFile(damaged, bytes);
  await copyFile(`${archive}.sha256`, `${damaged}.sha256`);
  await expect(verifyBackup(damaged)).rejects.toThrow(/Checksum mismatch/);
  await expect(verifyBackup(archive)).resolves.toMatchObject({ manifest: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } });
}

if (usingPostgres()) {
  describe('backup and restore on PostgreSQL', () => {
    it('backs up online while payments are posted, and the restored database holds every payment acknowledged before its snapshot', async () => {
      const t = await createTestApp();
      cleanups.push(() => t.close());
      const world = await buildPayWorld(t, 'BACKUP');
      const outDir = await mkdtemp(join(tmpdir(), 'mapato-backup-'));
      cleanups.push(() => rm(outDir, { recursive: true, force: true }));
      const sourceUrl = t.database.connectionString!;

      // Cashiers keep posting from before the backup starts until after it has finished.
      const acknowledged: Acknowledged[] = [];
      let stop = false;
      const cashiers = Array.from({ length: 4 }, async () => {
        while (!stop) await postOne(world, acknowledged);
      });
      let backupEnded = 0;
      try {
        await waitFor(() => acknowledged.length >= 8, 'payments before the backup');
        const backup = await runCli('backup', ['--out', outDir], { DATABASE_URL: sourceUrl });
        backupEnded = Date.now();
        expect(backup.status, backup.stderr).toBe(0);
        expect(backup.stdout).toContain('Backup of the PostgreSQL database');
        await waitFor(() => acknowledged.some((p) => p.at > backupEnded + 200), 'payments after the backup');
      } finally {
        stop = true;
        await Promise.all(cashiers);
      }

      const { archive, manifest } = await writtenBackup(outDir);
      expect(archive).toMatch(/mapato-postgres-.*\.dump$/);
      expect(manifest).toMatchObject({ engine: 'postgres', migrations: { applied: expect.any(Number), latest: expect.stringMatching(/^\d{4}_/) } });
      expect((await readFile(`${archive}.sha256`, 'utf8')).trim()).toMatch(new RegExp(`^${manifest.sha256}  mapato-postgres-`));
      const snapshotAt = Date.parse(manifest.snapshotAt);
      const before = acknowledged.filter((p) => p.at < snapshotAt);
      const whileBackingUp = acknowledged.filter((p) => p.at >= snapshotAt && p.at < backupEnded);
      expect(before.length).toBeGreaterThan(0);
      // The load really ran across the backup: payments were acknowledged between its snapshot and its end.
      expect(whileBackingUp.length).toBeGreaterThan(0);
      await expectDamageRefused(archive);

      // Into the database it came from: refused, it is not empty.
      const refused = await runCli('restore', [archive], { DATABASE_URL: sourceUrl });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/is not empty: it holds drizzle \(schema\), .*\(\d+ in all\)\. A restore goes only into an empty database/);

      const restoredName = `mapato_restored_${randomBytes(6).toString('hex')}`;
      await adminQuery(`CREATE DATABASE ${restoredName}`);
      cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${restoredName}`));
      const restore = await runCli('restore', [archive], { DATABASE_URL: databaseUrlFor(restoredName) });
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain(`Checksum verified: SHA-256 ${manifest.sha256}`);
      expect(restore.stdout).toContain(`Restored into database ${restoredName}`);

      const restored = await openDb({ databaseUrl: databaseUrlFor(restoredName) });
      cleanups.push(() => restored.close());
      const copied = await expectSameLedgerRows(restored, t.database);
      expect(before.filter((p) => !copied.has(p.key))).toEqual([]);
      await expectGaplessReceipts(restored);
      await expectIntactChains(restored, t.database);
      // The restored database serves: the cashier reads a receipt acknowledged before the snapshot.
      const served = await testAppOver(restored);
      const cashier = await served.login('cashier');
      const receipt = await served.request({
        method: 'GET',
        url: `/api/payment/receipts/${before[0].receiptNumber}`,
        headers: { authorization: `Bearer ${cashier.token}`, 'project-key': world.projectKey },
      });
      expect(receipt.statusCode, receipt.body).toBe(200);
      await served.app.close();
    }, 600_000);
  });
} else {
  describe('backup and restore on the embedded engine', () => {
    it('refuses to back up a data directory in use, backs it up stopped, and restores it into a new directory that opens with everything', async () => {
      const workDir = await mkdtemp(join(tmpdir(), 'mapato-backup-'));
      cleanups.push(() => rm(workDir, { recursive: true, force: true }));
      const dataDir = join(workDir, 'data');
      const restoredDir = join(workDir, 'restored');
      const outDir = join(workDir, 'backups');
      const embedded = (dir: string) => ({ DATABASE_URL: '', DATA_DIR: dir });

      const t = await testAppOver(await openDb({ dataDir, loadDataDir: new Blob([await readFile(SNAPSHOT_PATH)]) }));
      const world = await buildPayWorld(t, 'BACKUP');
      const acknowledged: Acknowledged[] = [];
      for (let i = 0; i < 6; i++) await postOne(world, acknowledged);

      // The server (this process) has the directory: the backup is refused, not taken behind its back.
      const busy = await runCli('backup', ['--out', outDir], embedded(dataDir));
      expect(busy.status).toBe(1);
      expect(busy.stderr).toContain(`in use by process ${process.pid}`);
      expect(busy.stderr).toContain('backed up with the server stopped');
      await t.app.close();
      await t.database.close();

      const backup = await runCli('backup', ['--out', outDir], embedded(dataDir));
      expect(backup.status, backup.stderr).toBe(0);
      const { archive, manifest } = await writtenBackup(outDir);
      expect(archive).toMatch(/mapato-pglite-.*\.tar\.gz$/);
      expect(manifest).toMatchObject({ engine: 'pglite', migrations: { latest: expect.stringMatching(/^\d{4}_/) } });
      await expectDamageRefused(archive);
      // Into a directory that holds a database: refused, nothing overwritten.
      await expect(restorePglite(archive, dataDir)).rejects.toThrow(BackupRefusal);
      await expect(restorePglite(archive, dataDir)).rejects.toThrow(/is not empty: it holds a database/);

      const restore = await runCli('restore', [archive], embedded(restoredDir));
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain(`Restored into ${restoredDir}`);
      // The backing-up process's lock file came in the archive and was removed.
      expect((await readdir(restoredDir)).filter((name) => name.endsWith('.lock'))).toEqual([]);

      const original = await openDb({ dataDir });
      cleanups.push(() => original.close());
      const restored = await openDb({ dataDir: restoredDir });
      cleanups.push(() => restored.close());
      const copied = await expectSameLedgerRows(restored, original);
      expect(copied.size).toBe((await original.db.select({ key: payments.key }).from(payments)).length);
      expect(acknowledged.filter((p) => !copied.has(p.key))).toEqual([]);
      await expectGaplessReceipts(restored);
      await expectIntactChains(restored, original);
      const before = await verifyAuditChains(original.db);
      expect((await verifyAuditChains(restored.db)).chains).toEqual(before.chains);
    }, 600_000);
  });
}

import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { MigrationLevel } from './migration-level';

/**
 * A backup is three files side by side:
 * - the archive: `mapato-postgres-<time>.dump` (pg_dump's custom format) or
 *   `mapato-pglite-<time>.tar.gz` (the embedded engine's data directory);
 * - `<archive>.sha256`: its SHA-256 in `sha256sum` format (`sha256sum -c` checks it too);
 * - `<archive>.manifest.json`: what it is (engine, when, schema migration level).
 */
export type BackupEngine = 'postgres' | 'pglite';

export type BackupManifest = {
  format: 'mapato-backup';
  version: 1;
  engine: BackupEngine;
  /** The archive's file name (the manifest sits beside it). */
  file: string;
  bytes: number;
  sha256: string;
  /**
   * The moment the backup's contents are from: on PostgreSQL the start of the transaction whose
   * snapshot pg_dump read, so every change committed before it is in the archive.
   */
  snapshotAt: string;
  /** When the archive was finished. */
  createdAt: string;
  /** The database's schema migrations at that snapshot. */
  migrations: MigrationLevel;
  /** The engine's `select version()`. */
  serverVersion: string;
  /** pg_dump's `--version`, on PostgreSQL. */
  dumpTool?: string;
};

export class BackupRefusal extends Error {}

export const checksumPath = (archive: string) => `${archive}.sha256`;
export const manifestPath = (archive: string) => `${archive}.manifest.json`;

/** `2026-11-28T01-55-31Z`: sorts by time and holds no character a file system refuses. */
export const fileTime = (time: Date) =>
  time
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');

export const archiveName = (engine: BackupEngine, time: Date) => `mapato-${engine}-${fileTime(time)}${engine === 'postgres' ? '.dump' : '.tar.gz'}`;

/** SHA-256 of a file, read as a stream (an archive may be larger than memory). */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Makes a finished archive visible: it was written as `<archive>.partial`, so an interrupted
 * backup never leaves a file that looks complete; the checksum and manifest are written before
 * the rename, so an archive under its final name always has them.
 */
export async function publishBackup(
  partial: string,
  archive: string,
  describe: Omit<BackupManifest, 'format' | 'version' | 'file' | 'bytes' | 'sha256' | 'createdAt'>,
): Promise<BackupManifest> {
  const sha256 = await sha256File(partial);
  const manifest: BackupManifest = {
    format: 'mapato-backup',
    version: 1,
    file: basename(archive),
    bytes: (await stat(partial)).size,
    sha256,
    createdAt: new Date().toISOString(),
    ...describe,
  };
  await writeFile(checksumPath(archive), `${sha256}  ${basename(archive)}\n`);
  await writeFile(manifestPath(archive), `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, archive);
  return manifest;
}

/** Removes what a failed backup left. */
export const discardPartial = (partial: string) => rm(partial, { force: true });

/**
 * Reads the archive's checksum file and recomputes the archive's SHA-256: refuses a missing
 * checksum file or a mismatch (a truncated copy, a changed byte). Answers the manifest, when
 * there is one, after checking it speaks of the same bytes.
 */
export async function verifyBackup(archive: string): Promise<{ sha256: string; manifest?: BackupManifest }> {
  if (!existsSync(archive)) throw new BackupRefusal(`No backup at ${archive}.`);
  if (!existsSync(checksumPath(archive))) {
    throw new BackupRefusal(`${checksumPath(archive)} is missing: without it the backup cannot be verified. Copy it from where the backup was made.`);
  }
  const expected = /^([0-9a-f]{64})\b/i.exec((await readFile(checksumPath(archive), 'utf8')).trim())?.[1]?.toLowerCase();
  if (!expected) throw new BackupRefusal(`${checksumPath(archive)} does not hold a SHA-256.`);
  const actual = await sha256File(archive);
  if (actual !== expected) {
    throw new BackupRefusal(
      `Checksum mismatch: ${basename(archive)} has SHA-256 ${actual}, its checksum file says ${expected}. The file is damaged or incomplete; nothing was restored.`,
    );
  }
  if (!existsSync(manifestPath(archive))) return { sha256: actual };
  const manifest = JSON.parse(await readFile(manifestPath(archive), 'utf8')) as BackupManifest;
  if (manifest.format !== 'mapato-backup' || manifest.sha256 !== actual) {
    throw new BackupRefusal(`${manifestPath(archive)} does not describe ${basename(archive)} (another backup's manifest?).`);
  }
  return { sha256: actual, manifest };
}

/** The engine of an archive without a manifest, from its first bytes: pg_dump's "PGDMP" or gzip's 1f 8b. */
export async function sniffEngine(archive: string): Promise<BackupEngine | undefined> {
  const head = Buffer.alloc(5);
  const file = await open(archive, 'r');
  try {
    await file.read(head, 0, 5, 0);
  } finally {
    await file.close();
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return undefined;
}

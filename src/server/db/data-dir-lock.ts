import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * One process at a time on an embedded (PGlite) data directory. PGlite runs PostgreSQL inside
 * the process and has no postmaster to refuse a second opener (its postmaster.pid always says
 * -42), so two processes on one directory would both write its files and corrupt it. Every
 * opener (the server, `npm run backup`, `restore`, `audit:verify`, `create-admin`) leaves a file
 * `mapato-<pid>.lock` in the directory for as long as it has it open and refuses to open while
 * another live process has one there.
 *
 * The pid is in the file's name, not its content, so a backup made by a process holding the
 * lock carries that process's file in its archive without ever overwriting the restorer's own
 * file while the archive is unpacked; a file whose process is gone (a crash, kill -9, a file that
 * came from a backup, a pid that a restarted container gave to another process) is stale and
 * removed by the next opener.
 */
const LOCK_FILE = /^mapato-(\d+)\.lock$/;

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}${pid === process.pid ? ' (this process)' : ''} — the server or another command. ` +
        'Stop it first: an embedded database has one user at a time.',
    );
  }
}

export type DataDirLock = { release: () => void };

/** True while the process exists (EPERM: it exists but belongs to another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started (Linux: /proc/<pid>/stat, field 22), so a pid taken again by another
 * process is not mistaken for the owner: after a container restarts, the same pids come back.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Directories this process holds (a file with this process's pid that it did not write is stale). */
const heldHere = new Set<string>();

const lockFileName = (pid: number) => `mapato-${pid}.lock`;

/** The pids of every lock file in the directory. */
function holders(dataDir: string): number[] {
  return readdirSync(dataDir).flatMap((name) => {
    const match = LOCK_FILE.exec(name);
    return match ? [Number(match[1])] : [];
  });
}

/** Whether the lock file of `pid` belongs to a process that still runs and wrote it. */
function isLive(dataDir: string, pid: number): boolean {
  if (pid === process.pid) return heldHere.has(resolve(dataDir));
  if (!isAlive(pid)) return false;
  let recorded: string | undefined;
  try {
    recorded = (JSON.parse(readFileSync(join(dataDir, lockFileName(pid)), 'utf8')) as { startTime?: string }).startTime;
  } catch {
    recorded = undefined;
  }
  const current = startTimeOf(pid);
  return !recorded || !current || recorded === current;
}

/** Removes the lock files of processes that are gone (or of every process but this one). */
export function removeStaleLocks(dataDir: string, options: { allButMine?: boolean } = {}) {
  for (const pid of holders(dataDir)) {
    if (pid === process.pid && heldHere.has(resolve(dataDir))) continue;
    if (options.allButMine || !isLive(dataDir, pid)) rmSync(join(dataDir, lockFileName(pid)), { force: true });
  }
}

/** Takes the directory (creating it) for this process, or throws DataDirInUse. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const key = resolve(dataDir);
  const before = holders(dataDir).find((pid) => isLive(dataDir, pid));
  if (before !== undefined) throw new DataDirInUse(dataDir, before);
  removeStaleLocks(dataDir);
  const own = join(dataDir, lockFileName(process.pid));
  const content = { pid: process.pid, startTime: startTimeOf(process.pid), since: new Date().toISOString(), command: process.argv.slice(1).join(' ') };
  writeFileSync(own, `${JSON.stringify(content)}\n`, { flag: 'wx' });
  heldHere.add(key);
  // Two processes starting at the same instant each see the other's file now and both give up:
  // a refused start is safe, two owners are not.
  const rival = holders(dataDir).find((pid) => pid !== process.pid && isLive(dataDir, pid));
  if (rival !== undefined) {
    heldHere.delete(key);
    rmSync(own, { force: true });
    throw new DataDirInUse(dataDir, rival);
  }
  return {
    release: () => {
      heldHere.delete(key);
      rmSync(own, { force: true });
    },
  };
}

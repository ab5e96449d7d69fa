import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from '../../../src/server/db/data-dir-lock';

/** One process at a time on an embedded data directory, and no start refused by a lock file nobody holds. */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mapato-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const lockFiles = async () => (await readdir(dir)).filter((name) => name.endsWith('.lock'));
/** Field 22 of /proc/<pid>/stat: when the process started. */
const startTimeOf = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

describe('the data directory lock', () => {
  it('refuses a second opener while the first holds it, and lets one in once it is released', () => {
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.pid} (this process)`);
    first.release();
    lockDataDir(dir).release();
  });

  it('refuses while another live process holds it', async () => {
    await writeFile(join(dir, `mapato-${process.ppid}.lock`), JSON.stringify({ pid: process.ppid, startTime: await startTimeOf(process.ppid) }));
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid} —`);
    expect(await lockFiles()).toEqual([`mapato-${process.ppid}.lock`]);
  });

  it('takes over the file of a process that is gone, of its own pid from an earlier life, or of a pid now given to another process', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    await writeFile(join(dir, `mapato-${gone}.lock`), '{}');
    await writeFile(join(dir, `mapato-${process.pid}.lock`), '{}');
    await writeFile(join(dir, `mapato-${process.ppid}.lock`), JSON.stringify({ pid: process.ppid, startTime: '1' }));
    const lock = lockDataDir(dir);
    expect(await lockFiles()).toEqual([`mapato-${process.pid}.lock`]);
    lock.release();
    expect(await lockFiles()).toEqual([]);
  });
});

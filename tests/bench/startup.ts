import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { benchDatabaseUrl } from './bench-database';
import { verdict } from './stats';

const RESTART_BUDGET_S = 3;
const IDLE_RSS_BUDGET_MB = 300;
const START_TIMEOUT_MS = 10 * 60_000;

/** `/proc/<pid>/stat`'s parent id, or undefined for a process gone meanwhile. */
function parentOf(pid: number): number | undefined {
  try {
    // The command name (field 2) may hold spaces: the fields after its closing parenthesis are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** CPU seconds a process has used (user + system), from /proc/<pid>/stat in clock ticks of 1/100 s. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const residentMb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

/** Every process under `root` (npm, its shell, the server), with its resident memory. */
function processTree(root: number): { pid: number; rssMb: number }[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const pid of all)
      if (!tree.has(pid) && tree.has(parentOf(pid) ?? -1)) {
        tree.add(pid);
        grew = true;
      }
  }
  return [...tree].map((pid) => ({ pid, rssMb: residentMb(pid) }));
}

type Running = { child: ChildProcess; base: string; output: () => string };

/** `npm start` as a newcomer runs it, on its own port, data and (already built) client. */
function npmStart(env: Record<string, string>): Running {
  const port = 19000 + Math.floor(Math.random() * 900);
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

/** Seconds from the command until the server answers. */
async function untilServing(server: Running, started: number): Promise<number> {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`npm start exited: ${server.output()}`);
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return (performance.now() - started) / 1000;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`npm start did not serve: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** As Ctrl-C does: the signal to the whole group (npm, its shell, the server), then until the last of them has gone. */
async function stop(server: Running) {
  const pids = processTree(server.child.pid!).map((process) => process.pid);
  try {
    process.kill(-server.child.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
  while (pids.some((pid) => parentOf(pid) !== undefined)) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** What a first visit and a sign-in make the server load: the public page, a login, a list. */
async function aFewRequests(base: string) {
  await fetch(`${base}/home`).then((response) => response.text());
  const login = await fetch(`${base}/api/Authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: 'Demo@2026' }),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`the demo admin could not sign in: ${login.status}`);
  const headers = { authorization: `Bearer ${token}`, 'project-key': TAX_PROJECT_KEY };
  for (const path of ['/api/common/navigation', '/api/taxNote/notes']) {
    const response = await fetch(`${base}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }
}

async function startAndRestart(engine: string, env: Record<string, string>): Promise<string[]> {
  const first = npmStart(env);
  let firstSeconds: number;
  try {
    firstSeconds = await untilServing(first, performance.now());
  } finally {
    await stop(first);
  }
  const again = npmStart(env);
  try {
    const restartSeconds = await untilServing(again, performance.now());
    // On a busy machine the wall time stretches; the CPU the start used does not.
    const restartCpu = processTree(again.child.pid!).reduce((sum, process) => sum + cpuSeconds(process.pid), 0);
    await aFewRequests(again.base);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const tree = processTree(again.child.pid!);
    const server = tree.reduce((largest, process) => (process.rssMb > largest.rssMb ? process : largest));
    const total = tree.reduce((sum, process) => sum + process.rssMb, 0);
    return [
      `${engine}: first start (migrate and seed) ${firstSeconds.toFixed(1)} s`,
      `${engine}: restart on existing data ${restartSeconds.toFixed(1)} s (budget ${RESTART_BUDGET_S} s) — ${verdict(restartSeconds, RESTART_BUDGET_S)}; ${restartCpu.toFixed(1)} s of CPU, load average ${loadavg()[0]!.toFixed(1)}`,
      `${engine}: idle server memory ${server.rssMb.toFixed(0)} MB RSS after a few requests (budget ${IDLE_RSS_BUDGET_MB} MB) — ${verdict(server.rssMb, IDLE_RSS_BUDGET_MB)}; with npm and its shell ${total.toFixed(0)} MB`,
    ];
  } finally {
    await stop(again);
  }
}

/**
 * `npm start` twice on each engine: the restart's time to serve on an existing database, and the
 * server's resident memory once idle. The client directory holds a stand-in index.html, so no
 * build runs (the first start's build is a separate, one-off cost).
 */
export async function benchStartup(): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'mapato-startbench-'));
  try {
    // Apart from the data directory: the static plugin lists every file of the client's folder at start.
    const clientDir = join(dir, 'client');
    await mkdir(clientDir);
    await copyFile('index.html', join(clientDir, 'index.html'));
    const common = { CLIENT_DIR: clientDir };
    const lines = await startAndRestart('PGlite', { ...common, DATABASE_URL: '', DATA_DIR: join(dir, 'data') });
    const url = await benchDatabaseUrl(process.env.BENCH_STARTUP_DATABASE ?? 'mapato_startbench');
    if (!url) return [...lines, 'PostgreSQL: skipped, no server (set BENCH_DATABASE_URL)'];
    return [...lines, ...(await startAndRestart('PostgreSQL', { ...common, DATABASE_URL: url }))];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

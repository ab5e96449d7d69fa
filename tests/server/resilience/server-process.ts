import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEMO_PASSWORD, TAX_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { CLIENT_BUILDS } from '../../../src/server/client-build';

/**
 * The real server (`src/server/main.ts`) as a child process, so that what would end a process in
 * production (an unhandled 'error' event, a signal) really ends this one.
 */
export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** Everything the process wrote so far (its log lines). */
  output: () => string;
  alive: () => boolean;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  signIn: (userName?: string) => Promise<string>;
  headers: (token: string) => Record<string, string>;
  cleanUp: () => Promise<void>;
};

export async function startServer(env: Record<string, string>, startTimeoutMs = 240_000): Promise<ServerProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'mapato-resilience-'));
  // A stand-in for every client build (src/server/client-build.ts), so the first start builds none.
  for (const build of CLIENT_BUILDS) {
    await mkdir(dirname(join(dir, build.writes)), { recursive: true });
    await writeFile(join(dir, build.writes), build.writes.endsWith('.html') ? '<!doctype html><title>Mapato</title><div id="root"></div>' : '');
  }
  const port = 19000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), CLIENT_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ready = await fetch(`${base}/api/health/ready`).catch(() => undefined);
    if (ready?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const signIn = async (userName = 'admin') => {
    const response = await fetch(`${base}/api/Authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`sign-in ${userName}: ${response.status} ${await response.text()}`);
    return (await response.json()).data.token as string;
  };
  return {
    base,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    signIn,
    headers: (token) => ({ authorization: `Bearer ${token}`, 'project-key': TAX_PROJECT_KEY, 'content-type': 'application/json' }),
    cleanUp: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { PROJECT_ROOT } from '../../src/server/project-root';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { adminQuery, databaseUrlFor, usingPostgres } from './support/test-database';

/**
 * The real server process, started and stopped as `npm start` and Ctrl-C/SIGTERM would: from its
 * bundle (scripts/start.mjs makes dist-server/main.mjs when a source is newer), as users and the
 * Docker image run it.
 */
let dir: string;
let databaseName: string | undefined;
const port = 18000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mapato-restart-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Mapato</title><div id="root"></div>');
  if (usingPostgres()) {
    databaseName = `mapato_restart_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${databaseName}`);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName}`);
});

function startServer(): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    CLIENT_DIR: dir,
    LOG: 'false',
    DATABASE_URL: databaseName ? databaseUrlFor(databaseName) : '',
  };
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000; // the first start bundles the server
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited: ${output}`));
      try {
        if ((await fetch(`${base}/api/health`)).ok) return resolve(child);
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) return reject(new Error(`server did not start: ${output}`));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

async function signIn() {
  const response = await fetch(`${base}/api/Authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: 'Demo@2026' }),
  });
  return (await response.json()).data.token as string;
}

describe('restart', () => {
  it('keeps every record across a SIGTERM and a new start', async () => {
    const first = await startServer();
    const token = await signIn();
    const created = await fetch(`${base}/api/utils/roles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Survives restart', description: 'written before SIGTERM' }),
    });
    expect(created.status).toBe(200);
    // Route schemas are compiled at their first request, in the bundle as from the sources.
    const refused = await fetch(`${base}/api/utils/roles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 42 }),
    });
    expect(refused.status).toBe(400);
    const page = await fetch(`${base}/my-work`);
    expect(await page.text()).toContain('<div id="root">');
    expect(await stop(first)).toBe(0);

    const second = await startServer();
    try {
      const roles = await fetch(`${base}/api/utils/roles?range=[0,99]`, { headers: { authorization: `Bearer ${await signIn()}` } });
      const names = (await roles.json()).data.map((r: { name: string }) => r.name);
      expect(names).toContain('Survives restart');
      expect(names.filter((n: string) => n === 'Super Admin')).toHaveLength(1);
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 300_000);

  it('runs from a bundle whose packages are all runtime dependencies (the Docker image drops the others)', async () => {
    const bundle = await readFile(join(PROJECT_ROOT, 'dist-server', 'main.mjs'), 'utf8');
    const { dependencies } = JSON.parse(await readFile(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const imported = new Set(
      [...bundle.matchAll(/^import\b[^'"]*?from\s*["']([^"'.][^"']*)["']|^import\s*["']([^"'.][^"']*)["']|\bimport\(["']([^"'.][^"']*)["']\)/gm)].map(
        (match) => match[1] ?? match[2] ?? match[3],
      ),
    );
    const packages = [...imported]
      .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier))
      .map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    expect(packages.length).toBeGreaterThan(10);
    expect([...new Set(packages)].filter((name) => !(name in dependencies))).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { adminQuery, databaseUrlFor, usingPostgres } from '../support/test-database';
import { createTestApp } from '../support/test-app';
import { DEFAULT_HSTS_MAX_AGE, parseHstsMaxAge, readConfig } from '../../../src/server/config';
import { accountsWithDemoPassword } from '../../../src/server/production-check';
import { users } from '../../../src/server/db/schema';
import { hashPassword } from '../../../src/server/services/auth/password-hash';

/** Item 7 of issue 22: NODE_ENV=production refuses an unsafe start; the real process is started as `npm start` would. */
let dir: string;
const databases: string[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mapato-production-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Mapato</title><div id="root"></div>');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  for (const name of databases) await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
});

/** A fresh, empty database for one start: a PGlite folder, or a new PostgreSQL database. */
async function freshDatabase(label: string): Promise<Record<string, string>> {
  if (!usingPostgres()) return { DATA_DIR: join(dir, `data-${label}`), DATABASE_URL: '' };
  const name = `mapato_production_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  databases.push(name);
  return { DATABASE_URL: databaseUrlFor(name) };
}

type Run = { child: ChildProcess; exit: Promise<number | null>; output: () => { stdout: string; stderr: string } };

function start(env: Record<string, string>): Run {
  const { NODE_ENV: _ignored, PUBLIC_ORIGIN: _origin, DEMO_SEED: _demo, HSTS: _hsts, HSTS_MAX_AGE: _age, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...inherited, HOST: '127.0.0.1', CLIENT_DIR: dir, LOG: 'false', SCHEDULER: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exit, output: () => ({ stdout, stderr }) };
}

describe('production settings', () => {
  it('seeds no demo and sends HSTS for a year unless told otherwise', () => {
    expect(readConfig({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', DEMO_SEED: 'true' }).demo).toBe(true);
    expect(readConfig({}).demo).toBe(true);
    expect(parseHstsMaxAge({ NODE_ENV: 'production' })).toBe(DEFAULT_HSTS_MAX_AGE);
    expect(parseHstsMaxAge({ NODE_ENV: 'production', HSTS_MAX_AGE: '600' })).toBe(600);
    expect(parseHstsMaxAge({})).toBeUndefined();
  });

  it('takes PUBLIC_ORIGIN as an origin only', () => {
    expect(readConfig({ PUBLIC_ORIGIN: 'https://impots.example.cd/' }).publicOrigin).toBe('https://impots.example.cd');
    for (const bad of ['impots.example.cd', 'https://impots.example.cd/app', 'ftp://impots.example.cd', 'https://impots.example.cd/?x=1']) {
      expect(() => readConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it('finds the accounts that still sign in with the demo password, and only those', async () => {
    const t = await createTestApp();
    try {
      const before = await accountsWithDemoPassword(t.database.db);
      expect(before).toContain('admin');
      await t.database.db
        .update(users)
        .set({ passwordHash: await hashPassword('Changed@2026') })
        .where(eq(users.userName, 'admin'));
      const after = await accountsWithDemoPassword(t.database.db);
      expect(after).not.toContain('admin');
      expect(after).toHaveLength(before.length - 1);
    } finally {
      await t.close();
    }
  }, 240_000);
});

describe('starting with NODE_ENV=production', () => {
  it('refuses to start without PUBLIC_ORIGIN: a clear message on stderr, exit code 1', async () => {
    const run = start({ NODE_ENV: 'production', PORT: '0', ...(await freshDatabase('origin')) });
    expect(await run.exit).toBe(1);
    const { stderr } = run.output();
    expect(stderr).toContain('Mapato refuses to start in production (NODE_ENV=production)');
    expect(stderr).toContain('PUBLIC_ORIGIN is not set');
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('refuses to start while an account has the demo password', async () => {
    const run = start({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://impots.example.cd', DEMO_SEED: 'true', PORT: '0', ...(await freshDatabase('demo')) });
    expect(await run.exit).toBe(1);
    const { stderr } = run.output();
    expect(stderr).toContain('Mapato refuses to start in production (NODE_ENV=production)');
    expect(stderr).toMatch(/These accounts still have the public demo password: .*\badmin\b/);
  }, 300_000);

  it('starts on an empty database without demo accounts, with HSTS on', async () => {
    const port = 19000 + Math.floor(Math.random() * 900);
    const run = start({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://impots.example.cd', PORT: String(port), ...(await freshDatabase('empty')) });
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 240_000;
      let health: Response | undefined;
      while (!health && Date.now() < deadline) {
        if (run.child.exitCode !== null) throw new Error(`server exited: ${run.output().stderr}`);
        health = await fetch(`${base}/api/health`).catch(() => undefined);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(health?.status).toBe(200);
      expect(health?.headers.get('strict-transport-security')).toBe(`max-age=${DEFAULT_HSTS_MAX_AGE}`);
      const demo = await fetch(`${base}/api/Authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'admin', password: 'Demo@2026' }),
      });
      expect(demo.status).toBe(401);
    } finally {
      run.child.kill('SIGTERM');
      await run.exit;
    }
  }, 300_000);
});

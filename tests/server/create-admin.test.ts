import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { adminQuery, databaseUrlFor, usingPostgres } from './support/test-database';
import { prepareDb } from '../../src/server/db/prepare-db';
import { buildApp } from '../../src/server/app';

/** DEMO_SEED=false starts empty; `npm run create-admin` makes the first Super Admin, who can sign in. */
let dir: string;
let databaseName: string | undefined;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mapato-empty-'));
  if (usingPostgres()) {
    databaseName = `mapato_empty_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${databaseName}`);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName}`);
});

const target = () => (databaseName ? { databaseUrl: databaseUrlFor(databaseName) } : { dataDir: join(dir, 'data') });
const runCli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/create-admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: databaseName ? databaseUrlFor(databaseName) : '' },
    encoding: 'utf8',
  });

describe('starting empty', () => {
  it('has no users and no projects, then the command creates the first administrator', async () => {
    const empty = await prepareDb({ ...target(), demo: false });
    const app = await buildApp({ database: empty });
    const refused = await app.inject({ method: 'POST', url: '/api/Authentication/login', payload: { userName: 'admin', password: 'Demo@2026' } });
    expect(refused.statusCode).toBe(401);
    await app.close();
    await empty.close();

    expect(runCli('--user-name', 'chief').status).toBe(2);
    expect(runCli('--user-name', 'chief', '--password', 'weak', '--first-name', 'Marie', '--last-name', 'Kanku').status).toBe(2);
    const created = runCli('--user-name', 'chief', '--password', 'Chief@2026', '--first-name', 'Marie', '--last-name', 'Kanku');
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('Super Admin chief created');
    expect(runCli('--user-name', 'chief', '--password', 'Chief@2026', '--first-name', 'M', '--last-name', 'K').status).toBe(1);

    const database = await prepareDb({ ...target(), demo: false });
    const again = await buildApp({ database });
    const login = await again.inject({ method: 'POST', url: '/api/Authentication/login', payload: { userName: 'chief', password: 'Chief@2026' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.role.name).toBe('Super Admin');
    expect(login.json().data.projectList).toEqual([]);
    const project = await again.inject({
      method: 'POST',
      url: '/api/project/projects',
      headers: { authorization: `Bearer ${login.json().data.token}` },
      payload: { projectName: 'Kasaï Revenue', projectType: '1' },
    });
    expect(project.statusCode).toBe(200);
    await again.close();
    await database.close();
  }, 120_000);
});

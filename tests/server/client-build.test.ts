import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClientIfNeeded, CLIENT_BUILDS, type ClientBuild } from '../../src/server/client-build';

/** The first start's decision, with a stand-in for vite that writes what each build writes. */
let dir: string;
let ran: string[];
let lines: string[];
const run = async (build: ClientBuild) => {
  ran.push(build.config);
  await mkdir(join(dir, build.writes, '..'), { recursive: true });
  await writeFile(join(dir, build.writes), '');
};
const start = (clientDir = dir) => buildClientIfNeeded(clientDir, { run, log: (line) => lines.push(line), buildDir: dir });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mapato-build-'));
  ran = [];
  lines = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the first start', () => {
  it('builds the back office and then the public site on a fresh clone, saying so', async () => {
    await start();
    expect(ran).toEqual(['vite.config.ts', 'vite.public.config.ts']);
    expect(lines.join('\n')).toMatch(/Building the back office \(1\/2/);
    expect(lines.join('\n')).toMatch(/Building the citizens' public site \(2\/2/);
  });

  it('builds the public site alone when only it is missing (the state that served the public pages unstyled)', async () => {
    await writeFile(join(dir, 'index.html'), '');
    await start();
    expect(ran).toEqual(['vite.public.config.ts']);
  });

  it('builds both again when the back office is missing, since its build empties the directory', async () => {
    await mkdir(join(dir, 'public'));
    await writeFile(join(dir, 'public', 'public-site.css'), '');
    await start();
    expect(ran).toEqual(['vite.config.ts', 'vite.public.config.ts']);
  });

  it('builds nothing once both are there', async () => {
    await start();
    ran = [];
    await start();
    expect(ran).toEqual([]);
  });

  it("reports, without building, a gap in a CLIENT_DIR that is not the builds' directory", async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'mapato-client-'));
    try {
      await writeFile(join(elsewhere, 'index.html'), '');
      await start(elsewhere);
      expect(ran).toEqual([]);
      expect(lines.join('\n')).toContain("lacks the citizens' public site");
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('runs the same builds as `npm run build`, in the same order', async () => {
    const script = JSON.parse(await readFile('package.json', 'utf8')).scripts.build as string;
    const configs = script.split('&&').map((step) => /--config\s+(\S+)/.exec(step)?.[1] ?? 'vite.config.ts');
    expect(configs).toEqual(CLIENT_BUILDS.map((build) => build.config));
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';

/** ARCHITECTURE.md's budget: the back office's initial JS, gzipped. */
export const BUNDLE_BUDGET_KIB = 350;
const DIST = 'dist';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health in time');
}

/** Gzipped size of a built file, as a browser with gzip transfer would download it. */
function gzippedBytes(urlPath: string): number {
  const file = join(DIST, decodeURIComponent(urlPath));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function report(label: string, paths: Set<string>): string[] {
  const sizes = [...paths].map((path) => ({ path, bytes: gzippedBytes(path) })).sort((a, b) => b.bytes - a.bytes);
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  const verdict = total / 1024 <= BUNDLE_BUDGET_KIB ? 'within budget' : 'OVER BUDGET';
  return [
    `${label}: ${kib(total)} KiB gzipped JS in ${sizes.length} files (budget ${BUNDLE_BUDGET_KIB} KiB) — ${verdict}`,
    ...sizes.slice(0, 3).map((s) => `  largest: ${s.path} ${kib(s.bytes)} KiB`),
  ];
}

/**
 * Measures the JS a real Chromium loads for /sign-in, then for the shell after signing in as
 * admin, against the real server serving dist/. Sizes are the built files gzipped (level 9).
 */
export async function benchBundleSize(): Promise<string[]> {
  if (!existsSync(join(DIST, 'index.html'))) {
    const { build } = await import('vite');
    await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mapato-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG: 'false' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await waitForHealth(base, server);
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const loaded = new Set<string>();
    const finished: Promise<number>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === base && url.pathname.endsWith('.js')) loaded.add(url.pathname);
      finished.push(
        response
          .finished()
          .then(() => response.request().sizes())
          .then(
            (sizes) => sizes.responseBodySize + sizes.responseHeadersSize,
            () => 0,
          ),
      );
    });
    await page.goto(`${base}/sign-in`, { waitUntil: 'networkidle' });
    const signIn = new Set(loaded);
    const transferred = (await Promise.all(finished)).reduce((sum, bytes) => sum + bytes, 0);
    await page.getByRole('textbox', { name: 'User name' }).fill('admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/my-work');
    await page.getByRole('contentinfo').waitFor();
    await page.waitForLoadState('networkidle');
    const built = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js')).length;
    return [
      `/sign-in as served: ${kib(transferred)} KiB transferred in ${finished.length} responses (precompressed brotli, headers included)`,
      ...report('/sign-in', signIn),
      ...report('shell after sign-in (/my-work)', loaded),
      `  ${built - loaded.size} of ${built} built scripts stay unloaded until a screen or dialog needs them`,
    ];
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

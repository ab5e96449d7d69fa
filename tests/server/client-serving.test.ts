import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createTestApp, type TestApp } from './support/test-app';

/** A built client as `npm run build` leaves it: the back office at the root (public/ copied in), the public site in public/. */
let t: TestApp;
let app: FastifyInstance;
let clientDir: string;
beforeAll(async () => {
  t = await createTestApp();
  clientDir = await mkdtemp(join(tmpdir(), 'mapato-client-'));
  await copyFile('index.html', join(clientDir, 'index.html'));
  await copyFile(join('public', 'icon.svg'), join(clientDir, 'icon.svg'));
  await mkdir(join(clientDir, 'public'));
  await writeFile(join(clientDir, 'public', 'public-site.css'), 'body{margin:0}');
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'assets', 'index-abc123.js'), 'export {};');
  app = await buildApp({ database: t.database, clientDir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

describe('the built client', () => {
  it.each([
    '/public/public-site.js',
    '/public/missing.css',
    '/assets/index-old999.js',
    '/favicon.ico',
    '/robots.txt',
    '/tax-note/report.pdf',
    '/api/nothing-here',
  ])('answers %s, a file it does not hold, with a 404 that is not the app page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('answers the files it holds with their own type', async () => {
    const css = await get('/public/public-site.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect((await get('/assets/index-abc123.js')).headers['content-type']).toMatch(/javascript/);
  });

  it.each(['/tax-note', '/tax-note/abc-123/show', '/sign-in?returnUrl=%2Frole', '/money-approvals'])(
    'answers the app route %s with the app page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each(['/home', '/check', '/contact'])('declares on %s an icon the server serves as an image', async (page) => {
    const html = (await get(page)).body;
    const link = /<link\b[^>]*\brel="icon"[^>]*>/.exec(html)?.[0];
    expect(link, html).toBeDefined();
    const href = /\bhref="([^"]+)"/.exec(link!)![1]!;
    const icon = await get(href);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\//);
  });
});

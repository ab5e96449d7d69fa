import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let withClient: FastifyInstance;
let clientDir: string;
beforeAll(async () => {
  t = await createTestApp();
  clientDir = await mkdtemp(join(tmpdir(), 'mapato-client-'));
  await copyFile('index.html', join(clientDir, 'index.html'));
  withClient = await buildApp({ database: t.database, clientDir });
  await withClient.ready();
});
afterAll(async () => {
  await withClient.close();
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** The policy's directives, by name: { 'script-src': ["'self'"], … }. */
const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

/** What a browser would refuse to run under script-src 'self': inline scripts and handlers. */
function inlineScriptsOf(html: string): string[] {
  const inlineBodies = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes, body]) => !/\bsrc=/.test(attributes) && body.trim() !== '',
  );
  const handlers = [...html.matchAll(/\son[a-z]+\s*=/gi)];
  return [...inlineBodies.map((m) => m[0]), ...handlers.map((m) => m[0])];
}
const scriptSources = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)].map((m) => m[1]);

describe('Content-Security-Policy and Permissions-Policy', () => {
  it('are on every answer: API, client page and errors', async () => {
    for (const response of [
      await t.request({ method: 'GET', url: '/api/health' }),
      await withClient.inject({ method: 'GET', url: '/citizen' }),
      await t.request({ method: 'GET', url: '/api/no-such-route' }),
    ]) {
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      // Only this origin's blob: documents may be framed (the receipt PDF that Print prints).
      expect(csp['frame-src']).toEqual(['blob:']);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(response.headers['permissions-policy']).toBe('camera=(self), geolocation=(self), microphone=()');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('lets the client page load: its scripts come from this origin, none inline', async () => {
    // '/' leads to the public site (/home, server-rendered); a back-office route serves the client page.
    const page = await withClient.inject({ method: 'GET', url: '/sign-in' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(await readFile('index.html', 'utf8'));
    expect(scriptSources(page.body).length).toBeGreaterThan(0);
    for (const src of scriptSources(page.body)) expect(src).toMatch(/^\/[^/]/);
    expect(inlineScriptsOf(page.body)).toEqual([]);
  });

  it('lets /api/docs render under its policy: every script is a file of this origin that loads', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'"]);
    // swagger-ui sets inline styles and draws its icons as data: images.
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['img-src']).toContain('data:');
    expect(inlineScriptsOf(page.body)).toEqual([]);
    const sources = scriptSources(page.body);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const src of sources) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const script = await t.request({ method: 'GET', url: new URL(src, 'http://localhost/api/docs/').pathname });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent unless the deployment turns it on', async () => {
    expect((await t.request({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent with the max-age HSTS_MAX_AGE gives', async () => {
    const previous = process.env.HSTS_MAX_AGE;
    process.env.HSTS_MAX_AGE = '31536000';
    const app = await buildApp({ database: t.database }).finally(() => {
      if (previous === undefined) delete process.env.HSTS_MAX_AGE;
      else process.env.HSTS_MAX_AGE = previous;
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await app.close();
    }
  });
});

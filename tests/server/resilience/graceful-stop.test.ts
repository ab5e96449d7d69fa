import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-staff';
import { adminQuery, databaseUrlFor, usingPostgres } from '../support/test-database';
import { startServer, type ServerProcess } from './server-process';

/*
 * SIGTERM, as an orchestrator or a deploy sends it, to the real server process (on the engine
 * the run targets): the request in flight is answered, a new one is refused with 503, and the
 * process exits 0 well within the drain window.
 */
let server: ServerProcess;
let databaseName: string | undefined;

beforeAll(async () => {
  if (usingPostgres()) {
    databaseName = `mapato_stop_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${databaseName}`);
  }
  server = await startServer({ DATABASE_URL: databaseName ? databaseUrlFor(databaseName) : '' });
}, 300_000);
afterAll(async () => {
  await server?.cleanUp();
  if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

/**
 * A sign-in whose body arrives in two halves, as over a slow line: the request is in flight from
 * its first bytes. `finish` sends the rest; `answer` resolves with the status and body.
 */
function slowSignIn(base: string) {
  const body = Buffer.from(JSON.stringify({ userName: 'admin', password: DEMO_PASSWORD }));
  const url = new URL('/api/Authentication/login', base);
  let resolveAnswer!: (value: { status: number; body: string }) => void;
  const answer = new Promise<{ status: number; body: string }>((resolve) => (resolveAnswer = resolve));
  const request = httpRequest(
    { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
    (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0, body: text }));
    },
  );
  request.on('error', (error) => resolveAnswer({ status: 0, body: String(error) }));
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { answer, finish: () => request.end(body.subarray(half)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('lets the request in flight finish, refuses new ones with 503 and Retry-After, and exits 0', async () => {
    const slow = slowSignIn(server.base);
    await sleep(500);
    server.child.kill('SIGTERM');
    const signalled = Date.now();

    // The signal is handled within moments: from then on a new request is refused, translated.
    const deadline = Date.now() + 5000;
    let refused: Response | undefined;
    while (!refused && Date.now() < deadline) {
      const response = await fetch(`${server.base}/api/account/me`, { headers: { 'accept-language': 'fr' } });
      if (response.status === 503) refused = response;
      else await sleep(50);
    }
    expect(refused?.status).toBe(503);
    expect(refused!.headers.get('retry-after')).toMatch(/^\d+$/);
    const envelope = await refused!.json();
    expect(envelope).toMatchObject({ error: true, errorCode: 'SHUTTING_DOWN' });
    expect(envelope.responseMessage).toMatch(/Ce serveur est en cours d'arrêt/);
    expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(503);
    expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);
    expect(server.alive()).toBe(true);

    // The request that was in flight completes normally.
    await sleep(1000);
    slow.finish();
    const answered = await slow.answer;
    expect(answered.status, answered.body).toBe(200);
    expect(JSON.parse(answered.body).data.token).toEqual(expect.any(String));

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(12_000);
  }, 60_000);
});

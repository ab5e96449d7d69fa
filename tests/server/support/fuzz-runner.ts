import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/open-db';
import { DEMO_PASSWORD, TAX_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { generateCase, type FuzzCase, type FuzzContext } from './fuzz';
import { routesFromOpenApi, type FuzzRoute, type OpenApiDocument } from './fuzz-routes';
import { seededRng } from './fuzz-values';

/** The app under fuzz, with the last error any request raised, so a 5xx can be reported with its stack. */
export type FuzzTarget = { app: FastifyInstance; takeError: () => unknown; close: () => Promise<void> };

export async function createFuzzTarget(database: Database): Promise<FuzzTarget> {
  // The per-address limit of the sign-in routes would answer 429 to most of the run and hide what lies behind it.
  const app = await buildApp({ database, authRequestsPerMinute: 1_000_000 });
  let lastError: unknown;
  app.addHook('onError', async (_request, _reply, error) => {
    lastError = error;
  });
  await app.ready();
  const takeError = () => {
    const error = lastError;
    lastError = undefined;
    return error;
  };
  return { app, takeError, close: () => app.close() };
}

export type FuzzFailure = { route: string; reason: string; mutation: string; request: string; status: number; body: string; stack?: string };
export type FuzzReport = {
  seed: number;
  total: number;
  byStatus: Record<number, number>;
  byRoute: Record<string, Record<number, number>>;
  /** Every failure is counted; a few examples per route and reason are kept. */
  failureCount: number;
  failures: FuzzFailure[];
  sessionRenewals: number;
  /** Routes by mean answer time, slowest first (ms). */
  slowest: [route: string, ms: number][];
};

export type FuzzOptions = {
  seed: number;
  requests: number;
  userName?: string;
  password?: string;
  projectKey?: string;
  otherProjectKey?: string;
  onProgress?: (done: number) => void;
};

/** A stack frame, a source path or a dependency path in an answer: the server let its internals out. */
const LEAK = /\n\s+at |\bat (?:async )?[\w.<>$[\] ]*\(?(?:\/|file:|node:)|\/src\/|node_modules|\.[cm]?[jt]s:\d+:\d+/;

/** Why an answer is unacceptable, or undefined when it is fine. */
export function faultOf(response: Pick<LightMyRequestResponse, 'statusCode' | 'body'>): string | undefined {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  if (LEAK.test(response.body)) return 'stack trace or source path in the body';
  if (response.statusCode < 400) return undefined;
  let body: { error?: unknown; responseMessage?: unknown; errorCode?: unknown };
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'error answer that is not JSON';
  }
  const isEnvelope =
    body?.error === true &&
    typeof body.responseMessage === 'string' &&
    body.responseMessage.length > 0 &&
    typeof body.errorCode === 'string' &&
    body.errorCode.length > 0;
  return isEnvelope ? undefined : 'error answer outside the envelope';
}

const MAX_EXAMPLES = 3;
const printable = (text: string, limit: number) => JSON.stringify(text.length > limit ? `${text.slice(0, limit)}…(${text.length} chars)` : text);

function describeRequest(request: InjectOptions): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` body ${printable(Buffer.isBuffer(request.payload) ? `<bytes ${request.payload.toString('hex').slice(0, 80)}>` : String(request.payload), 300)}`;
  const headers = Object.entries(request.headers ?? {})
    .filter(([name]) => name !== 'authorization')
    .map(([name, value]) => `${name}: ${String(value).slice(0, 60)}`)
    .join(', ');
  return `${request.method} ${printable(String(request.url), 300)} [${headers}]${payload}`;
}

const stackOf = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message).split('\n').slice(0, 10).join('\n') : error === undefined ? undefined : String(error);

async function signIn(app: FastifyInstance, userName: string, password: string) {
  const response = await app.inject({ method: 'POST', url: '/api/Authentication/login', payload: { userName, password } });
  if (response.statusCode !== 200) throw new Error(`fuzz sign-in of ${userName}: ${response.statusCode} ${response.body}`);
  return response.json().data as { _key: string; token: string; role: { _key: string | null } };
}

/** Real keys by list path and by resource, from the first rows of every list. */
async function collectKeys(app: FastifyInstance, routes: FuzzRoute[], headers: Record<string, string>) {
  const keysByPath: Record<string, string[]> = {};
  const keysByResource: Record<string, string[]> = {};
  for (const route of routes.filter((r) => r.isList)) {
    const response = await app.inject({ method: 'GET', url: `${route.path}?range=${encodeURIComponent('[0,49]')}`, headers });
    if (response.statusCode !== 200) continue;
    const keys = (response.json().data as { _key?: string }[]).map((row) => row._key).filter((k): k is string => typeof k === 'string');
    keysByPath[route.path] = keys;
    if (route.resource) keysByResource[route.resource] = keys;
  }
  return { keysByPath, keysByResource };
}

/** Reads the record a write targets and puts its ETag in If-Match (left as is when the read fails). */
async function sendVersion(app: FastifyInstance, fuzzCase: FuzzCase) {
  const headers = fuzzCase.request.headers as Record<string, string>;
  const readHeaders = Object.fromEntries(
    Object.entries({ authorization: headers.authorization, 'project-key': headers['project-key'] }).filter(([, v]) => v !== undefined),
  );
  const response = await app.inject({ method: 'GET', url: fuzzCase.versionUrl!, headers: readHeaders });
  const etag = response.headers.etag;
  if (response.statusCode === 200 && typeof etag === 'string') headers['if-match'] = etag;
}

/** Sends `requests` mutated requests, route after route, and collects what went wrong. */
export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const { app } = target;
  const userName = options.userName ?? 'admin';
  const password = options.password ?? DEMO_PASSWORD;
  const projectKey = options.projectKey ?? TAX_PROJECT_KEY;
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
  const routes = routesFromOpenApi(document);
  let session = await signIn(app, userName, password);
  const adminHeaders = { authorization: `Bearer ${session.token}`, 'project-key': projectKey };
  const pools = await collectKeys(app, routes, adminHeaders);
  const context: FuzzContext = {
    rng: seededRng(options.seed),
    token: session.token,
    projectKey,
    otherProjectKey: options.otherProjectKey,
    ...pools,
    protectedKeys: new Set([session._key, session.role._key ?? '', projectKey]),
  };
  const report: FuzzReport = { seed: options.seed, total: 0, byStatus: {}, byRoute: {}, failureCount: 0, failures: [], sessionRenewals: 0, slowest: [] };
  const examples = new Map<string, number>();
  const timeByRoute = new Map<string, number>();
  target.takeError();

  for (let i = 0; i < options.requests; i++) {
    const route = routes[i % routes.length];
    const name = `${route.method} ${route.path}`;
    const fuzzCase = generateCase(route, context);
    if (fuzzCase.versionUrl) await sendVersion(app, fuzzCase);
    const started = performance.now();
    const response = await app.inject(fuzzCase.request);
    timeByRoute.set(name, (timeByRoute.get(name) ?? 0) + performance.now() - started);
    const error = target.takeError();
    report.total += 1;
    report.byStatus[response.statusCode] = (report.byStatus[response.statusCode] ?? 0) + 1;
    const statuses = (report.byRoute[name] ??= {});
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    const reason = faultOf(response);
    if (reason) {
      report.failureCount += 1;
      const seen = examples.get(`${name} ${reason}`) ?? 0;
      examples.set(`${name} ${reason}`, seen + 1);
      if (seen < MAX_EXAMPLES) {
        report.failures.push({
          route: name,
          reason,
          mutation: fuzzCase.mutation,
          request: describeRequest(fuzzCase.request),
          status: response.statusCode,
          body: response.body.slice(0, 400),
          stack: stackOf(error),
        });
      }
    }
    // Signing out, or a write that revoked the session, must not turn the rest of the run into 401s.
    const genuine = fuzzCase.request.headers?.authorization === `Bearer ${context.token}`;
    if (genuine && response.statusCode === 401) {
      session = await signIn(app, userName, password);
      context.token = session.token;
      report.sessionRenewals += 1;
    }
    if (options.onProgress && (i + 1) % 1000 === 0) options.onProgress(i + 1);
  }
  report.slowest = [...timeByRoute]
    .map(([name, ms]): [string, number] => [name, ms / Object.values(report.byRoute[name]).reduce((a, b) => a + b, 0)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  return report;
}

/** The report as lines: counts by status, then every failing route with its examples. */
export function formatReport(report: FuzzReport): string[] {
  const lines = [`fuzz: ${report.total} requests (seed ${report.seed}), ${report.failureCount} failures, ${report.sessionRenewals} session renewals`];
  lines.push(
    `  by status: ${Object.entries(report.byStatus)
      .map(([status, count]) => `${status} × ${count}`)
      .join(', ')}`,
  );
  lines.push(`  slowest routes: ${report.slowest.map(([route, ms]) => `${route} ${ms.toFixed(1)} ms`).join(', ')}`);
  const byRoute = new Map<string, FuzzFailure[]>();
  for (const failure of report.failures) byRoute.set(failure.route, [...(byRoute.get(failure.route) ?? []), failure]);
  for (const [route, failures] of byRoute) {
    lines.push(
      `  ${route}: ${Object.entries(report.byRoute[route] ?? {})
        .map(([s, c]) => `${s}×${c}`)
        .join(' ')}`,
    );
    for (const failure of failures) {
      lines.push(`    - ${failure.reason} (${failure.mutation})`, `      request: ${failure.request}`, `      answer: ${failure.status} ${failure.body}`);
      if (failure.stack) lines.push(...failure.stack.split('\n').map((line) => `      | ${line}`));
    }
  }
  return lines;
}

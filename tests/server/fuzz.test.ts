import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import type { Database } from '../../src/server/db/open-db';
import { openTestDatabase } from './support/test-database';
import { createFuzzTarget, faultOf, formatReport, runFuzz, type FuzzTarget } from './support/fuzz-runner';

/**
 * A bounded, seeded run of the fuzz suite: every route of the OpenAPI document gets mutated
 * paths, queries, list parameters, bodies, content types and headers, as the Super Admin in the
 * tax project (so requests pass authorization) and sometimes unauthenticated. No answer may be a
 * 5xx, leak a stack or a source path, or be an error outside the envelope. `npm run bench` runs
 * the long version. FUZZ_SEED and FUZZ_REQUESTS replay or widen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_701);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3_000);

let database: Database;
let target: FuzzTarget;
beforeAll(async () => {
  database = await openTestDatabase();
  target = await createFuzzTarget(database);
});
afterAll(async () => {
  await target.close();
  await database.close();
});

describe('fuzzing every route of the OpenAPI document', () => {
  it(`answers ${REQUESTS} mutated requests without a 5xx, a stack trace or a bare error`, async () => {
    const report = await runFuzz(target, { seed: SEED, requests: REQUESTS, otherProjectKey: HEALTH_PROJECT_KEY });
    const lines = formatReport(report);
    console.log((report.failureCount ? lines : lines.slice(0, 3)).join('\n'));
    expect(report.total).toBe(REQUESTS);
    // A run where nearly everything bounced off authentication would prove nothing about the routes.
    const rejectedBySession = (report.byStatus[401] ?? 0) / report.total;
    expect(rejectedBySession).toBeLessThan(0.25);
    expect(Object.keys(report.byStatus).filter((s) => Number(s) < 300).length).toBeGreaterThan(0);
    expect(report.failures.map((f) => `${f.route}: ${f.reason} (${f.mutation})`)).toEqual([]);
  }, 180_000);

  it('recognises the answers it must refuse', () => {
    const envelope = JSON.stringify({ error: true, responseMessage: 'The request is not valid.', errorCode: 'BAD_REQUEST', details: [] });
    expect(faultOf({ statusCode: 400, body: envelope })).toBeUndefined();
    expect(faultOf({ statusCode: 200, body: '{"error":false,"data":[]}' })).toBeUndefined();
    expect(faultOf({ statusCode: 500, body: envelope })).toBe('status 500');
    expect(faultOf({ statusCode: 400, body: '{"error":"Bad Request","code":"FST_ERR_BAD_URL","statusCode":400}' })).toBe('error answer outside the envelope');
    expect(faultOf({ statusCode: 415, body: 'Unsupported Media Type' })).toBe('error answer that is not JSON');
    expect(faultOf({ statusCode: 400, body: 'Error: boom\n    at parse (/app/src/server/x.ts:12:5)' })).toBe('stack trace or source path in the body');
    expect(faultOf({ statusCode: 409, body: '{"message":"at Object.<anonymous> (node_modules/pg/lib/client.js:1:1)"}' })).toBe(
      'stack trace or source path in the body',
    );
  });
});

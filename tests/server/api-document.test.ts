import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../../src/server/routes/api-document';
import { createTestApp, type TestApp } from './support/test-app';

type Operation = { operationId?: string; description?: string; tags?: string[] };
type ApiDocument = { openapi: string; tags: { name: string; description: string }[]; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: ApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })));

describe('the API document a client generator reads', () => {
  it('is OpenAPI 3.1, the version whose schemas are the JSON Schema 2020-12 the routes are written in', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('names every operation once, with a family declared in the document and a one-line description', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(250);
    const ids = all.map((operation) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = new Set(document.tags.map((tag) => tag.name));
    expect(document.tags.filter((tag) => !tag.description)).toEqual([]);
    expect(all.filter((operation) => operation.tags?.length !== 1 || !declared.has(operation.tags[0])).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(all.filter((operation) => !operation.description || operation.description.includes('\n')).map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('has one family per name: the tax notes live under /api/taxNote only', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path.startsWith('/api/tax-note'))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['/api/taxNote/notes', '/api/taxNote/recoverment', '/api/taxNote/clearances', '/api/taxNote/call-center']));
  });

  it('derives operation names from the method and the path', () => {
    expect(operationIdOf('GET', '/api/taxNote/notes/:key')).toBe('getTaxNoteNotesByKey');
    expect(operationIdOf('POST', '/api/project/period-closes/{month}/reopen-request')).toBe('postProjectPeriodClosesByMonthReopenRequest');
    expect(document.paths['/api/payment/receipts/{receiptNumber}'].get.operationId).toBe('getPaymentReceiptsByReceiptNumber');
  });

  it("passes Spectral's OpenAPI ruleset with no error", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'api-document-'));
    try {
      writeFileSync(join(folder, 'openapi.json'), JSON.stringify(document));
      const results = join(folder, 'results.json');
      // Spectral exits 1 when it finds an error; the results file says which.
      await promisify(execFile)('node_modules/.bin/spectral', [
        'lint',
        '--ruleset',
        '.spectral.yaml',
        '--format',
        'json',
        '--output',
        results,
        join(folder, 'openapi.json'),
      ]).catch(() => undefined);
      const found = JSON.parse(readFileSync(results, 'utf8')) as { code: string; severity: number; path: string[]; message: string }[];
      expect(found.filter((result) => result.severity === 0).map((r) => `${r.code} ${r.path.join('/')}: ${r.message}`)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});

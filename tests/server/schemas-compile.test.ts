import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from './support/test-app';
import { compileEverySchema, createValidators, deferredSchemas, installValidation } from '../../src/server/plugins/validation';

/**
 * Route schemas and response serializers are compiled at each route's first request, not at
 * start (validation.ts): this is where a schema Ajv or fast-json-stringify refuses is still found
 * before any client meets it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('route schemas compiled on first use', () => {
  it('every schema of every route compiles', () => {
    expect(compileEverySchema(t.app)).toBeGreaterThan(200);
    expect(compileEverySchema(t.app)).toBe(0);
  });

  it('a schema Ajv refuses is found without calling its route', async () => {
    const app = Fastify();
    installValidation(app, createValidators());
    app.post('/broken', { schema: { body: { type: 'object', properties: { n: { type: 'number', minimun: 1 } } } } }, async () => ({}));
    await app.ready();
    expect(() => compileEverySchema(app)).toThrow(/minimun/);
    await app.close();
  });

  it('a response schema the serializer refuses is found without calling its route', async () => {
    const deferred = deferredSchemas();
    const app = Fastify(deferred.fastifyOptions);
    installValidation(app, createValidators(), deferred);
    app.get('/broken', { schema: { response: { 200: { $ref: 'nowhere#/thing' } } } }, async () => ({}));
    await app.ready();
    expect(() => compileEverySchema(app)).toThrow(/nowhere/);
    await app.close();
  });

  it('answers through its response schema: shared schemas resolved, unlisted fields left out', async () => {
    const deferred = deferredSchemas();
    const app = Fastify(deferred.fastifyOptions);
    installValidation(app, createValidators(), deferred);
    app.addSchema({ $id: 'amount', type: 'object', properties: { value: { type: 'integer' }, currency: { type: 'string' } } });
    const response = { 200: { type: 'object', properties: { total: { $ref: 'amount#' } } } };
    app.get('/total', { schema: { response } }, async () => ({ total: { value: 1250, currency: 'USD', internal: 'x' }, secret: 'y' }));
    expect((await app.inject({ method: 'GET', url: '/total' })).json()).toEqual({ total: { value: 1250, currency: 'USD' } });
    await app.close();
  });

  it('still answers a bad body with 400, and coerces a query string', async () => {
    const app = Fastify();
    installValidation(app, createValidators());
    app.post('/n', { schema: { body: { type: 'object', required: ['n'], properties: { n: { type: 'number' } } } } }, async (request) => request.body);
    app.get('/q', { schema: { querystring: { type: 'object', properties: { n: { type: 'number' } } } } }, async (request) => request.query);
    const bad = await app.inject({ method: 'POST', url: '/n', payload: { n: 'one' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('must be number');
    expect((await app.inject({ method: 'POST', url: '/n', payload: { n: 1 } })).json()).toEqual({ n: 1 });
    expect((await app.inject({ method: 'GET', url: '/q?n=2' })).json()).toEqual({ n: 2 });
    await app.close();
  });
});

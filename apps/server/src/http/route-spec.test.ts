import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './errors.js';
import { routeSpec } from './route-spec.js';

const named = routeSpec({
  tag: 'Test', summary: 'A body with a name',
  body: z.strictObject({ name: z.string().trim().min(1, { message: 'INVALID_NAME' }).optional(), count: z.number().int().optional() }),
  query: z.object({ n: z.coerce.number().int().optional() }),
});
const other = routeSpec({ tag: 'Test', summary: 'Another', body: z.object({ other: z.string() }) });

async function testApp() {
  const app = Fastify();
  registerErrorHandling(app);
  app.post('/named', { config: { openapi: named } }, async (request) => ({ body: named.body(request), query: named.query(request) }));
  app.post('/prepared', { config: { openapi: named } }, async (request) => named.body(request, (raw) => ({ ...raw as object, count: 1 })));
  // Registered with one spec, reading through another: a programming error, never a silent mismatch.
  app.post('/mismatched', { config: { openapi: other } }, async (request) => named.body(request));
  await app.ready();
  return app;
}

describe('routeSpec', () => {
  it('parses the input with the schemas it declares (transforms and defaults applied)', async () => {
    const app = await testApp();
    const answer = await app.inject({ method: 'POST', url: '/named?n=3', payload: { name: ' Ann ' } });
    expect(answer.json()).toEqual({ body: { name: 'Ann' }, query: { n: 3 } });
  });

  it('answers bad input as parseInput does: a catalogue code, an unknown parameter, a bad one; no body is {}', async () => {
    const app = await testApp();
    const code = await app.inject({ method: 'POST', url: '/named', payload: { name: ' ' } });
    expect([code.statusCode, code.json()]).toEqual([400, { Error: 'Invalid name parameter', code: 'INVALID_NAME' }]);
    const unknown = await app.inject({ method: 'POST', url: '/named', payload: { colour: 'red' } });
    expect(unknown.json()).toEqual({ Error: 'Unknown parameter: colour', code: 'BAD_REQUEST' });
    const bad = await app.inject({ method: 'POST', url: '/named', payload: { count: 1.5 } });
    expect(bad.json()).toEqual({ Error: 'Invalid count parameter', code: 'BAD_REQUEST' });
    const none = await app.inject({ method: 'POST', url: '/named' });
    expect(none.json()).toEqual({ body: {}, query: {} });
  });

  it('runs prepare on the raw body first', async () => {
    const app = await testApp();
    expect((await app.inject({ method: 'POST', url: '/prepared', payload: {} })).json()).toEqual({ count: 1 });
  });

  it('refuses to read a route\'s input through a spec the route was not registered with', async () => {
    const app = await testApp();
    const answer = await app.inject({ method: 'POST', url: '/mismatched', payload: { other: 'x' } });
    expect([answer.statusCode, answer.json().code]).toEqual([500, 'INTERNAL']);
  });
});

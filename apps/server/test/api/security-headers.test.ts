import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/http/security-headers.js';
import { startServer, type TestServer } from '../harness.js';

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server.close(); });

describe('security headers', () => {
  it.each([
    ['a success', 'GET', '/healthz'],
    ['a 401', 'GET', '/me'],
    ['a 404', 'GET', '/nothing/here'],
    ['a 400', 'POST', '/login'],
  ])('are on %s', async (_label, method, path) => {
    const answer = await server.request(method, path, method === 'POST' ? { body: {} } : {});
    for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers.get(name), name).toBe(value);
  });

  it('include nosniff and frame protection (the ones browsers act on most)', () => {
    expect(securityHeaders['x-content-type-options']).toBe('nosniff');
    expect(securityHeaders['x-frame-options']).toBe('SAMEORIGIN');
  });
});

import type { FastifyInstance } from 'fastify';

/**
 * The headers helmet sets with its defaults, computed once (@fastify/helmet rebuilt its middleware on every request,
 * a third of the cost of a cheap route). The Content-Security-Policy goes on the HTML page (web/page-policy.ts); a
 * JSON answer runs no script. Nothing may frame the app.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * API answers carry tokens and account data, which no browser or proxy cache may keep (a shared computer's disk, a
 * back button after sign-out). Only files of the web build set a cache lifetime of their own (web/static.ts).
 */
const apiCacheControl = 'no-store';

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders).header('cache-control', apiCacheControl);
  });
}

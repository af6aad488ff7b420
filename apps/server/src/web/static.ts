import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '@taskhub/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  contentSecurityPolicy, inlineScriptsOf, newNonce, pageWithErrorReporting, pageWithOnboardingSession, pageWithStyleNonce,
} from './page-policy.js';

/**
 * Serves the built web app: files of the build as they are, any other page address as index.html (the app routes
 * itself) with the page's Content-Security-Policy; API misses stay JSON 404s. Unknown addresses never reach the auth
 * guard, so these need no token. Files of the build may be cached (`/assets/` for good: their names change with their
 * content); every other answer, the page too (a style nonce per answer), keeps the `no-store` of security-headers.ts.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const root = distDir && existsSync(path.join(distDir, 'index.html')) ? path.resolve(distDir) : undefined;
  if (root) await app.register(fastifyStatic, { root, serve: false });
  const { config } = app.ctx;
  const built = root && readFileSync(path.join(root, 'index.html'), 'utf8');
  const page = built && pageWithOnboardingSession(pageWithErrorReporting(built, config.errorReporting), config.onboardingSessionUrl);
  const policy = {
    publicUrl: config.publicUrl,
    inlineScripts: page ? inlineScriptsOf(page) : [],
    captcha: Boolean(config.captcha.siteKey),
    googleSignIn: Boolean(config.google.clientId),
    // Reports go to the DSN's origin, and there only when one is configured.
    connectOrigins: [...config.webApiOrigins, ...(config.errorReporting ? [config.errorReporting.origin] : [])],
  };
  // Every answer of the page has a nonce of its own, in its policy and in its markup (page-policy.ts), so it is never
  // kept by a cache (the no-store of security-headers.ts stays).
  const sendPage = (reply: FastifyReply) => {
    const nonce = newNonce();
    return reply.header('content-security-policy', contentSecurityPolicy({ ...policy, styleNonce: nonce }))
      .type('text/html; charset=utf-8').send(pageWithStyleNonce(page || '', nonce));
  };

  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (root && isRead) {
      const pathname = decodeURIComponent(request.url.split('?')[0]!);
      const file = path.join(root, pathname);
      if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) {
        // The page asked for by its file name (/index.html) is the same page, under the same policy.
        if (file === path.join(root, 'index.html')) return sendPage(reply);
        // Another page of the build (none today) adds no style of its own: the policy without a nonce.
        if (path.extname(file) === '.html') reply.header('content-security-policy', contentSecurityPolicy(policy));
        const immutable = pathname.startsWith('/assets/');
        return reply.sendFile(pathname.slice(1), { maxAge: immutable ? '365d' : 0, immutable });
      }
      if (!path.extname(pathname) && request.headers.accept?.includes('text/html')) return sendPage(reply);
    }
    return reply.status(404).send(new AppError('NOT_FOUND').toBody());
  });
}

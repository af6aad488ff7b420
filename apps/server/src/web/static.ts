import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, inlineScriptsOf } from './page-policy.js';

/**
 * Serves the built web app: files of the build as they are, any other page address as index.html (the app routes
 * itself) with the page's Content-Security-Policy; API misses stay JSON 404s. Unknown addresses never reach the auth
 * guard, so these need no token. Files of the build may be cached (`/assets/` for good: their names change with their
 * content); every other answer keeps the `no-store` of security-headers.ts.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const root = distDir && existsSync(path.join(distDir, 'index.html')) ? path.resolve(distDir) : undefined;
  if (root) await app.register(fastifyStatic, { root, serve: false });
  const { config } = app.ctx;
  const pagePolicy = root && contentSecurityPolicy({
    publicUrl: config.publicUrl,
    inlineScripts: inlineScriptsOf(readFileSync(path.join(root, 'index.html'), 'utf8')),
    captcha: Boolean(config.captcha.siteKey),
    connectOrigins: config.webApiOrigins,
  });

  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (root && isRead) {
      const pathname = decodeURIComponent(request.url.split('?')[0]!);
      const file = path.join(root, pathname);
      if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) {
        const immutable = pathname.startsWith('/assets/');
        // The page asked for by its file name (/index.html) is the same page, under the same policy.
        if (path.extname(file) === '.html') reply.header('content-security-policy', pagePolicy);
        return reply.sendFile(pathname.slice(1), { maxAge: immutable ? '365d' : 0, immutable });
      }
      if (!path.extname(pathname) && request.headers.accept?.includes('text/html')) {
        return reply.header('content-security-policy', pagePolicy).sendFile('index.html', { maxAge: 0 });
      }
    }
    return reply.status(404).send(new AppError('NOT_FOUND').toBody());
  });
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type pino from 'pino';
import { AccountCache } from './auth/account-cache.js';
import { BoardCardsCache } from './boards/board-cards.js';
import { checkEmailRoutes } from './auth/check-email.js';
import { logInRoutes } from './auth/log-in.js';
import { passwordResetRoutes } from './auth/password-reset.js';
import { sessionRoutes } from './auth/session-routes.js';
import { signUpRoutes } from './auth/sign-up.js';
import type { Config } from './config/config.js';
import type { AppContext, RegisteredRoute } from './context.js';
import { openDatabase } from './db/database.js';
import { healthRoutes } from './health/routes.js';
import { registerAuthGuard } from './http/auth-guard.js';
import { registerErrorHandling } from './http/errors.js';
import { frameworkErrors, registerInputGuards } from './http/input-guards.js';
import { proxyTrust, registerClientAddress } from './http/client-address.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { dropStalledBodies, requestTimeouts } from './http/timeouts.js';
import { loggerOptions } from './logging.js';
import { createMailer } from './mail/mailer.js';
import { Outbox } from './outbox/outbox.js';
import { createSmsSender } from './phone/sms.js';
import { MemoryCounterStore, RateLimiter, RedisCounterStore } from './security/rate-limiter.js';
import { RedisLink } from './redis/redis-link.js';
import { loadSecretKey } from './security/secret-key.js';
import { userRoutes } from './users/routes.js';
import { profilePictureRoutes } from './users/profile-picture-routes.js';
import { socialRoutes } from './auth/social/routes.js';
import { phoneRoutes } from './phone/routes.js';
import { messagingRoutes } from './messaging/routes.js';
import { subscriptionRoutes } from './subscriptions/routes.js';
import { experimentRoutes } from './experiments/routes.js';
import { calendarRoutes } from './calendar/routes.js';
import { syncApiRoutes } from './sync/routes.js';
import { registerWebApp } from './web/static.js';
import { registerRealtime } from './realtime/index.js';
import { commentRoutes } from './comments/routes.js';
import { realtimeRoutes } from './realtime/routes.js';
import { attachmentRoutes } from './attachments/routes.js';
import { buildChannels } from './reminders/channels.js';
import { startReminderScheduler } from './reminders/scheduler.js';
import { pushRoutes } from './push/routes.js';
import { testClockRoutes } from './testing/routes.js';
import { exportRoutes } from './data-export/routes.js';
import { calendarFeedRoutes } from './data-export/calendar-feed.js';
import { importRoutes } from './data-import/routes.js';
import { workspaceRoutes } from './workspaces/routes.js';
import { sharedListRoutes } from './shared-lists/routes.js';
import { assignmentRoutes } from './shared-lists/assignment.js';
import { boardRoutes } from './boards/routes.js';
import { loadTemplates } from './templates/catalogue.js';
import { templateRoutes } from './templates/routes.js';
import { openApiRoutes } from './openapi/routes.js';
import { TestClock } from './testing/test-clock.js';

/** Memory for the cards of recently opened boards (a board of 5,000 cards holds ~5.6 MB). */
const boardCardsCacheBytes = 64 * 1024 * 1024;

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Every capability's routes; each file registers its own paths. */
const routeModules = [
  healthRoutes, signUpRoutes, logInRoutes, checkEmailRoutes, passwordResetRoutes, sessionRoutes, userRoutes, profilePictureRoutes,
  socialRoutes, phoneRoutes, messagingRoutes, subscriptionRoutes, experimentRoutes, calendarRoutes,
  realtimeRoutes, attachmentRoutes, syncApiRoutes, pushRoutes, exportRoutes, calendarFeedRoutes, importRoutes,
  workspaceRoutes, sharedListRoutes, assignmentRoutes, boardRoutes, templateRoutes, commentRoutes, openApiRoutes,
];

export interface BuildOptions {
  /** Replaces Date.now (tests move time forward). */
  now?: () => number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Opens the database and outside services from the config and answers a ready (not yet listening) server. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimitBytes,
    ...requestTimeouts(config.requestTimeoutMs, config.requestIdleTimeoutMs),
    trustProxy: proxyTrust(config.trustProxy),
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  const log = app.log as unknown as pino.Logger;
  const testClock = config.testClock ? new TestClock(options.now) : undefined;
  if (testClock) log.warn('TEST_CLOCK is on: anyone can move this server\'s time through /api/test/clock (tests only)');
  const now = testClock?.now ?? options.now ?? Date.now;
  // Before anything opens: a bad template file stops the server at once, naming the file.
  const templates = loadTemplates();

  const database = await openDatabase({
    databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize, timeouts: config.databaseTimeouts, log,
  });
  const redis = config.redisUrl ? new RedisLink({ url: config.redisUrl, prefix: config.redisPrefix, log }) : undefined;
  await redis?.ready();
  const outbox = new Outbox(config.dataDir);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    redis,
    limiter: new RateLimiter(redis ? new RedisCounterStore(redis) : new MemoryCounterStore()),
    accountCache: new AccountCache({ ttlMs: config.accountCacheTtlSeconds * 1000, maxEntries: 50_000, now }),
    boardCards: new BoardCardsCache(boardCardsCacheBytes),
    mailer: createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, outbox, log }),
    sms: createSmsSender({ ...config.sms, outbox, log }),
    outbox,
    secretKey: await loadSecretKey(config.secretKey, config.dataDir),
    log,
    now,
    templates,
  };
  app.decorate('ctx', ctx);
  const realtime = await registerRealtime(app, { redis });
  // Any process's write to an account's rows reaches every process's cache (see auth/account-cache.ts).
  await database.listen('account_changed', {
    onMessage: (userId) => {
      ctx.accountCache.forget(userId);
      realtime.hub.sessionsChanged(userId);
    },
    onLost: () => ctx.accountCache.suspend(),
    onRestored: () => ctx.accountCache.resume(),
  });
  app.addHook('onClose', async () => {
    await database.close();
    redis?.disconnect();
  });

  registerInputGuards(app);
  dropStalledBodies(app, config.requestIdleTimeoutMs);
  registerClientAddress(app);
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  registerErrorHandling(app);
  registerAuthGuard(app);
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const { config } = route;
    for (const method of methods) {
      routes.push({ method, url: route.url, public: config?.public === true, signedLink: config?.signedLink === true, spec: config?.openapi });
    }
  });
  for (const routes of routeModules) await app.register(routes);
  if (testClock) await app.register(testClockRoutes(testClock));
  await registerWebApp(app, config.webDistDir ?? defaultWebDist);
  const reminders = startReminderScheduler(ctx, buildChannels(ctx), config.reminders.pollMs);
  // Before onClose closes the database: the round under way finishes (or its leased rows are retried later).
  app.addHook('preClose', async () => { await reminders.stop(); });
  return app;
}

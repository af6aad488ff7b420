import type { Logger } from 'pino';
import type { AccountCache } from './auth/account-cache.js';
import type { BoardCardsCache } from './boards/board-cards.js';
import type { Config } from './config/config.js';
import type { Database, DatabaseHandle } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { Outbox } from './outbox/outbox.js';
import type { SmsSender } from './phone/sms.js';
import type { TemplateFile } from '@taskhub/domain';
import type { RateLimiter } from './security/rate-limiter.js';
import type { RedisLink } from './redis/redis-link.js';
import type { RouteSpec } from './http/route-spec.js';
import type { ChangeEvent } from './realtime/change-bus.js';

/** Everything a route needs from the outside world, built once at start (see app.ts). */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  /** Shared counters and realtime events between processes, when REDIS_URL is set. */
  redis?: RedisLink;
  limiter: RateLimiter;
  accountCache: AccountCache;
  /** The cards of recently opened boards, checked against the database on every open (boards/board-cards.ts). */
  boardCards: BoardCardsCache;
  mailer: Mailer;
  sms: SmsSender;
  outbox: Outbox;
  secretKey: string;
  log: Logger;
  now(): number;
  /** The built-in board templates (templates/catalogue.ts), read and checked at start. */
  templates: readonly TemplateFile[];
  /** Told after every committed sync write (sync/write.ts), so realtime can tell the devices that see it. */
  changes?: { publish(event: ChangeEvent): void };
}

/** The signed-in caller of a request. */
export interface AuthSession {
  sessionId: string;
  userId: string;
}

/** A route as registered: for the OpenAPI document (openapi/document.ts) and the tests that check every route. */
export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** A signed link's query stands for the token (config.signedLink). */
  signedLink: boolean;
  /** Its spec (config.openapi): summary, tag and the schemas it reads its input with. */
  spec?: RouteSpec;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    registeredRoutes: readonly RegisteredRoute[];
  }
  interface FastifyRequest {
    auth: AuthSession | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a token; every other route answers 401 without one. */
    public?: boolean;
    /** A `signature` in the query stands for the token: the route checks the signed link itself (download links). */
    signedLink?: boolean;
    /** The route checks the text of its body item by item (http/input-guards.ts), not the edge. */
    checksItemsAlone?: boolean;
    /**
     * The route forgets the caller's cached account itself when it wrote the account's rows (the sync push, which
     * rarely does): the answer then does not, so the caller's next request, and its socket's next message, need no
     * session lookup.
     */
    forgetsAccountItself?: boolean;
  }
}

/** The caller of an authenticated route (the guard has run, so it is set). */
export function caller(request: { auth: AuthSession | null }): AuthSession {
  if (!request.auth) throw new Error('caller() used on a public route');
  return request.auth;
}

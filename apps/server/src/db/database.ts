import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import { ChangeListener, type ListenHandlers } from './change-listener.js';
import * as schema from './schema.js';

export type { ListenHandlers } from './change-listener.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Answers when the database is reachable, and rejects after timeoutMs when it does not answer; used by /healthz. */
  ping(timeoutMs: number): Promise<void>;
  /**
   * Calls onMessage with the payload of each NOTIFY on the channel, from any process. onLost is called when the
   * listening connection drops (notifications may be missed from then on), onRestored once it listens again.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: the advisory lock that keeps two server processes from migrating at once. */
const migrationLockKey = 727_114_001;

export interface DatabaseTimeouts {
  /** Connecting, or waiting for a free connection of the pool. */
  connectMs: number;
  /** One statement; the database cancels it past this (statement_timeout), and the client stops waiting soon after. */
  statementMs: number;
}

const defaultTimeouts: DatabaseTimeouts = { connectMs: 5000, statementMs: 10_000 };

/** How much longer than statement_timeout the client waits: the database's own cancel, with its clear error, comes first. */
const clientTimeoutMarginMs = 1000;

/** Opens PostgreSQL (server when a URL is given, embedded PGlite under dataDir otherwise) and runs the migrations. */
export async function openDatabase(options: {
  databaseUrl?: string; dataDir: string; poolSize?: number; timeouts?: DatabaseTimeouts; log?: Logger;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.timeouts ?? defaultTimeouts, options.log ?? pino({ level: 'silent' }))
    : openPglite(path.join(options.dataDir, 'pglite'));
}

/** Rejects after ms unless the promise settled first. */
function withDeadline<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new Error(message)), ms); });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

async function openPglite(directory: string): Promise<DatabaseHandle> {
  await mkdir(directory, { recursive: true });
  const client = await PGlite.create(directory);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: (timeoutMs) => withDeadline(client.query('select 1').then(() => undefined), timeoutMs, 'timeout expired'),
    listen: async (channel, handlers) => { await client.listen(channel, handlers.onMessage); },
    close: () => client.close(),
  };
}

/**
 * A pool connection that is dropped when a query outlives query_timeout. pg only stops waiting: the unanswered query
 * would stay ahead of every later one on that connection, and the pool would hand the stalled connection out again.
 */
class FailFastClient extends pg.Client {
  override query(...args: unknown[]): never {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: Error | null, result: unknown) => { this.dropIfTimedOut(error); last(error, result); };
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch((error: unknown) => this.dropIfTimedOut(error));
    return result as never;
  }

  private dropIfTimedOut(error: unknown) {
    if (error instanceof Error && error.message === 'Query read timeout') this.connection.stream.destroy();
  }
}

async function openPostgres(url: string, poolSize: number, timeouts: DatabaseTimeouts, log: Logger): Promise<DatabaseHandle> {
  // Migrations run on a connection of their own, without the statement timeout: building an index on a large table,
  // or waiting for another process to finish migrating (the advisory lock), may rightly take longer.
  const migrator = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await migrator.end().catch(() => undefined);
  }
  // A stalled database fails requests within about connectMs + statementMs instead of holding them.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: FailFastClient,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + clientTimeoutMarginMs,
    keepAlive: true,
  });
  // An idle connection the server ends (restart, failover) is replaced on the next query; it must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  const listeners: ChangeListener[] = [];
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: (timeoutMs) => withDeadline(pool.query('select 1').then(() => undefined), timeoutMs, 'timeout expired'),
    listen: async (channel, handlers) => {
      const listener = new ChangeListener({ url, channel, connectTimeoutMs: timeouts.connectMs, log }, handlers);
      await listener.start();
      listeners.push(listener);
    },
    close: async () => {
      await Promise.all(listeners.map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

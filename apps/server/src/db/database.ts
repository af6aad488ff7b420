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
import { openPool, type DatabaseTimeouts } from './pool.js';
import * as schema from './schema.js';

export type { ListenHandlers } from './change-listener.js';
export type { DatabaseTimeouts } from './pool.js';

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

const defaultTimeouts: DatabaseTimeouts = { connectMs: 5000, statementMs: 10_000, lockMs: 5000 };

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
  const pool = openPool(url, poolSize, timeouts, log);
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

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
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface ListenHandlers {
  onMessage(payload: string): void;
  onLost(): void;
  onRestored(): void;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Answers when the database is reachable; used by /healthz. */
  ping(): Promise<void>;
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

/** Opens PostgreSQL (server when a URL is given, embedded PGlite under dataDir otherwise) and runs the migrations. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(path.join(options.dataDir, 'pglite'));
}

async function openPglite(directory: string): Promise<DatabaseHandle> {
  await mkdir(directory, { recursive: true });
  const client = await PGlite.create(directory);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => { await client.query('select 1'); },
    listen: async (channel, handlers) => { await client.listen(channel, handlers.onMessage); },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (restart, failover) is replaced on the next query; it must not crash the process.
  pool.on('error', () => undefined);
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema });
  const listeners: pg.Client[] = [];
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => { await pool.query('select 1'); },
    listen: async (channel, handlers) => {
      const connect = async (): Promise<void> => {
        const client = new pg.Client({ connectionString: url });
        client.on('notification', (message) => { if (message.channel === channel) handlers.onMessage(message.payload ?? ''); });
        client.on('error', () => undefined);
        client.on('end', () => {
          const index = listeners.indexOf(client);
          if (index >= 0) listeners.splice(index, 1);
          if (!closed) reconnect();
        });
        await client.connect();
        listeners.push(client);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      };
      const reconnect = () => {
        handlers.onLost();
        setTimeout(() => { connect().then(handlers.onRestored, reconnect); }, 1000).unref();
      };
      await connect();
    },
    close: async () => {
      closed = true;
      await Promise.all(listeners.map((client) => client.end()));
      await pool.end();
    },
  };
}

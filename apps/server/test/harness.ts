import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { mailText } from './fakes/smtp.js';
import { loadConfig } from '../src/config/config.js';

export const testDb = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as X-Anydo-Auth. */
  token?: string;
  headers?: Record<string, string>;
  /** A raw body sent as is (with its own content-type header). */
  raw?: string;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  dataDir: string;
  clock: { now(): number; advance(ms: number): void };
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiAnswer<T>>;
  /** Stops the server and deletes its data; with keepData the data stays for a server started with `restartFrom`. */
  close(options?: { keepData?: boolean }): Promise<void>;
  /** What a later server needs to start on the same data. */
  stored: StoredData;
}

interface StoredData {
  dataDir: string;
  database: { url?: string; drop(): Promise<void> };
}

interface StartOptions {
  logStream?: { write(line: string): void };
  /** Starts on the data a closed server kept, as a restart of the same installation would. */
  restartFrom?: StoredData;
  /** Another server's clock: two processes side by side, or a restart that keeps the time the test moved to. */
  clock?: TestServer['clock'];
  /** Rewrites the database address the server uses (to reach PostgreSQL through a proxy); the test still drops it. */
  databaseUrl?: (url: string) => string;
}

/** A database of its own for one test server: a copy of the migrated template (PGlite) or a new database (PostgreSQL). */
async function prepareDatabase(dataDir: string): Promise<{ url?: string; drop(): Promise<void> }> {
  if (testDb === 'pglite') {
    await cp(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
    return { drop: async () => undefined };
  }
  const name = `taskhub_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Starts a real server on a free port with its own database; env overrides the test defaults. */
export async function startServer(env: Record<string, string | undefined> = {}, options: StartOptions = {}): Promise<TestServer> {
  const dataDir = options.restartFrom?.dataDir ?? await mkdtemp(path.join(os.tmpdir(), 'taskhub-test-'));
  const database = options.restartFrom?.database ?? await prepareDatabase(dataDir);
  let offset = 0;
  const clock = options.clock ?? { now: () => Date.now() + offset, advance: (ms: number) => { offset += ms; } };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url && options.databaseUrl ? options.databaseUrl(database.url) : database.url,
    DATABASE_POOL_SIZE: '4',
    REDIS_PREFIX: inject('redisPrefix'),
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const app = await buildApp(config, { now: clock.now, logStream: options.logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    app,
    dataDir,
    clock,
    async request(method, requestPath, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers['x-anydo-auth'] = options.token;
      let body: string | undefined = options.raw;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(url + requestPath, { method, headers, body, redirect: 'manual' });
      const text = await response.text();
      let parsed: unknown = text;
      try { parsed = text ? JSON.parse(text) : undefined; } catch { /* not JSON: keep the text */ }
      return { status: response.status, body: parsed as any, headers: response.headers };
    },
    stored: { dataDir, database },
    async close(closeOptions = {}) {
      await app.close();
      if (closeOptions.keepData) return;
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** A fresh, unique email for a test account. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * The outbox mail to an address (no SMTP configured) whose decoded body matches; mails are written after the answer,
 * so this polls briefly.
 */
export async function outboxMail(server: Pick<TestServer, 'dataDir'>, email: string, matching: RegExp = /./): Promise<string> {
  const directory = path.join(server.dataDir, 'outbox');
  const deadline = Date.now() + 5000;
  for (;;) {
    const names = await readdir(directory).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const raw = await readFile(path.join(directory, name), 'utf8');
      if (new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm').test(raw) && matching.test(mailText(raw))) return raw;
    }
    if (Date.now() > deadline) throw new Error(`no outbox mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Signs a new account up and answers its token and credentials. */
export async function signUp(server: TestServer, overrides: Record<string, unknown> = {}) {
  const email = (overrides.username as string | undefined) ?? uniqueEmail();
  const password = (overrides.password as string | undefined) ?? 'correct horse battery';
  const answer = await server.request('POST', '/user', {
    body: { name: 'Test User', username: email, password, client_id: `client-${randomBytes(4).toString('hex')}`, ...overrides },
  });
  if (answer.status !== 200) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token: answer.body.auth_token as string, email, password, answer };
}

/** One server and one signed-up account for a whole test file, started before its tests and closed after them. */
export function signedInServer(env: Record<string, string | undefined> = {}) {
  const state = {} as { server: TestServer; token: string };
  beforeAll(async () => {
    state.server = await startServer(env);
    ({ token: state.token } = await signUp(state.server));
  });
  afterAll(async () => { await state.server.close(); });
  return state;
}

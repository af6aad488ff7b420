import pg from 'pg';
import type { Logger } from 'pino';
import { CircuitBreaker } from './circuit-breaker.js';
import { DatabaseRefusedError, databaseUnavailableReason } from './errors.js';

export interface DatabaseTimeouts {
  /** Connecting, or waiting for a free connection of the pool. */
  connectMs: number;
  /** One statement; the database cancels it past this (statement_timeout), and the client stops waiting soon after. */
  statementMs: number;
  /** Waiting for a row lock (lock_timeout): shorter than statementMs, so a busy row is told apart from a dead database. */
  lockMs: number;
}

/** How much longer than statement_timeout the client waits: the database's own cancel, with its clear error, comes first. */
const clientTimeoutMarginMs = 1000;

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * The pool's connections: each connection attempt asks the breaker first, and tells it how it went; a connection
 * whose query outlived query_timeout is dropped. pg only stops waiting: the unanswered query would stay ahead of every
 * later one on that connection, and the pool would hand the stalled connection out again.
 */
function failFastClient(breaker: CircuitBreaker) {
  return class FailFastClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): void;
    override connect(given?: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): Promise<pg.Client> | void {
      const callback = given as ((error: Error | null, client?: pg.Client) => void) | undefined;
      const admission = breaker.admit();
      if (!admission) {
        const refused = new DatabaseRefusedError(breaker.refusedForMs());
        if (!callback) return Promise.reject(refused);
        process.nextTick(() => callback(refused));
        return;
      }
      const settle = (error: unknown) => {
        if (!error) breaker.succeeded();
        else if (databaseUnavailableReason(error)) breaker.failed(admission);
        else breaker.released(admission);
      };
      if (!callback) return super.connect().then((client) => { settle(undefined); return client; }, (error: unknown) => { settle(error); throw error; });
      super.connect((error: Error | null) => { settle(error); callback(error, this); });
    }

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
  };
}

/**
 * A pool that refuses at once (DatabaseRefusedError, answered 503) while its breaker is open, even when it still
 * holds idle connections: they were made before the outage and would only make the request wait for their timeout.
 */
export function openPool(url: string, poolSize: number, timeouts: DatabaseTimeouts, log: Logger): pg.Pool {
  const breaker = new CircuitBreaker(log);
  class GuardedPool extends pg.Pool {
    override connect(): Promise<pg.PoolClient>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
      const waitMs = breaker.refusedForMs();
      if (waitMs === 0) return callback ? super.connect(callback) : super.connect();
      const refused = new DatabaseRefusedError(waitMs);
      if (!callback) return Promise.reject(refused);
      process.nextTick(() => callback(refused, undefined, () => undefined));
    }
  }
  // A stalled database fails requests within about connectMs + statementMs instead of holding them.
  const pool = new GuardedPool({
    connectionString: url,
    max: poolSize,
    Client: failFastClient(breaker),
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    query_timeout: timeouts.statementMs + clientTimeoutMarginMs,
    keepAlive: true,
  });
  // An idle connection the server ends (restart, failover) is replaced on the next query; it must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

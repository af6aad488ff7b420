import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/** While Redis is marked away but its connection says ready (a stall), one command in this interval tries it again. */
const probeIntervalMs = 1000;

/**
 * Settings that make Redis fail fast instead of holding requests: no queue of commands while disconnected, a short
 * wait for each command and for connecting, and reconnects every few hundred milliseconds up to two seconds.
 */
const failFast: RedisOptions = {
  enableOfflineQueue: false,
  commandTimeout: 1000,
  connectTimeout: 2000,
  maxRetriesPerRequest: 0,
  retryStrategy: (times) => Math.min(100 * 2 ** times, 2000),
  // The change bus subscribes again itself on each ready, and then knows that events were lost in between.
  autoResubscribe: false,
};

/**
 * The process's Redis connection, its key prefix, and whether it is usable. Users of Redis (rate-limit counters, the
 * change bus) fall back to this process alone while it is away; the change of state is logged once each way, not per
 * request, and /healthz reports it.
 */
export class RedisLink {
  readonly client: Redis;
  private up = false;
  /** Whether the log last said Redis is away: each change is logged once. */
  private saidDown = false;
  private retryAt = 0;
  private probe?: NodeJS.Timeout;
  private readonly restoredListeners = new Set<() => void>();

  constructor(private readonly options: { url: string; prefix: string; log: Logger }) {
    this.client = new Redis(options.url, failFast);
    this.client.on('error', () => undefined);
    this.client.on('ready', () => this.setUp(true));
    this.client.on('close', () => this.setUp(false));
  }

  /** Prepended to every key and channel name. */
  get prefix(): string {
    return this.options.prefix;
  }

  get available(): boolean {
    return this.up;
  }

  /** Resolves once connected, or after timeoutMs: the server starts anyway, on its own counters until Redis comes. */
  async ready(timeoutMs = 2000): Promise<void> {
    if (this.up) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      this.client.once('ready', done);
      function done() { clearTimeout(timer); resolve(); }
    });
    if (!this.up) this.setUp(false);
  }

  /** A second connection with the same settings (a subscribed connection can do nothing else). */
  duplicate(): Redis {
    const client = this.client.duplicate();
    client.on('error', () => undefined);
    return client;
  }

  /** Called each time Redis is usable again after being away. */
  onRestored(listener: () => void): void {
    this.restoredListeners.add(listener);
  }

  /** Runs command on Redis when it is usable, else (or when it fails) answers fallback's result. */
  async run<T>(command: (redis: Redis) => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (this.client.status !== 'ready' || (!this.up && Date.now() < this.retryAt)) return fallback();
    try {
      const result = await command(this.client);
      this.setUp(true);
      return result;
    } catch {
      this.retryAt = Date.now() + probeIntervalMs;
      this.setUp(false);
      this.probeUntilBack();
      return fallback();
    }
  }

  disconnect(): void {
    clearInterval(this.probe);
    this.client.disconnect();
  }

  /**
   * A connection that stays open but stopped answering gives no event when it answers again: ask it now and then,
   * so the state (and /healthz) comes back without waiting for the next request.
   */
  private probeUntilBack() {
    if (this.probe) return;
    this.probe = setInterval(() => {
      if (this.up) {
        clearInterval(this.probe);
        this.probe = undefined;
      } else if (this.client.status === 'ready') {
        this.client.ping().then(() => this.setUp(true), () => undefined);
      }
    }, probeIntervalMs);
    this.probe.unref();
  }

  private setUp(up: boolean) {
    this.up = up;
    if (up !== this.saidDown) return;
    this.saidDown = !up;
    if (up) {
      this.options.log.info('Redis is back: rate limits and realtime events are shared again');
      for (const listener of this.restoredListeners) listener();
    } else this.options.log.warn('Redis is unavailable: rate limits are counted per process and realtime events stay in this process until it is back');
  }
}

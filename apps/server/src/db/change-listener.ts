import pg from 'pg';
import type { Logger } from 'pino';
import { retryDelayMs } from './backoff.js';

export interface ListenHandlers {
  onMessage(payload: string): void;
  onLost(): void;
  onRestored(): void;
}

/**
 * A connection that silently stalled gives no event, and notifications would be missed unseen: it is asked a trivial
 * query this often, and dropped (the reconnect loop then takes over) when the answer takes longer than connecting may.
 */
const checkEveryMs = 5000;

/**
 * One connection that LISTENs on a channel, and one reconnect loop when it drops: a single timer is pending at a
 * time and only a connection that did get to listen can start the loop again, so an outage costs a few attempts a
 * second at first and one every ~10 s later, and the listener comes back by itself once the database does.
 */
export class ChangeListener {
  private client?: pg.Client;
  private retryTimer?: NodeJS.Timeout;
  private checkTimer?: NodeJS.Timeout;
  private attempt = 0;
  private stopped = false;

  constructor(
    private readonly options: { url: string; channel: string; connectTimeoutMs: number; log: Logger },
    private readonly handlers: ListenHandlers,
  ) {}

  /** Listens once; a database that cannot be reached at start-up fails the start. */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.checkTimer);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.url, connectionTimeoutMillis: this.options.connectTimeoutMs, keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.channel === this.options.channel) this.handlers.onMessage(message.payload ?? '');
    });
    client.on('error', () => undefined);
    // Only the connection that is listening reports its end: a failed attempt is retried by the loop that made it.
    client.on('end', () => { if (this.client === client) this.lost(); });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.options.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.checkTimer = setInterval(() => this.check(client), checkEveryMs);
    this.checkTimer.unref();
  }

  private check(client: pg.Client) {
    const deadline = setTimeout(() => client.connection.stream.destroy(), this.options.connectTimeoutMs);
    client.query('select 1').then(() => clearTimeout(deadline), () => clearTimeout(deadline));
  }

  private lost(): void {
    this.client = undefined;
    clearInterval(this.checkTimer);
    if (this.stopped) return;
    this.options.log.warn({ channel: this.options.channel }, 'database listener lost its connection; reconnecting');
    this.handlers.onLost();
    this.attempt = 0;
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    const delay = retryDelayMs(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.connect().then(() => {
        if (this.stopped) return;
        this.options.log.info({ channel: this.options.channel, attempts: this.attempt }, 'database listener is back');
        this.handlers.onRestored();
      }, () => { if (!this.stopped) this.scheduleRetry(); });
    }, delay);
    this.retryTimer.unref();
  }
}

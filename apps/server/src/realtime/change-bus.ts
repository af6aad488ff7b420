import type { SyncModelName } from '@taskhub/domain';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';

/** A committed write: the scopes it touched, the models it wrote, and the change sequence value it took. */
export interface ChangeEvent {
  scopeIds: string[];
  models: SyncModelName[];
  lastUpdateDate: number;
}

type Listener = (event: ChangeEvent) => void;

const channel = 'taskhub:changes';

/** What another process may have published; anything else on the channel is dropped. */
const eventSchema = z.object({
  scopeIds: z.array(z.string().max(200)).max(1000),
  models: z.array(z.enum(['task', 'category', 'label', 'myDayEntry', 'attachment'])).max(10),
  lastUpdateDate: z.number(),
});

/**
 * Carries committed writes to the sockets of every server process (AppContext.changes). Without Redis there is one
 * process, so delivery is a function call; with Redis every process, this one included, hears the event on one
 * channel. Local listeners (byte clean-up after an attachment is deleted) run only in the process that wrote.
 */
export class ChangeBus {
  private readonly deliverers = new Set<Listener>();
  private readonly localListeners = new Set<Listener>();
  private subscriber?: Redis;

  constructor(private readonly options: { log: Logger; publisher?: Redis }) {}

  /** Subscribes to the shared channel (with Redis); resolves once events from other processes are heard. */
  async start(): Promise<void> {
    const publisher = this.options.publisher;
    if (!publisher) return;
    // A subscribed connection can do nothing else, so it is a second connection with the same settings.
    this.subscriber = publisher.duplicate();
    this.subscriber.on('message', (_channel: string, text: string) => this.receive(text));
    await this.subscriber.subscribe(channel);
  }

  async stop(): Promise<void> {
    this.subscriber?.disconnect();
  }

  /** Called with every event from any process (the socket hub). */
  onDeliver(listener: Listener): void {
    this.deliverers.add(listener);
  }

  /** Called with every event written by this process. */
  onLocalPublish(listener: Listener): void {
    this.localListeners.add(listener);
  }

  publish(event: ChangeEvent): void {
    if (event.scopeIds.length === 0 || event.models.length === 0) return;
    for (const listener of this.localListeners) this.safely(listener, event);
    const publisher = this.options.publisher;
    if (!publisher) return this.deliver(event);
    publisher.publish(channel, JSON.stringify(event)).catch((error: unknown) => {
      // The write is committed; the devices of this process at least hear of it, the others on their next sync.
      this.options.log.warn({ err: error }, 'realtime event not published to Redis');
      this.deliver(event);
    });
  }

  private receive(text: string) {
    let parsed: unknown;
    try { parsed = JSON.parse(text); } catch { return; }
    const event = eventSchema.safeParse(parsed);
    if (event.success) this.deliver(event.data);
  }

  private deliver(event: ChangeEvent) {
    for (const listener of this.deliverers) this.safely(listener, event);
  }

  private safely(listener: Listener, event: ChangeEvent) {
    try { listener(event); } catch (error) { this.options.log.error({ err: error }, 'realtime listener failed'); }
  }
}

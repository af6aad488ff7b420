import { syncModelNames, type SyncModelName } from '@taskhub/domain';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { RedisLink } from '../redis/redis-link.js';
import { carryLimits, type CarriedObject } from './carried-objects.js';

/** A committed write: the scopes it touched, the models it wrote, and the change sequence value it took. */
export interface ChangeEvent {
  scopeIds: string[];
  models: SyncModelName[];
  lastUpdateDate: number;
  /** People who joined or left a shared scope: their sockets re-read which scopes they hear before this is delivered. */
  rescopeUserIds?: string[];
  /** A small write's objects, each with its scope (carried-objects.ts): a socket gets those of the scopes it sees. */
  objects?: CarriedObject[];
}

type Listener = (event: ChangeEvent) => void;

const maxScopesPerEvent = 1000;

/** What another process may have published; anything else on the channel is dropped. The models are the registry's. */
const eventSchema = z.object({
  scopeIds: z.array(z.string().max(200)).max(maxScopesPerEvent),
  models: z.array(z.enum(syncModelNames as [SyncModelName, ...SyncModelName[]])).max(syncModelNames.length),
  lastUpdateDate: z.number(),
  rescopeUserIds: z.array(z.string().max(200)).max(maxScopesPerEvent).optional(),
  objects: z.array(z.object({
    scopeId: z.string().max(200),
    model: z.enum(syncModelNames as [SyncModelName, ...SyncModelName[]]),
    data: z.record(z.string(), z.unknown()),
  })).max(carryLimits.objects).optional(),
});

/** How long start() waits for the first subscription; past it the server starts and subscribes once Redis answers. */
const subscribeWaitMs = 2000;

/**
 * Carries committed writes to the sockets of every server process (AppContext.changes). Without Redis there is one
 * process, so delivery is a function call; with Redis every process, this one included, hears the event on one
 * channel. Local listeners (byte clean-up after an attachment is deleted) run only in the process that wrote.
 *
 * Redis may go away. Events this process could not publish meanwhile reach its own sockets at once and the other
 * processes' once Redis is back (as one event over the scopes written); events this process could not hear are lost,
 * so once it listens again every socket it holds is told to sync (onResync).
 */
export class ChangeBus {
  private readonly deliverers = new Set<Listener>();
  private readonly localListeners = new Set<Listener>();
  private readonly resyncListeners = new Set<(lastUpdateDate: number) => void>();
  private subscriber?: Redis;
  private readonly channel: string;
  /** Set when the subscription dropped: what was published until it is back was not heard. */
  private missed = false;
  /** Written here while Redis was away, not yet told to the other processes. */
  private unpublished?: ChangeEvent;
  private latest = 0;

  constructor(private readonly options: { log: Logger; link?: RedisLink; now: () => number }) {
    this.channel = `${options.link?.prefix ?? ''}changes`;
  }

  /** Subscribes to the shared channel (with Redis); resolves once events from other processes are heard, or soon after. */
  async start(): Promise<void> {
    const link = this.options.link;
    if (!link) return;
    link.onRestored(() => { void this.publishKept(); });
    // A subscribed connection can do nothing else, so it is a second connection with the same settings.
    const subscriber = (this.subscriber = link.duplicate());
    subscriber.on('message', (_channel: string, text: string) => this.receive(text));
    subscriber.on('close', () => { this.missed = true; });
    const subscribed = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, subscribeWaitMs);
      subscriber.on('ready', () => { void this.subscribe().then(() => { clearTimeout(timer); resolve(); }); });
    });
    await subscribed;
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

  /** Called when events from other processes may have been missed: every device should sync. */
  onResync(listener: (lastUpdateDate: number) => void): void {
    this.resyncListeners.add(listener);
  }

  publish(event: ChangeEvent): void {
    if (event.scopeIds.length === 0 || event.models.length === 0) return;
    this.latest = Math.max(this.latest, event.lastUpdateDate);
    for (const listener of this.localListeners) this.safely(listener, event);
    const link = this.options.link;
    if (!link) return this.deliver(event);
    void link.run((redis) => redis.publish(this.channel, JSON.stringify(event)), async () => {
      // The write is committed; the devices of this process hear of it now, the others' once Redis is back.
      this.deliver(event);
      this.keepUnpublished(event);
      return 0;
    });
  }

  private async subscribe(): Promise<void> {
    try {
      await this.subscriber!.subscribe(this.channel);
    } catch {
      return; // The connection dropped again; its next ready tries again.
    }
    await this.publishKept();
    if (!this.missed) return;
    this.missed = false;
    const lastUpdateDate = Math.max(this.options.now(), this.latest + 1);
    for (const listener of this.resyncListeners) {
      try { listener(lastUpdateDate); } catch (error) { this.options.log.error({ err: error }, 'realtime resync failed'); }
    }
  }

  /** Folds what could not be published into one event: an outage holds one entry per scope written, not per write. */
  private keepUnpublished(event: ChangeEvent) {
    const kept = this.unpublished;
    const scopeIds = [...new Set([...(kept?.scopeIds ?? []), ...event.scopeIds])];
    const models = [...new Set([...(kept?.models ?? []), ...event.models])];
    this.unpublished = { scopeIds, models, lastUpdateDate: Math.max(kept?.lastUpdateDate ?? 0, event.lastUpdateDate) };
  }

  private async publishKept() {
    const kept = this.unpublished;
    if (!kept || !this.options.link) return;
    this.unpublished = undefined;
    for (let start = 0; start < kept.scopeIds.length; start += maxScopesPerEvent) {
      const event = { ...kept, scopeIds: kept.scopeIds.slice(start, start + maxScopesPerEvent) };
      const sent = await this.options.link.run((redis) => redis.publish(this.channel, JSON.stringify(event)).then(() => true), async () => false);
      if (!sent) this.keepUnpublished(event);
    }
  }

  private receive(text: string) {
    let parsed: unknown;
    try { parsed = JSON.parse(text); } catch { return; }
    const event = eventSchema.safeParse(parsed);
    if (!event.success) return;
    this.latest = Math.max(this.latest, event.data.lastUpdateDate);
    this.deliver(event.data);
  }

  private deliver(event: ChangeEvent) {
    for (const listener of this.deliverers) this.safely(listener, event);
  }

  private safely(listener: Listener, event: ChangeEvent) {
    try { listener(event); } catch (error) { this.options.log.error({ err: error }, 'realtime listener failed'); }
  }
}

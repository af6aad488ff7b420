import { createObject, editObject, mergeObject, syncModelNames, type ChangedMessage, type IncomingItem, type SyncModelName, type SyncObject, type SyncRequest, type SyncResponse } from '@taskhub/domain';
import { afterIdle, afterPaint } from './after-paint.js';
import { recordChanges } from './map-lineage.js';
import { applyAnswer, applyCarried } from './apply-answer.js';
import { NetworkError, retryDelay } from './errors.js';
import { newObjectId } from './ids.js';
import { assertPushable, copyMap, emptyObjects, serverFieldsOfNew, toPushItem, type Loose, type ObjectMaps } from './local-state.js';
import { PendingQueue, pendingKey, type SentItem } from './pending-queue.js';
import { applyServerModels, emptyServerObjects, putServerObjects, serverObjectsOf, type ServerModelName, type ServerObject, type ServerObjects } from './server-models.js';
import type { LocalState, LocalStorageAdapter, ObjectStore, RealtimeSource, RefusedEdit, SyncSnapshot, SyncStatus, SyncTransport } from './types.js';

export interface SyncClientOptions {
  transport: SyncTransport;
  storage: LocalStorageAdapter;
  /** Without one, `connected` tells whether the last sync reached the server. */
  realtime?: RealtimeSource;
  now?: () => number;
  newId?: () => string;
  /** Most objects one request pushes (default 500); more go in further requests of the same sync. */
  pushBatchSize?: number;
  /** How long edits gather before they are pushed (default 75 ms). */
  pushDelayMs?: number;
  /**
   * How long after a realtime message whose carried objects were all applied the pull follows (default 1 s): the
   * change is on screen already, and the pull (which moves the cursor past it) need not compete with its render.
   */
  carriedPullDelayMs?: number;
  /** First retry after a failed sync (default 1 s), doubling up to `retryMaxMs` (default 30 s). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Failed syncs and storage writes, for error reporting (a 401 means the session ended). */
  onError?: (error: unknown) => void;
}

type Change = { model: SyncModelName; id: string };

/** The longest a save of what only the server sent waits for the browser's idle time. */
const idleSaveTimeoutMs = 1000;

/**
 * The local-first object store: edits apply at once and are saved locally, then pushed in the background; the
 * server's changes are pulled on start, on every realtime `changed` message and on reconnect, and merged with the
 * same per-field rule the server uses. One sync runs at a time; requests made meanwhile coalesce into one more.
 */
export class SyncClient implements ObjectStore {
  private readonly options: Required<Omit<SyncClientOptions, 'realtime' | 'onError'>> & Pick<SyncClientOptions, 'realtime' | 'onError'>;
  private objects: ObjectMaps = emptyObjects();
  private server: ServerObjects = emptyServerObjects();
  private pending = new PendingQueue();
  private cursor = 0;
  private status: SyncStatus = 'idle';
  private ready = false;
  private connected = false;
  private snapshot: SyncSnapshot;
  private readonly refusedListeners = new Set<(refused: RefusedEdit[]) => void>();
  private readonly listeners = new Set<() => void>();
  private readonly loaded: Promise<void>;
  private markLoaded: () => void = () => undefined;
  private started = false;
  private stopped = false;
  private loop: Promise<void> | undefined;
  private wanted = false;
  /** The newest change the server announced while a sync ran: pulled after it unless that sync already got it. */
  private announced = 0;
  /** The newest change whose objects a message carried (applied, not pulled yet). */
  private carriedUpTo = 0;
  private attempts = 0;
  private pushTimer: ReturnType<typeof setTimeout> | undefined;
  private pullTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private saving: Promise<void> = Promise.resolve();
  /** The changes of the save waiting to run, if one is waiting. */
  private unsaved: Change[] | undefined;
  /** Whether that save holds a local write (saved after the next paint) or only what the server sent (in idle time). */
  private unsavedUrgent = false;
  /** Ends the idle wait of the save about to run, if it is waiting for idle time. */
  private hurrySave: (() => void) | undefined;
  private disconnectRealtime: (() => void) | undefined;

  constructor(options: SyncClientOptions) {
    this.options = {
      now: Date.now, newId: newObjectId, pushBatchSize: 500, pushDelayMs: 75, carriedPullDelayMs: 1000, retryBaseMs: 1000, retryMaxMs: 30_000, ...options,
    };
    this.loaded = new Promise((resolve) => { this.markLoaded = resolve; });
    this.snapshot = this.buildSnapshot();
  }

  /** Loads the local state (then `ready` is true), connects realtime and starts a sync; resolves once loaded. */
  async start(): Promise<void> {
    if (this.started) return this.loaded;
    this.started = true;
    let state: LocalState | undefined;
    try {
      state = await this.options.storage.load();
    } catch (error) {
      this.options.onError?.(error);
    }
    if (state) this.adopt(state);
    this.ready = true;
    this.markLoaded();
    this.emit();
    if (this.stopped) return;
    this.disconnectRealtime = this.options.realtime?.connect({
      onChanged: (message) => this.onChanged(message),
      onConnected: (connected) => this.setConnected(connected),
    });
    void this.syncNow();
  }

  /** Stops syncing and realtime; resolves when the running sync and local writes are done. */
  async stop(): Promise<void> {
    this.stopped = true;
    // Never started: nothing will load, so the writes waiting for the load are dropped rather than wait forever.
    if (!this.started) this.markLoaded();
    clearTimeout(this.pushTimer);
    clearTimeout(this.pullTimer);
    clearTimeout(this.retryTimer);
    this.disconnectRealtime?.();
    this.disconnectRealtime = undefined;
    await this.whenIdle();
  }

  /** Resolves when no sync is running and every local write has reached storage. */
  async whenIdle(): Promise<void> {
    while (this.loop) await this.loop;
    this.hurry();
    await this.saving;
  }

  getSnapshot = (): SyncSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  /** Throws when the fields break the wire's rules (e.g. an empty list name), as the server would refuse them. */
  create<M extends SyncModelName>(model: M, fields: Partial<SyncObject<M>>): SyncObject<M> {
    const given = fields as Loose;
    const id = typeof given.id === 'string' && given.id ? given.id : this.options.newId();
    const made = createObject<Loose>(model, id, given, this.options.now());
    const object = { ...made, ...serverFieldsOfNew(model, id) } as unknown as SyncObject<M>;
    this.write(model, object);
    return object;
  }

  /** Throws, changing nothing, when the changes break the wire's rules. */
  edit<M extends SyncModelName>(model: M, id: string, changes: Partial<SyncObject<M>>): void {
    const current = this.objects[model][id];
    if (!current) return;
    this.write(model, editObject(model, current as unknown as Loose, changes as Loose, this.options.now()) as unknown as SyncObject<M>);
  }

  putServerObjects<M extends ServerModelName>(model: M, items: ServerObject<M>[], removed: string[] = []): void {
    this.server = putServerObjects(this.server, model, items, removed);
    this.save([], 'idle');
    this.emit();
  }

  /**
   * Starts a sync at once: with the local state loaded and no sync running, the request is sent before this returns
   * (a card dropped goes out before the drop's render runs).
   */
  syncNow(): Promise<void> {
    if (this.stopped) return this.loop ?? Promise.resolve();
    // This sync pushes everything pending and pulls: the timers waiting to do either have nothing left to do.
    clearTimeout(this.pushTimer);
    this.pushTimer = undefined;
    clearTimeout(this.pullTimer);
    this.pullTimer = undefined;
    this.wanted = true;
    this.loop ??= this.runLoop();
    return this.loop;
  }

  private write<M extends SyncModelName>(model: M, object: SyncObject<M>): void {
    assertPushable(model, object as SyncObject);
    const map = copyMap(this.objects[model] as Record<string, SyncObject>);
    map[object.id] = object as SyncObject;
    this.setObjects({ ...this.objects, [model]: map }, [{ model, id: object.id }]);
    this.pending.mark(model, object.id);
    this.save([{ model, id: object.id }]);
    this.emit();
    this.schedulePush();
  }

  /** Takes the stored state; objects written before it loaded stay, merged over their stored copies. */
  private adopt(state: LocalState): void {
    const objects = { ...emptyObjects(), ...state.objects } as Record<SyncModelName, Record<string, SyncObject>>;
    const pending = PendingQueue.from(state.pending);
    for (const { model, id } of this.pending.takeBatch(Number.POSITIVE_INFINITY, new Set())) {
      const local = this.objects[model][id] as SyncObject;
      const stored = objects[model][id];
      objects[model] = { ...objects[model], [id]: stored ? mergeObject<SyncObject>(model, stored, local as unknown as IncomingItem, this.options.now()).object : local };
      pending.mark(model, id);
    }
    this.objects = objects as ObjectMaps;
    this.pending = pending;
    this.cursor = state.cursor;
    // Kept over the stored copies: a REST answer put in before the load is newer than what was stored.
    const stored = serverObjectsOf(state.server);
    this.server = { board: { ...stored.board, ...this.server.board }, section: { ...stored.section, ...this.server.section } };
  }

  private async runLoop(): Promise<void> {
    try {
      // Once loaded, the first request leaves synchronously (no await before it).
      if (!this.ready) await this.loaded;
      while (!this.stopped) {
        if (this.announced > this.cursor) this.wanted = true;
        this.announced = 0;
        if (!this.wanted) break;
        this.wanted = false;
        if (!(await this.syncOnce())) break;
      }
    } finally {
      this.loop = undefined;
    }
  }

  /** Pushes every pending object (in batches) and pulls what changed since the cursor; false when it failed. */
  private async syncOnce(): Promise<boolean> {
    this.setStatus('syncing');
    const sent = new Set<string>();
    try {
      do {
        const batch = this.pending.takeBatch(this.options.pushBatchSize, sent);
        for (const item of batch) sent.add(pendingKey(item.model, item.id));
        const answer = await this.options.transport.sync(this.buildRequest(batch), this.cursor);
        this.receive(answer, batch);
      } while (!this.stopped && this.pending.takeBatch(1, sent).length > 0);
    } catch (error) {
      this.fail(error);
      return false;
    }
    this.attempts = 0;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    if (!this.options.realtime) this.connected = true;
    this.setStatus('idle');
    return true;
  }

  private buildRequest(batch: SentItem[]): SyncRequest {
    const items = Object.fromEntries(syncModelNames.map((model) => [model, [] as IncomingItem[]])) as Record<SyncModelName, IncomingItem[]>;
    for (const { model, id } of batch) {
      const object = this.objects[model][id];
      if (object) items[model].push(toPushItem(model, object as SyncObject));
    }
    const models = Object.fromEntries(syncModelNames.map((model) => [model, { items: items[model] }]));
    // Deleted and archived tasks must come too, or a deletion made on another device would never reach this one.
    return { models: { ...models, task: { items: items.task, config: { includeDone: true, includeDeleted: true } } } } as SyncRequest;
  }

  /** See ObjectStore.onRefused. */
  onRefused = (listener: (refused: RefusedEdit[]) => void): (() => void) => {
    this.refusedListeners.add(listener);
    return () => { this.refusedListeners.delete(listener); };
  };

  private receive(answer: SyncResponse, batch: SentItem[]): void {
    this.pending.acknowledge(batch);
    const applied = applyAnswer(this.objects, answer, (model, id) => this.pending.has(model, id), this.options.now());
    for (const { model, id } of applied.repush) this.pending.mark(model, id);
    this.setObjects(applied.objects, applied.changed);
    this.server = applyServerModels(this.server, answer);
    this.cursor = answer.lastUpdateDate;
    this.save([...applied.changed, ...batch], 'idle');
    this.emit();
    if (applied.refused.length > 0) for (const listener of this.refusedListeners) listener(applied.refused);
    if (applied.repush.length > 0) this.schedulePush();
  }

  private fail(error: unknown): void {
    this.wanted = false;
    this.attempts += 1;
    const offline = error instanceof NetworkError;
    if (!this.options.realtime && offline) this.connected = false;
    this.setStatus(offline ? 'offline' : 'error');
    this.options.onError?.(error);
    if (this.stopped) return;
    const asked = (error as { retryAfterMs?: unknown }).retryAfterMs;
    const delay = Math.max(retryDelay(this.attempts, this.options.retryBaseMs, this.options.retryMaxMs), typeof asked === 'number' ? asked : 0);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => { this.retryTimer = undefined; void this.syncNow(); }, delay);
  }

  private schedulePush(): void {
    if (this.pushTimer || this.stopped || !this.started) return;
    this.pushTimer = setTimeout(() => { this.pushTimer = undefined; void this.syncNow(); }, this.options.pushDelayMs);
  }

  /**
   * Our own pushes are announced too, usually before their answer: those need no second pull. A message that carried
   * the changed objects (a small write) is applied at once when this device holds them all, and the pull follows
   * later; otherwise the pull starts now.
   */
  private onChanged(message: ChangedMessage): void {
    if (message.lastUpdateDate <= this.cursor) return;
    if (message.objects && this.ready && this.carried(message.objects)) {
      this.carriedUpTo = Math.max(this.carriedUpTo, message.lastUpdateDate);
      // Unless a sync meanwhile pulled past it (our own push's answer, usually).
      this.pullTimer ??= setTimeout(() => {
        this.pullTimer = undefined;
        if (this.carriedUpTo > this.cursor) void this.syncNow();
      }, this.options.carriedPullDelayMs);
      return;
    }
    if (this.loop) this.announced = Math.max(this.announced, message.lastUpdateDate);
    else void this.syncNow();
  }

  /** Applies carried objects (apply-answer.ts `applyCarried`); true when each was one this device holds. */
  private carried(objects: NonNullable<ChangedMessage['objects']>): boolean {
    const applied = applyCarried(this.objects, objects, this.options.now());
    if (applied.changed.length > 0) {
      this.setObjects(applied.objects, applied.changed);
      this.save(applied.changed, 'idle');
      this.emit();
    }
    return applied.complete;
  }

  /** Replaces the object maps after a change, recording what changed (map-lineage.ts). */
  private setObjects(objects: ObjectMaps, changed: readonly Change[]): void {
    recordChanges(this.objects, objects, changed);
    this.objects = objects;
  }

  private setConnected(connected: boolean): void {
    if (connected !== this.connected) {
      this.connected = connected;
      this.emit();
    }
    // A (re)connect may follow missed messages: pull.
    if (connected) void this.syncNow();
  }

  private setStatus(status: SyncStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.emit();
  }

  /**
   * Local writes go to storage in order; a failed one is reported and the next still runs. A save waits for the
   * next frame to be painted (a full sync's save of 10,000 tasks would otherwise delay the first render), and the
   * changes made meanwhile join it: it saves the state as it is when it runs, which every change so far is in.
   * What only the server sent (`idle`: a sync's answer, another member's carried card) waits for idle time instead,
   * so the frames after the one that draws it are not held up; the server still has it if the page closes first. A
   * local write joining such a save makes it wait for the paint only: the device alone holds that write.
   */
  private save(changed: Change[], when: 'paint' | 'idle' = 'paint'): void {
    if (this.unsaved) {
      for (const change of changed) this.unsaved.push(change);
      if (when === 'paint') this.hurry();
      return;
    }
    this.unsaved = [...changed];
    this.unsavedUrgent = when === 'paint';
    const wait = () => {
      if (this.unsavedUrgent) return afterPaint();
      const idle = afterIdle(idleSaveTimeoutMs);
      this.hurrySave = idle.hurry;
      return idle.done;
    };
    this.saving = this.saving
      // A storage may rewrite unchanged objects from the state it is given (IndexedDbStorage rewrites whole buckets),
      // so nothing is saved before the stored state has been loaded and merged in; writes made before then wait.
      .then(() => (this.ready ? wait() : this.loaded.then(wait)))
      .then(() => {
        this.hurrySave = undefined;
        const state: LocalState = { objects: this.objects, pending: this.pending.toLists(), cursor: this.cursor, server: this.server };
        const all = this.unsaved ?? [];
        this.unsaved = undefined;
        // Stopped without ever starting: the state lacks what storage holds, and saving it could lose that.
        if (!this.ready) return undefined;
        return this.options.storage.save(state, all);
      })
      .catch((error: unknown) => this.options.onError?.(error));
  }

  /** The waiting save, if any, runs after the next paint rather than in idle time. */
  private hurry(): void {
    if (this.unsaved) this.unsavedUrgent = true;
    this.hurrySave?.();
  }

  private buildSnapshot(): SyncSnapshot {
    return { objects: this.objects, server: this.server, status: this.status, pendingCount: this.pending.size, ready: this.ready, connected: this.connected };
  }

  private emit(): void {
    this.snapshot = this.buildSnapshot();
    for (const listener of this.listeners) listener();
  }
}

import { mergeObject, syncModelNames, syncRequestSchema, type ChangedMessage, type IncomingItem, type SyncModelName, type SyncObject, type SyncRequest, type SyncResponse } from '@taskhub/domain';
import { NetworkError } from '../errors.js';
import { emptyObjects, type Loose, type ObjectMaps } from '../local-state.js';
import type { RealtimeSource, SyncTransport } from '../types.js';

interface Row {
  seq: number;
  data: Loose;
}

type Handlers = Parameters<RealtimeSource['connect']>[0];

/**
 * An in-memory server that syncs like the real one (API.md section 4): it validates the body with the wire schema,
 * merges pushed objects with `mergeObject`, stamps the rows a request changed with the next value of a change
 * counter, and answers the objects whose stamp is after `updatedSince` with the counter as `lastUpdateDate`.
 */
export class FakeSyncServer {
  private clock = 0;
  private readonly rows = new Map<SyncModelName, Map<string, Row>>(syncModelNames.map((model) => [model, new Map()]));
  private readonly sockets = new Set<Handlers>();
  /** Every request received, in order. */
  readonly requests: { request: SyncRequest; updatedSince: number }[] = [];
  /** Every write's message with the objects it changed (as `/ws` carries them for small writes), in order. */
  readonly changes: ChangedMessage[] = [];
  /** Whether the realtime messages carry the changed objects (the real server does for small writes). */
  carry = false;
  /**
   * Items the server refuses, as the real one refuses an edit of a scope the user may only read (`FORBIDDEN`): a code
   * keeps the item out and lists it under `models.<model>.rejected` with the server's copy, undefined stores it.
   */
  refuse: (model: SyncModelName, item: IncomingItem) => string | undefined = () => undefined;

  constructor(private readonly now: () => number = Date.now) {}

  handle(body: unknown, updatedSince: number): SyncResponse {
    const request = syncRequestSchema.parse(body);
    this.requests.push({ request, updatedSince });
    const { models: changedModels, objects, rejected } = this.push(request);
    const config = request.models.task?.config;
    const hidden = new Set([...(config?.includeDone ? [] : ['DONE']), ...(config?.includeDeleted ? [] : ['DELETED'])]);
    const answer = { models: {}, lastUpdateDate: Math.max(this.clock, updatedSince) } as SyncResponse;
    for (const model of syncModelNames) {
      const items = [...this.rowsOf(model).values()]
        .filter((row) => row.seq > updatedSince && !(model === 'task' && hidden.has(row.data.status as string)))
        .map((row) => structuredClone(row.data));
      // A refused item comes back as the server holds it (the device rolls back to it), whatever its stamp.
      const refused = rejected.get(model) ?? [];
      for (const { id } of refused) {
        const row = this.rowsOf(model).get(id);
        if (row && row.seq <= updatedSince) items.push(structuredClone(row.data));
      }
      (answer.models as Record<string, { items: unknown[]; rejected?: unknown[] }>)[model] = refused.length ? { items, rejected: refused } : { items };
    }
    Object.assign(answer.models, { sharedMember: { items: [] }, taskNotification: { items: [] } });
    if (changedModels.length > 0) {
      const message: ChangedMessage = { type: 'changed', models: changedModels, lastUpdateDate: this.clock };
      this.changes.push({ ...message, objects: structuredClone(objects) });
      this.broadcast(this.carry ? { ...message, objects: structuredClone(objects) } : message);
    }
    return answer;
  }

  /** The stored objects, as a client's local state holds them. */
  objects(): ObjectMaps {
    const objects = emptyObjects() as Record<SyncModelName, Record<string, unknown>>;
    for (const model of syncModelNames) for (const [id, row] of this.rowsOf(model)) objects[model][id] = structuredClone(row.data);
    return objects as ObjectMaps;
  }

  /** A transport to this server for one device; `offline` makes its requests fail as a lost network would. */
  transport(): FakeTransport {
    return new FakeTransport(this);
  }

  /** A realtime socket to this server for one device. */
  realtime(): FakeRealtime {
    return new FakeRealtime(this.sockets);
  }

  private rowsOf(model: SyncModelName): Map<string, Row> {
    return this.rows.get(model) as Map<string, Row>;
  }

  /** Merges the pushed objects; all rows one request changes get the same new stamp, as in one transaction. */
  private push(request: SyncRequest): {
    models: SyncModelName[]; objects: NonNullable<ChangedMessage['objects']>; rejected: Map<SyncModelName, { id: string; code: string }[]>;
  } {
    const changedModels: SyncModelName[] = [];
    const objects: NonNullable<ChangedMessage['objects']> = {};
    const rejected = new Map<SyncModelName, { id: string; code: string }[]>();
    let seq: number | undefined;
    for (const model of syncModelNames) {
      const items = (request.models[model]?.items ?? []) as IncomingItem[];
      for (const item of items) {
        const stored = this.rowsOf(model).get(item.id);
        if (!stored && model === 'attachment') continue;
        const code = this.refuse(model, item);
        if (code !== undefined) {
          rejected.set(model, [...rejected.get(model) ?? [], { id: item.id, code }]);
          continue;
        }
        const result = mergeObject<Loose>(model, stored?.data, item, this.now());
        if (!result.changed) continue;
        seq ??= this.clock += 1;
        const data = withServerFields(model, result.object, item);
        this.rowsOf(model).set(item.id, { seq, data });
        if (!changedModels.includes(model)) changedModels.push(model);
        (objects[model] ??= []).push(data as unknown as SyncObject);
      }
    }
    return { models: changedModels, objects, rejected };
  }

  private broadcast(message: ChangedMessage) {
    for (const socket of this.sockets) socket.onChanged(message);
  }
}

function withServerFields(model: SyncModelName, object: Loose, incoming: IncomingItem): Loose {
  if (model === 'task') {
    object.globalTaskId ??= incoming.globalTaskId ?? object.id;
    object.shared ??= false;
    object.participants ??= [];
  }
  if (model === 'label') object.isPredefined ??= false;
  return object;
}

/** A device's line to the fake server: asynchronous like a network, and able to go offline or hold requests. */
export class FakeTransport implements SyncTransport {
  offline = false;
  /** Requests made through this transport, in order. */
  calls = 0;
  private held: (() => void)[] | undefined;

  constructor(private readonly server: FakeSyncServer) {}

  async sync(request: SyncRequest, updatedSince: number): Promise<SyncResponse> {
    this.calls += 1;
    if (this.held) await new Promise<void>((resolve) => this.held?.push(resolve));
    await Promise.resolve();
    if (this.offline) throw new NetworkError('offline');
    // The wire carries JSON: the server must not share objects with the client.
    return this.server.handle(JSON.parse(JSON.stringify(request)), updatedSince);
  }

  /** Requests from now on wait (in flight) until `release()`. */
  hold(): void {
    this.held ??= [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = undefined;
    for (const resolve of waiting) resolve();
  }

  get waiting(): number {
    return this.held?.length ?? 0;
  }
}

/** A device's realtime socket to the fake server; tests drop and restore it with `setConnected`. */
export class FakeRealtime implements RealtimeSource {
  private handlers: Handlers | undefined;

  constructor(private readonly sockets: Set<Handlers>) {}

  connect(handlers: Handlers): () => void {
    this.handlers = handlers;
    this.setConnected(true);
    return () => this.setConnected(false);
  }

  setConnected(connected: boolean): void {
    if (!this.handlers) return;
    if (connected) this.sockets.add(this.handlers);
    else this.sockets.delete(this.handlers);
    this.handlers.onConnected(connected);
  }
}

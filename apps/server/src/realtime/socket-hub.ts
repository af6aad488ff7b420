import { syncModelNames, type ChangedMessage, type SyncObject } from '@taskhub/domain';
import type { WebSocket } from 'ws';
import { findSession } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import type { ChangeEvent } from './change-bus.js';
import { visibleScopes } from '../access/access.js';

/** Close codes the client can act on: sign in again, too many open sockets, or too many waiting to sign in. */
export const closeCodes = { unauthorized: 4401, tooMany: 4008, tooManyPending: 4429, goingAway: 1001 } as const;

export interface SocketClient {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  /** Kept to re-check the session before each push: a signed-out device must not hear anything more. */
  token: string;
  scopeIds: string[];
  alive: boolean;
}

export interface HubOptions {
  maxSocketsPerUser: number;
  heartbeatMs: number;
}

/**
 * The open sockets of this process, by the scopes their users see, so a change in a scope reaches exactly the
 * devices that can see it. Sessions are re-checked before each push and when the account's sessions change (a
 * log-out anywhere reaches every process through the database); a heartbeat drops sockets that stopped answering.
 */
export class SocketHub {
  private readonly byScope = new Map<string, Set<SocketClient>>();
  private readonly byUser = new Map<string, SocketClient[]>();
  private readonly heartbeat: NodeJS.Timeout;
  /** Deliveries held behind a re-read of someone's scopes, in order. */
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly ctx: AppContext, private readonly options: HubOptions) {
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    let count = 0;
    for (const clients of this.byUser.values()) count += clients.length;
    return count;
  }

  add(client: SocketClient): void {
    const clients = this.byUser.get(client.userId) ?? [];
    this.byUser.set(client.userId, clients);
    clients.push(client);
    for (const scopeId of client.scopeIds) {
      let set = this.byScope.get(scopeId);
      if (!set) this.byScope.set(scopeId, (set = new Set()));
      set.add(client);
    }
    client.socket.on('pong', () => { client.alive = true; });
    client.socket.on('close', () => this.remove(client));
    // Past the cap the oldest socket goes: it is most likely a tab left open somewhere.
    if (clients.length > this.options.maxSocketsPerUser) clients[0]!.socket.close(closeCodes.tooMany, 'Too many open connections');
  }

  /**
   * Tells every socket that sees one of the event's scopes, after checking its session still stands. When people
   * joined or left a scope, their sockets first re-read their scopes: a newcomer hears the scope from now on (and this
   * event), someone removed stops hearing it at once. Events that come while such a re-read runs wait for it, in
   * order: a write made just after a removal must not reach the removed person's socket on its old scopes (with its
   * objects).
   */
  deliver(event: ChangeEvent): void {
    if (!event.rescopeUserIds?.length && this.waiting === 0) {
      this.deliverNow(event);
      return;
    }
    this.waiting += 1;
    this.queue = this.queue
      .then(async () => {
        if (event.rescopeUserIds?.length) {
          await this.rescope(event.rescopeUserIds).catch((error: unknown) => this.ctx.log.warn({ err: error }, 'realtime could not re-read scopes'));
        }
        this.deliverNow(event);
      })
      .catch((error: unknown) => this.ctx.log.error({ err: error }, 'realtime delivery failed'))
      .finally(() => { this.waiting -= 1; });
  }

  private async rescope(userIds: string[]) {
    for (const userId of new Set(userIds)) {
      const clients = this.byUser.get(userId);
      if (!clients?.length) continue;
      const scopeIds = await visibleScopes(this.ctx.db, userId);
      for (const client of clients) {
        for (const scopeId of client.scopeIds) this.byScope.get(scopeId)?.delete(client);
        client.scopeIds = scopeIds;
        for (const scopeId of scopeIds) {
          let set = this.byScope.get(scopeId);
          if (!set) this.byScope.set(scopeId, (set = new Set()));
          set.add(client);
        }
      }
    }
  }

  private deliverNow(event: ChangeEvent): void {
    const targets = new Set<SocketClient>();
    for (const scopeId of event.scopeIds) for (const client of this.byScope.get(scopeId) ?? []) targets.add(client);
    if (targets.size === 0) return;
    const carried = event.objects ?? [];
    // Sockets that see the same carried objects share one text (usually all of them: one board's members).
    const texts = new Map<string, string>();
    for (const client of targets) {
      const visible = carried.filter((object) => client.scopeIds.includes(object.scopeId));
      const key = visible.map((object) => carried.indexOf(object)).join(',');
      let text = texts.get(key);
      if (text === undefined) {
        const message: ChangedMessage = { type: 'changed', models: event.models, lastUpdateDate: event.lastUpdateDate };
        if (visible.length > 0) {
          const objects: NonNullable<ChangedMessage['objects']> = {};
          for (const { model, data } of visible) (objects[model] ??= []).push(data as unknown as SyncObject);
          message.objects = objects;
        }
        texts.set(key, (text = JSON.stringify(message)));
      }
      void this.sendIfSignedIn(client, text);
    }
  }

  /** Tells every socket to sync everything: changes may have been missed (the change bus lost Redis for a while). */
  syncAll(lastUpdateDate: number): void {
    const message: ChangedMessage = { type: 'changed', models: syncModelNames, lastUpdateDate };
    const text = JSON.stringify(message);
    for (const clients of [...this.byUser.values()]) for (const client of clients) void this.sendIfSignedIn(client, text);
  }

  /** An account's sessions changed (a log-out, say): close the sockets whose session ended. */
  sessionsChanged(userId: string): void {
    for (const client of [...(this.byUser.get(userId) ?? [])]) void this.sendIfSignedIn(client);
  }

  closeAll(): void {
    clearInterval(this.heartbeat);
    for (const clients of [...this.byUser.values()]) for (const client of clients) client.socket.close(closeCodes.goingAway, 'Server stopping');
  }

  private remove(client: SocketClient) {
    const clients = this.byUser.get(client.userId);
    const index = clients?.indexOf(client) ?? -1;
    if (index >= 0) clients!.splice(index, 1);
    if (clients?.length === 0) this.byUser.delete(client.userId);
    for (const scopeId of client.scopeIds) {
      const set = this.byScope.get(scopeId);
      set?.delete(client);
      if (set?.size === 0) this.byScope.delete(scopeId);
    }
  }

  /** The session lookup is the HTTP guard's (cached, forgotten on every change to the account's sessions). */
  private async sendIfSignedIn(client: SocketClient, text?: string) {
    let session;
    try {
      session = await findSession(this.ctx, client.token);
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'realtime session check failed');
      return;
    }
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (!session || session.sessionId !== client.sessionId) {
      client.socket.close(closeCodes.unauthorized, 'Unauthorized');
      return;
    }
    if (text !== undefined) client.socket.send(text);
  }

  private beat() {
    for (const clients of [...this.byUser.values()]) {
      for (const client of [...clients]) {
        if (!client.alive) { client.socket.terminate(); continue; }
        client.alive = false;
        client.socket.ping();
      }
    }
  }
}

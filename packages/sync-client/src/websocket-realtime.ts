import { syncModelNames, type ChangedMessage, type SyncObject } from '@taskhub/domain';
import { retryDelay } from './errors.js';
import type { RealtimeSource } from './types.js';

/** The part of the WebSocket class the client uses (the browser's, or `ws` in Node). */
export interface WebSocketLike {
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** What the device knows about its network: the browser's `navigator.onLine` and `online` / `offline` events. */
export interface NetworkStatus {
  /** False only when the device knows it has no network. */
  isOnline(): boolean;
  /** Calls back on every change; returns the unsubscribe. */
  subscribe(onChange: (online: boolean) => void): () => void;
}

/** The browser's network status, or undefined outside a browser (Node). */
export function browserNetworkStatus(): NetworkStatus | undefined {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return undefined;
  return {
    isOnline: () => navigator.onLine !== false,
    subscribe(onChange) {
      const online = () => onChange(true);
      const offline = () => onChange(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

export interface WebSocketRealtimeOptions {
  /** The socket address, e.g. `wss://tasks.example.com/ws`; the token is added as `?token=`. */
  url: string;
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  WebSocketImpl?: WebSocketConstructor;
  /** First reconnect after `retryBaseMs` (default 1 s), doubling up to `retryMaxMs` (default 30 s). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** The browser's by default. Offline, an open socket may not notice for minutes: it is closed and reopened online. */
  network?: NetworkStatus;
}

/** The carried objects of a `changed` message (API.md section 4), keeping only well-formed ones of known models. */
function carriedObjects(value: unknown): ChangedMessage['objects'] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const objects: NonNullable<ChangedMessage['objects']> = {};
  let any = false;
  for (const model of syncModelNames) {
    const items = (value as Record<string, unknown>)[model];
    if (!Array.isArray(items)) continue;
    const kept = items.filter((item): item is SyncObject => typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string');
    if (kept.length === 0) continue;
    objects[model] = kept;
    any = true;
  }
  return any ? objects : undefined;
}

export function parseChanged(data: unknown): ChangedMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as Partial<ChangedMessage>;
    if (message.type === 'changed' && typeof message.lastUpdateDate === 'number') {
      const parsed: ChangedMessage = { type: 'changed', models: Array.isArray(message.models) ? message.models : [], lastUpdateDate: message.lastUpdateDate };
      const objects = carriedObjects(message.objects);
      if (objects) parsed.objects = objects;
      return parsed;
    }
  } catch {
    // Not JSON: some other message this client does not know.
  }
  return undefined;
}

/** The `/ws` socket: reports connected/disconnected and `changed` messages, and reconnects with backoff. */
export function createWebSocketRealtime(options: WebSocketRealtimeOptions): RealtimeSource {
  const Impl = options.WebSocketImpl ?? (globalThis.WebSocket as unknown as WebSocketConstructor);
  const baseMs = options.retryBaseMs ?? 1000;
  const maxMs = options.retryMaxMs ?? 30_000;
  const network = 'network' in options ? options.network : browserNetworkStatus();
  return {
    connect(handlers) {
      let socket: WebSocketLike | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let attempts = 0;
      let closed = false;
      let connected = false;
      /** Bumped by every opening: an opening overtaken by a newer one (network back meanwhile) gives up. */
      let openings = 0;
      const report = (value: boolean) => {
        if (value !== connected) handlers.onConnected((connected = value));
      };
      const retry = () => {
        report(false);
        // Offline there is nothing to try: the `online` event reopens the socket.
        if (closed || timer || network?.isOnline() === false) return;
        attempts += 1;
        timer = setTimeout(() => { timer = undefined; void open(); }, retryDelay(attempts, baseMs, maxMs));
      };
      const open = async () => {
        const opening = (openings += 1);
        let token: string | null | undefined;
        try {
          token = await options.getToken();
        } catch {
          token = undefined;
        }
        if (closed || opening !== openings) return;
        if (!token || network?.isOnline() === false) return retry();
        const separator = options.url.includes('?') ? '&' : '?';
        const current = new Impl(`${options.url}${separator}token=${encodeURIComponent(token)}`);
        socket = current;
        current.onopen = () => {
          if (socket !== current) return;
          attempts = 0;
          report(true);
        };
        current.onmessage = (event) => {
          const message = parseChanged(event.data);
          if (message) handlers.onChanged(message);
        };
        // A failed connection reports an error, then a close; the close retries. (In Node, `ws` throws on an
        // error nobody listens to.)
        current.onerror = () => undefined;
        current.onclose = () => { if (socket === current) retry(); };
      };
      const drop = () => {
        openings += 1;
        const current = socket;
        socket = undefined;
        current?.close();
      };
      const unsubscribe = network?.subscribe((online) => {
        clearTimeout(timer);
        timer = undefined;
        drop();
        if (!online) return report(false);
        attempts = 0;
        void open();
      });
      void open();
      return () => {
        closed = true;
        unsubscribe?.();
        clearTimeout(timer);
        drop();
        report(false);
      };
    },
  };
}

import type { ChangedMessage } from '@taskhub/domain';
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

export interface WebSocketRealtimeOptions {
  /** The socket address, e.g. `wss://tasks.example.com/ws`; the token is added as `?token=`. */
  url: string;
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  WebSocketImpl?: WebSocketConstructor;
  /** First reconnect after `retryBaseMs` (default 1 s), doubling up to `retryMaxMs` (default 30 s). */
  retryBaseMs?: number;
  retryMaxMs?: number;
}

function parseChanged(data: unknown): ChangedMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as Partial<ChangedMessage>;
    if (message.type === 'changed' && typeof message.lastUpdateDate === 'number') {
      return { type: 'changed', models: Array.isArray(message.models) ? message.models : [], lastUpdateDate: message.lastUpdateDate };
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
  return {
    connect(handlers) {
      let socket: WebSocketLike | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let attempts = 0;
      let closed = false;
      let connected = false;
      const report = (value: boolean) => {
        if (value !== connected) handlers.onConnected((connected = value));
      };
      const retry = () => {
        report(false);
        if (closed || timer) return;
        attempts += 1;
        timer = setTimeout(() => { timer = undefined; void open(); }, retryDelay(attempts, baseMs, maxMs));
      };
      const open = async () => {
        let token: string | null | undefined;
        try {
          token = await options.getToken();
        } catch {
          token = undefined;
        }
        if (closed) return;
        if (!token) return retry();
        const separator = options.url.includes('?') ? '&' : '?';
        const current = new Impl(`${options.url}${separator}token=${encodeURIComponent(token)}`);
        socket = current;
        current.onopen = () => { attempts = 0; report(true); };
        current.onmessage = (event) => {
          const message = parseChanged(event.data);
          if (message) handlers.onChanged(message);
        };
        // A failed connection reports an error, then a close; the close retries. (In Node, `ws` throws on an
        // error nobody listens to.)
        current.onerror = () => undefined;
        current.onclose = () => { if (socket === current) retry(); };
      };
      void open();
      return () => {
        closed = true;
        clearTimeout(timer);
        socket?.close();
        socket = undefined;
        report(false);
      };
    },
  };
}

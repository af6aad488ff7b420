import WebSocket from 'ws';
import type { TestServer } from './harness.js';

export interface TestSocket {
  ws: WebSocket;
  /** Every message received, parsed. */
  messages: Record<string, unknown>[];
  /** Resolves with the close code once the socket closes. */
  closed: Promise<number>;
  /** Resolves once the server said `ready` (or rejects when it closed first). */
  ready: Promise<void>;
}

/** Opens `/ws` with the token in the query (`query`), in the first message (`message`, `auth`), or none. */
export function openSocket(server: TestServer, token: string | undefined, how: 'query' | 'message' | 'auth' = 'query'): TestSocket {
  const url = `${server.url.replace('http', 'ws')}/ws${how === 'query' && token !== undefined ? `?token=${encodeURIComponent(token)}` : ''}`;
  const ws = new WebSocket(url);
  const messages: Record<string, unknown>[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      messages.push(message);
      if (message.type === 'ready') resolve();
    });
    ws.on('close', (code) => reject(new Error(`closed with ${code}`)));
    ws.on('error', reject);
  });
  ready.catch(() => undefined);
  ws.on('open', () => {
    if (how === 'message' && token !== undefined) ws.send(JSON.stringify({ token }));
    if (how === 'auth' && token !== undefined) ws.send(JSON.stringify({ type: 'auth', token }));
  });
  return { ws, messages, closed, ready };
}

/** The `changed` messages a socket got. */
export const changes = (socket: TestSocket) => socket.messages.filter((message) => message.type === 'changed');

/** Polls until check passes or the time is up. */
export async function within(ms: number, check: () => boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return check();
}

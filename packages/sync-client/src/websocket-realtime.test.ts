import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { ChangedMessage } from '@taskhub/domain';
import { createWebSocketRealtime, type NetworkStatus, type WebSocketConstructor } from './websocket-realtime.js';

let wss: WebSocketServer | undefined;

/** A local socket server that accepts `/ws?token=good` only, as the real one checks the token. */
async function listen(): Promise<{ url: string; server: WebSocketServer }> {
  const server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    verifyClient: ({ req }, done) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      done(url.pathname === '/ws' && url.searchParams.get('token') === 'good', 401);
    },
  });
  wss = server;
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`, server };
}

afterEach(async () => {
  const open = wss;
  wss = undefined;
  for (const client of open?.clients ?? []) client.terminate();
  if (open) await new Promise((resolve) => open.close(resolve));
});

describe('createWebSocketRealtime', () => {
  it('reports connected, passes changed messages on, and reconnects after the server drops it', async () => {
    const { url, server } = await listen();
    const states: boolean[] = [];
    const messages: ChangedMessage[] = [];
    const realtime = createWebSocketRealtime({ url, getToken: () => 'good', WebSocketImpl: WebSocket as unknown as WebSocketConstructor, retryBaseMs: 10 });
    const disconnect = realtime.connect({ onChanged: (m) => messages.push(m), onConnected: (c) => states.push(c) });
    await vi.waitFor(() => expect(states).toEqual([true]));
    for (const socket of server.clients) {
      socket.send('not json');
      socket.send(JSON.stringify({ type: 'changed', models: ['task'], lastUpdateDate: 42 }));
    }
    await vi.waitFor(() => expect(messages).toEqual([{ type: 'changed', models: ['task'], lastUpdateDate: 42 }]));
    for (const socket of server.clients) socket.terminate();
    await vi.waitFor(() => expect(states).toEqual([true, false, true]));
    disconnect();
    expect(states).toEqual([true, false, true, false]);
  });

  it('closes the socket when the device goes offline, waits, and reconnects at once when it is back online', async () => {
    const { url, server } = await listen();
    let connections = 0;
    server.on('connection', () => { connections += 1; });
    // The browser's navigator.onLine and online/offline events, played by the test.
    let online = true;
    const listeners = new Set<(online: boolean) => void>();
    const network: NetworkStatus = {
      isOnline: () => online,
      subscribe: (listener) => { listeners.add(listener); return () => listeners.delete(listener); },
    };
    const setOnline = (value: boolean) => { online = value; for (const listener of listeners) listener(value); };
    const states: boolean[] = [];
    // A long backoff: only the online event can explain a quick reconnect.
    const realtime = createWebSocketRealtime({ url, getToken: () => 'good', WebSocketImpl: WebSocket as unknown as WebSocketConstructor, retryBaseMs: 60_000, network });
    const disconnect = realtime.connect({ onChanged: () => undefined, onConnected: (c) => states.push(c) });
    await vi.waitFor(() => expect(states).toEqual([true]));

    // Offline: an open socket may not notice a lost network for minutes, so it is closed and reported down at once.
    setOnline(false);
    expect(states).toEqual([true, false]);
    await vi.waitFor(() => expect(server.clients.size).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(connections).toBe(1);

    setOnline(true);
    await vi.waitFor(() => expect(states).toEqual([true, false, true]));
    expect(connections).toBe(2);
    disconnect();
    expect(listeners.size).toBe(0);
  });

  it('keeps retrying while the token is refused, and stays quiet after disconnect', async () => {
    const { url } = await listen();
    let attempts = 0;
    const states: boolean[] = [];
    const realtime = createWebSocketRealtime({
      url, getToken: () => { attempts += 1; return 'bad'; }, WebSocketImpl: WebSocket as unknown as WebSocketConstructor, retryBaseMs: 5, retryMaxMs: 10,
    });
    const disconnect = realtime.connect({ onChanged: () => undefined, onConnected: (c) => states.push(c) });
    await vi.waitFor(() => expect(attempts).toBeGreaterThan(2));
    disconnect();
    const after = attempts;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(attempts).toBe(after);
    expect(states).toEqual([]);
  });
});

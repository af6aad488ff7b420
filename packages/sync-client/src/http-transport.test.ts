import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from './errors.js';
import { createHttpSyncTransport } from './http-transport.js';
import { MemoryStorage } from './memory-storage.js';
import { SyncClient } from './sync-client.js';
import { FakeSyncServer } from './testing/index.js';

const token = 'secret-token';
let server: Server | undefined;

const bodyOf = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as unknown;
};

/** A local HTTP server speaking the sync call, checking the path and headers the way the real one does. */
async function listen(sync: FakeSyncServer, seen: { url?: string; platform?: string }[] = []): Promise<string> {
  server = createServer((request, response) => {
    void (async () => {
      seen.push({ url: request.url, platform: String(request.headers['x-platform']) });
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.headers['x-anydo-auth'] !== token) {
        response.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ Error: 'Unauthorized', code: 'UNAUTHORIZED' }));
        return;
      }
      if (request.method !== 'POST' || url.pathname !== '/api/v11/me/sync') return void response.writeHead(404).end();
      const answer = sync.handle(await bodyOf(request), Number(url.searchParams.get('updatedSince')));
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    })();
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}/`;
}

const close = async () => {
  const open = server;
  server = undefined;
  if (open) await new Promise((resolve) => open.close(resolve));
};

afterEach(close);

describe('createHttpSyncTransport', () => {
  it('posts to /api/v11/me/sync with the token and platform, and a client syncs through it', async () => {
    const sync = new FakeSyncServer();
    const seen: { url?: string; platform?: string }[] = [];
    const origin = await listen(sync, seen);
    const transport = createHttpSyncTransport({ fetch, origin, getToken: () => token });
    const client = new SyncClient({ transport, storage: new MemoryStorage(), pushDelayMs: 60_000 });
    await client.start();
    const task = client.create('task', { title: 'Over HTTP' });
    await client.syncNow();
    await client.syncNow();
    expect(sync.objects().task[task.id]?.title).toBe('Over HTTP');
    expect(seen.at(-1)).toEqual({ url: '/api/v11/me/sync?updatedSince=1', platform: '3' });
    await client.stop();
  });

  it('raises an HttpError with the status and code of a refusal', async () => {
    const origin = await listen(new FakeSyncServer());
    const transport = createHttpSyncTransport({ fetch, origin, getToken: () => 'wrong' });
    const error = await transport.sync({ models: {} }, 0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('raises a NetworkError when nothing listens', async () => {
    const origin = await listen(new FakeSyncServer());
    await close();
    const transport = createHttpSyncTransport({ fetch, origin, getToken: () => token, apiVersion: 12 });
    await expect(transport.sync({ models: {} }, 0)).rejects.toBeInstanceOf(NetworkError);
  });
});

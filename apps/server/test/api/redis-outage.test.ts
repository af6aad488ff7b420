import { syncModelNames } from '@taskhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, testDb, type TestServer } from '../harness.js';
import { changes, openSocket, within, type TestSocket } from '../realtime-fixture.js';
import { newId, pushItems } from '../sync-fixture.js';
import { TcpProxy } from '../tcp-proxy.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new URL(redisUrl);
const redisTarget = { host: redis.hostname, port: Number(redis.port || 6379) };
/** A 'sync everything' message names every synced model. */
const allModels = syncModelNames;
const told = (socket: TestSocket) => changes(socket).some((message) => (message.models as string[]).length === allModels.length);

/** Sends batches of ten signed-in GET /me at once, expects every answer 200, and answers the slowest batch's time. */
async function slowestBatch(server: TestServer, token: string, batches: number): Promise<number> {
  let slowest = 0;
  for (let batch = 0; batch < batches; batch += 1) {
    const started = Date.now();
    const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await server.request('GET', '/me', { token })).status));
    slowest = Math.max(slowest, Date.now() - started);
    expect(statuses).toEqual(Array(10).fill(200));
  }
  return slowest;
}

describe('Redis cut off from one server process', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  const lines: string[] = [];
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    proxy = await TcpProxy.start(redisTarget);
    server = await startServer({ REDIS_URL: proxy.address(redisUrl), LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await server?.close();
    await proxy?.close();
  });
  const logged = (text: string) => lines.filter((line) => line.includes(text)).length;

  it('keeps answering signed-in calls on its own counters, says so once, and tells its sockets to sync once Redis is back', async () => {
    const { token } = await signUp(server);
    const socket = openSocket(server, token);
    sockets.push(socket);
    await socket.ready;
    expect((await server.request('GET', '/healthz')).body).toEqual({ status: 'ok', redis: 'ok' });

    proxy.cut();
    const slowest = await slowestBatch(server, token, 12);
    expect(slowest).toBeLessThan(1000);
    expect((await server.request('GET', '/healthz')).body).toEqual({ status: 'ok', redis: 'degraded' });
    expect(told(socket)).toBe(false);

    proxy.restore();
    expect(await within(5000, () => told(socket))).toBe(true);
    expect(await within(5000, () => logged('Redis is back') === 1)).toBe(true);
    expect((await server.request('GET', '/healthz')).body).toEqual({ status: 'ok', redis: 'ok' });
    // Once each way, not once a request.
    expect(logged('Redis is unavailable')).toBe(1);
  }, 30_000);

  it('answers signed-in calls within about a second while Redis accepts but answers nothing', async () => {
    const { token } = await signUp(server);
    proxy.stall();
    const slowest = await slowestBatch(server, token, 6);
    // One command waits for its timeout (1 s); until Redis answers again, one request a second tries it. The room
    // above that is for a loaded machine; a request held for every command's timeout would take several seconds.
    expect(slowest).toBeLessThan(3000);
    expect((await server.request('GET', '/healthz')).body).toEqual({ status: 'ok', redis: 'degraded' });
    proxy.restore();
    expect(await within(5000, () => logged('Redis is back') === 2)).toBe(true);
  }, 30_000);
});

// Two processes can share only a PostgreSQL server; the embedded database belongs to one process.
describe.skipIf(testDb === 'pglite')('realtime between two processes when one loses Redis for a while', () => {
  let proxy: TcpProxy;
  let cutOff: TestServer;
  let other: TestServer;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    proxy = await TcpProxy.start(redisTarget);
    cutOff = await startServer({ REDIS_URL: proxy.address(redisUrl) });
    other = await startServer({ REDIS_URL: redisUrl }, { restartFrom: cutOff.stored });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await other?.close({ keepData: true });
    await cutOff?.close();
    await proxy?.close();
  });

  it('hears of writes made during the cut once Redis is back, and events flow both ways again', async () => {
    const { token } = await signUp(other);
    const onCutOff = openSocket(cutOff, token);
    const onOther = openSocket(other, token);
    sockets.push(onCutOff, onOther);
    await Promise.all([onCutOff.ready, onOther.ready]);

    proxy.cut();
    await within(2000, () => false);
    await pushItems(cutOff, token, { category: [{ id: newId(), name: 'Written during the cut' }] });
    expect(await within(1000, () => changes(onCutOff).length > 0)).toBe(true);
    expect(changes(onOther)).toEqual([]);

    proxy.restore();
    // The write made during the cut reaches the other process's devices; this process's devices are told to sync.
    expect(await within(5000, () => changes(onOther).length > 0 && told(onCutOff))).toBe(true);
    expect(changes(onOther)[0]).toEqual({ type: 'changed', models: ['category'], lastUpdateDate: expect.any(Number) });

    const [heardOnCutOff, heardOnOther] = [changes(onCutOff).length, changes(onOther).length];
    await pushItems(other, token, { category: [{ id: newId(), name: 'From the other process' }] });
    expect(await within(1000, () => changes(onCutOff).length > heardOnCutOff)).toBe(true);
    await pushItems(cutOff, token, { category: [{ id: newId(), name: 'From the one cut off' }] });
    expect(await within(1000, () => changes(onOther).length > heardOnOther + 1)).toBe(true);
  }, 30_000);
});

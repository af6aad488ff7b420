import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, testDb, type TestServer } from '../harness.js';
import { changes, openSocket, within, type TestSocket } from '../realtime-fixture.js';
import { newId, pushItems } from '../sync-fixture.js';
import { userRowOf } from '../reminder-channel-fixture.js';
import { inAppChannel } from '../../src/reminders/in-app-channel.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Two processes can share only a PostgreSQL server; the embedded database belongs to one process.
describe.runIf(testDb === 'postgres')('realtime across two server processes on one PostgreSQL and Redis', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    nodeA = await startServer({ REDIS_URL: redisUrl });
    nodeB = await startServer({ REDIS_URL: redisUrl }, { restartFrom: nodeA.stored });
  });
  afterAll(async () => {
    for (const s of open) s.ws.terminate();
    await nodeB?.close({ keepData: true });
    await nodeA?.close();
  });

  it("a write on node A reaches the user's socket on node B within a second, and no one else's", async () => {
    const account = await signUp(nodeA);
    const other = await signUp(nodeA);
    const onB = openSocket(nodeB, account.token);
    const strangerOnB = openSocket(nodeB, other.token);
    const onA = openSocket(nodeA, account.token);
    open.push(onB, strangerOnB, onA);
    await Promise.all([onB.ready, strangerOnB.ready, onA.ready]);

    const started = Date.now();
    await pushItems(nodeA, account.token, { category: [{ id: newId(), name: 'Written on A' }] });
    expect(await within(1000, () => changes(onB).length > 0 && changes(onA).length > 0)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    // The small write's objects come through Redis too (API.md section 4, optional `objects`).
    expect(changes(onB)).toEqual([{
      type: 'changed', models: ['category'], lastUpdateDate: expect.any(Number), objects: { category: [expect.objectContaining({ name: 'Written on A' })] },
    }]);
    // Each process hears the event once, through Redis, and tells each socket once.
    expect(changes(onA)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changes(strangerOnB)).toEqual([]);
  });

  it("an in-app notification made on node A reaches the user's socket on node B", async () => {
    const account = await signUp(nodeA);
    const onB = openSocket(nodeB, account.token);
    open.push(onB);
    await onB.ready;
    // The reminder scheduler's own path: a userNotification written on node A, announced through Redis.
    const user = await userRowOf(nodeA, account.token);
    const message = { reminderId: newId(), userId: user.id, taskId: newId(), taskTitle: 'Call back', fireAt: Date.now(), dueDate: null };
    await inAppChannel(nodeA.app.ctx).deliver(message, user);
    expect(await within(1000, () => changes(onB).length > 0)).toBe(true);
    expect(changes(onB)).toEqual([{ type: 'changed', models: ['userNotification'], lastUpdateDate: expect.any(Number), objects: { userNotification: [expect.any(Object)] } }]);
  });

  it('a sign-out on node A closes that session\'s socket on node B', async () => {
    const account = await signUp(nodeA);
    const onB = openSocket(nodeB, account.token);
    open.push(onB);
    await onB.ready;
    expect((await nodeA.request('POST', '/logout', { token: account.token })).status).toBe(200);
    const code = await Promise.race([onB.closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 1000))]);
    expect(code).toBe(4401);
  });
});

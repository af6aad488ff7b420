import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';
import { eventually, notifications, pushTasks, settleRounds, taskRemindingAt } from '../reminders-fixture.js';

const day = 86_400_000;

describe('without TEST_CLOCK', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer(); });
  afterAll(async () => { await server?.close(); });

  it('has no clock routes: reading or moving the time answers 404', async () => {
    expect(server.app.registeredRoutes.some((route) => route.url.startsWith('/api/test'))).toBe(false);
    const read = await server.request('GET', '/api/test/clock');
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ Error: 'Not found', code: 'NOT_FOUND' });
    const { token } = await signUp(server);
    const move = await server.request('POST', '/api/test/clock', { token, body: { advanceMs: day } });
    expect(move.status).toBe(404);
    expect(move.body).toEqual({ Error: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('with TEST_CLOCK', () => {
  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await startServer({ TEST_CLOCK: '1', REMINDER_POLL_MS: '20', LOG_LEVEL: 'warn' }, { logStream: { write: (line) => logLines.push(line) } });
  });
  afterAll(async () => { await server?.close(); });

  const serverNow = async () => {
    const answer = await server.request<{ now: number }>('GET', '/api/test/clock');
    expect(answer.status).toBe(200);
    return answer.body.now;
  };

  it('says so once in the log at start', () => {
    const warnings = logLines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.msg.includes('TEST_CLOCK'));
    expect(warnings).toEqual([expect.objectContaining({ level: 40, msg: expect.stringContaining('/api/test/clock') })]);
  });

  it('answers the time without a token, starting at the real time', async () => {
    const before = Date.now();
    const now = await serverNow();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(server.app.registeredRoutes.filter((route) => route.url === '/api/test/clock' && route.method !== 'HEAD'))
      .toEqual([expect.objectContaining({ method: 'GET', url: '/api/test/clock', public: true }), expect.objectContaining({ method: 'POST', url: '/api/test/clock', public: true })]);
  });

  it('is left out of the OpenAPI document, as a test-only call', async () => {
    const document = await server.request('GET', '/api/v1/openapi.json');
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths)).toContain('/healthz');
    expect(Object.keys(document.body.paths).filter((path) => path.startsWith('/api/test/'))).toEqual([]);
  });

  it('moves forward by advanceMs, and the time keeps running from there', async () => {
    const before = await serverNow();
    const moved = await server.request('POST', '/api/test/clock', { body: { advanceMs: 3 * day } });
    expect(moved.status).toBe(200);
    expect(moved.body.now).toBeGreaterThanOrEqual(before + 3 * day);
    expect(moved.body.now).toBeLessThan(before + 3 * day + 60_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await serverNow()).toBeGreaterThan(moved.body.now);
  });

  it('fires a reminder when moved to its time', async () => {
    const { token } = await signUp(server);
    const fireAt = (await serverNow()) + 2 * day;
    const task = taskRemindingAt(fireAt);
    await pushTasks(server, token, [task]);
    await settleRounds();
    expect((await notifications(server, token)).size).toBe(0);

    const moved = await server.request('POST', '/api/test/clock', { body: { to: fireAt + 1000 } });
    expect(moved.status).toBe(200);
    expect(moved.body.now).toBeGreaterThanOrEqual(fireAt + 1000);
    expect(await eventually(5000, async () => (await notifications(server, token)).size === 1)).toBe(true);
    const [notification] = [...(await notifications(server, token)).values()];
    expect(notification).toMatchObject({ type: 'reminder', taskId: task.id, fireDate: fireAt, read: false });
  });

  it('refuses to go backwards', async () => {
    const now = await serverNow();
    const back = await server.request('POST', '/api/test/clock', { body: { to: now - 60_000 } });
    expect(back.status).toBe(400);
    expect(back.body).toMatchObject({ code: 'BAD_REQUEST', Error: 'The test clock cannot go backwards' });
    expect(await serverNow()).toBeGreaterThanOrEqual(now);
  });

  it.each([
    [{}], [{ advanceMs: 0 }], [{ advanceMs: -1000 }], [{ advanceMs: 1.5 }], [{ advanceMs: '1000' }], [{ advanceMs: 367 * day }],
    [{ to: 'tomorrow' }], [{ to: Date.now() + day, advanceMs: 1000 }], [{ advanceMs: 1000, speed: 2 }], [[1000]],
  ])('answers 400 to %j without moving', async (body) => {
    const before = await serverNow();
    const answer = await server.request('POST', '/api/test/clock', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
    expect(await serverNow()).toBeLessThan(before + 60_000);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeObjects } from '../../src/sync/write.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { newId, pushItems } from '../sync-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

const day = 86_400_000;

async function counter(token: string): Promise<number> {
  const me = await server.request('GET', '/me', { token });
  return me.body.completedCounter as number;
}

async function tracking() {
  const { token } = await signUp(server);
  const started = await server.request('POST', '/me/start-tracking-completed-tasks', { token });
  expect(started.body).toEqual({ completed_counter: 0 });
  return token;
}

const setStatus = (token: string, id: string, status: string) => pushItems(server, token, { task: [{ id, status }] });

describe('the completed counter (API.md section 4)', () => {
  it('does not move before POST /me/start-tracking-completed-tasks', async () => {
    const { token } = await signUp(server);
    const id = newId();
    await pushItems(server, token, { task: [{ id, title: 'Early' }] });
    await setStatus(token, id, 'CHECKED');
    expect(await counter(token)).toBe(0);
    const history = await server.request('GET', '/me/completions', { token });
    expect(history.body).toMatchObject({ completedCounter: 0, tracking: false });
  });

  it('counts every completion after it: a check, a re-check after unchecking, not a repeated CHECKED push', async () => {
    const token = await tracking();
    const id = newId();
    await pushItems(server, token, { task: [{ id, title: 'Pay rent' }] });
    await setStatus(token, id, 'CHECKED');
    expect(await counter(token)).toBe(1);
    await setStatus(token, id, 'CHECKED'); // a retry, or an edit that repeats the status
    expect(await counter(token)).toBe(1);
    await setStatus(token, id, 'UNCHECKED');
    await setStatus(token, id, 'CHECKED');
    expect(await counter(token)).toBe(2);
    // A task created already checked was completed by that write.
    await pushItems(server, token, { task: [{ id: newId(), title: 'Done at once', status: 'CHECKED' }] });
    expect(await counter(token)).toBe(3);
  });

  it('counts each occurrence of a repeating task', async () => {
    const token = await tracking();
    const task = {
      id: newId(), title: 'Water the plants', dueDate: Date.UTC(2026, 4, 4, 7), repeatingMethod: 'TASK_REPEAT_DAY',
      alert: { type: 'NONE', repeatInterval: 1, repeatEndType: 'REPEAT_END_NEVER' },
    };
    await pushItems(server, token, { task: [task] });
    for (let occurrence = 1; occurrence <= 3; occurrence += 1) {
      const answer = await setStatus(token, task.id, 'CHECKED');
      expect(answer.body.models.task.items[0].status).toBe('UNCHECKED');
      expect(await counter(token)).toBe(occurrence);
    }
  });

  it('counts completions made through the REST calls too, and GET /me/completions gives today\'s count', async () => {
    const token = await tracking();
    const ids = [newId(), newId()];
    const put = await server.request('PUT', '/me/tasks', { token, body: ids.map((id) => ({ id, title: 'Rest', status: 'CHECKED' })) });
    expect(put.status).toBe(200);
    const history = await server.request('GET', '/me/completions?days=7', { token });
    expect(history.status).toBe(200);
    expect(history.body.completedCounter).toBe(2);
    expect(history.body.tracking).toBe(true);
    expect(history.body.days).toHaveLength(7);
    expect(history.body.days.at(-1).count).toBe(2);
    expect(history.body.days.slice(0, 6).every((entry: { count: number }) => entry.count === 0)).toBe(true);
  });

  it('puts a completion on the day it happened, in the user\'s time zone', async () => {
    const token = await tracking();
    const id = newId();
    await pushItems(server, token, { task: [{ id, title: 'Yesterday' }] });
    await setStatus(token, id, 'CHECKED');
    await server.clock.advance(day);
    const history = await server.request('GET', '/me/completions?days=3', { token });
    expect(history.body.days.map((entry: { count: number }) => entry.count)).toEqual([0, 1, 0]);
  });

  it('does not count tasks that arrive checked by import', async () => {
    const token = await tracking();
    const me = await server.request('GET', '/me', { token });
    await writeObjects(server.app.ctx, me.body.id, { task: [{ id: newId(), title: 'Done long ago', status: 'CHECKED' }] }, undefined, { imported: true });
    expect(await counter(token)).toBe(0);
  });

  it('refuses a days value outside 1 to 31, and answers 401 without a token', async () => {
    const token = await tracking();
    for (const days of ['0', '32', 'x']) {
      expect((await server.request('GET', `/me/completions?days=${days}`, { token })).status).toBe(400);
    }
    expect((await server.request('GET', '/me/completions')).status).toBe(401);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';
import { byId, newId, pushItems } from '../sync-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server?.close(); });

const hour = 3_600_000;
const day = 24 * hour;

/** An account whose time zone is Europe/Berlin (CET +1, CEST +2 from 29 March 2026). */
async function berlinAccount() {
  const { token } = await signUp(server);
  const answer = await server.request('PUT', '/me', { token, body: { timezone: 'Europe/Berlin' } });
  expect(answer.status).toBe(200);
  return token;
}

const repeating = (method: string, dueDate: number, alert: Record<string, unknown> = {}) => ({
  id: newId(), title: 'Water the plants', dueDate, repeatingMethod: method,
  alert: { type: 'NONE', repeatInterval: 1, repeatEndType: 'REPEAT_END_NEVER', ...alert },
});

async function occurrences(taskId: string): Promise<number[]> {
  const result = await server.app.ctx.db.execute(sql`select due_date from task_occurrences where task_id = ${taskId} order by due_date`);
  return (result as unknown as { rows: { due_date: string }[] }).rows.map((row) => Number(row.due_date));
}

async function check(token: string, id: string, extra: Record<string, unknown> = {}) {
  const answer = await pushItems(server, token, { task: [{ id, status: 'CHECKED', ...extra }] });
  return byId(answer, 'task').get(id)!;
}

describe('completing a repeating task through sync', () => {
  it('brings a daily task back UNCHECKED, due the next day at the same local time', async () => {
    const token = await berlinAccount();
    const due = Date.UTC(2026, 2, 10, 8, 0); // 10 March 2026, 09:00 in Berlin
    const task = repeating('TASK_REPEAT_DAY', due, { type: 'CUSTOM', customTime: due - 30 * 60_000 });
    await pushItems(server, token, { task: [task] });

    const moved = await check(token, task.id);
    expect(moved.status).toBe('UNCHECKED');
    expect(moved.dueDate).toBe(due + day);
    expect(moved.alert.repeatNextOccurrence).toBe(due + 2 * day);
    expect(moved.alert.customTime).toBe(due + day - 30 * 60_000);
    // Stamped later than the CHECKED write, so every device takes the move.
    expect(moved.statusUpdateTime).toBeGreaterThan(0);

    const again = await check(token, task.id);
    expect(again.dueDate).toBe(due + 2 * day);
    expect(await occurrences(task.id)).toEqual([due, due + day]);
  });

  it('stays CHECKED after the last occurrence of a rule that ends after N', async () => {
    const token = await berlinAccount();
    const due = Date.UTC(2026, 4, 4, 7, 0);
    const task = repeating('TASK_REPEAT_DAY', due, { repeatEndType: 'REPEAT_END_AFTER_OCCURRENCES', repeatEndsAfterOccurrences: 2 });
    await pushItems(server, token, { task: [task] });

    const first = await check(token, task.id);
    expect(first.status).toBe('UNCHECKED');
    expect(first.dueDate).toBe(due + day);
    expect(first.alert.repeatNextOccurrence ?? null).toBeNull();

    const last = await check(token, task.id);
    expect(last.status).toBe('CHECKED');
    expect(last.dueDate).toBe(due + day);
  });

  it('keeps the local time of a weekly task across a daylight-saving change', async () => {
    const token = await berlinAccount();
    const due = Date.UTC(2026, 2, 23, 8, 0); // Monday 23 March, 09:00 CET
    const task = repeating('TASK_REPEAT_WEEK', due, { repeatDays: '1000000' });
    await pushItems(server, token, { task: [task] });

    const moved = await check(token, task.id);
    expect(moved.status).toBe('UNCHECKED');
    expect(moved.dueDate).toBe(Date.UTC(2026, 2, 30, 7, 0)); // Monday 30 March, 09:00 CEST
  });

  it('does not complete again when a late device sends an older CHECKED', async () => {
    const token = await berlinAccount();
    const due = Date.UTC(2026, 5, 1, 7, 0);
    const task = repeating('TASK_REPEAT_DAY', due);
    await pushItems(server, token, { task: [task] });
    const moved = await check(token, task.id, { statusUpdateTime: server.clock.now() - 1000 });
    expect(moved.dueDate).toBe(due + day);

    const stale = await pushItems(server, token, { task: [{ id: task.id, status: 'CHECKED', statusUpdateTime: server.clock.now() - 2000 }] });
    const stored = byId(stale, 'task').get(task.id)!;
    expect(stored.status).toBe('UNCHECKED');
    expect(stored.dueDate).toBe(due + day);
  });

  it('archives the whole series when a repeating task is set DONE', async () => {
    const token = await berlinAccount();
    const task = repeating('TASK_REPEAT_DAY', Date.UTC(2026, 5, 1, 7, 0));
    await pushItems(server, token, { task: [task] });
    const answer = await pushItems(server, token, { task: [{ id: task.id, status: 'DONE' }] });
    expect(answer.body.models.task.items).toEqual([]); // DONE tasks are left out of a pull without includeDone
    expect(await occurrences(task.id)).toEqual([]);
    const all = await server.request('POST', '/api/v11/me/sync', { token, body: { models: { task: { config: { includeDone: true } } } } });
    expect(byId(all, 'task').get(task.id)!.status).toBe('DONE');
  });

  it('leaves a task that does not repeat CHECKED', async () => {
    const token = await berlinAccount();
    const task = { id: newId(), title: 'Once', dueDate: Date.UTC(2026, 5, 1, 7, 0) };
    await pushItems(server, token, { task: [task] });
    expect((await check(token, task.id)).status).toBe('CHECKED');
  });
});

import { alertForPreset, wallClock } from '@taskhub/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';
import { changes, openSocket, within } from '../realtime-fixture.js';
import { eventually, notifications, pushTasks, settleRounds } from '../reminders-fixture.js';
import { byId, newId, sync } from '../sync-fixture.js';
import { at, berlin, minute, newYork } from '../time-zone-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ REMINDER_POLL_MS: '20' }); });
afterAll(async () => { await server?.close(); });


/** A calendar day two days after the clock's day in `zone` (each test takes a later one: the clock only moves on). */
function dayAhead(zone: string) {
  const { year, month, day } = wallClock(server.clock.now() + 2 * 1440 * minute, zone);
  return { year, month, day };
}

/** A task due all day (local midnight in `zone`) with the "on the day at 9:00" preset. */
function allDayAt9(day: { year: number; month: number; day: number }, zone: string) {
  const dueDate = at(day, 0, 0, zone);
  return { id: newId(), title: 'Pay the rent', dueDate, alert: alertForPreset('sameDayAt9', { dueDate, timeZone: zone }) };
}

async function scheduled(taskId: string) {
  const result = await server.app.ctx.db.execute(sql`select fire_at, state from reminders where task_id = ${taskId}`);
  return (result as unknown as { rows: { fire_at: string; state: string }[] }).rows.map((row) => ({ fireAt: Number(row.fire_at), state: row.state }));
}

const changeZone = async (token: string, timezone: string) => {
  const answer = await server.request('PUT', '/me', { token, body: { timezone } });
  expect(answer.status).toBe(200);
  expect(answer.body.timezone).toBe(timezone);
};

/** Moves the test clock to just past `instant`. */
const advancePast = (instant: number) => server.clock.advance(Math.max(0, instant - server.clock.now()) + minute);

const notifiedTasks = async (token: string) => [...(await notifications(server, token)).values()].map((n) => n.taskId as string);

describe('reminders when the time zone changes', () => {
  it('moves an all-day reminder to 9:00 in the new zone and leaves a timed one at its instant', async () => {
    const { token } = await signUp(server, { timezone: berlin });
    const other = await signUp(server, { timezone: berlin });
    const day = dayAhead(berlin);
    const allDay = allDayAt9(day, berlin);
    const timedDue = at(day, 14, 0, berlin);
    const timed = { id: newId(), title: 'Dentist', dueDate: timedDue, alert: { type: 'OFFSET', offset: 30 } };
    const othersTask = allDayAt9(day, berlin);
    await pushTasks(server, token, [allDay, timed]);
    await pushTasks(server, other.token, [othersTask]);
    expect(await scheduled(allDay.id)).toEqual([{ fireAt: at(day, 9, 0, berlin), state: 'scheduled' }]);

    const socket = openSocket(server, token);
    await socket.ready;
    await changeZone(token, newYork);

    expect(await scheduled(allDay.id)).toEqual([{ fireAt: at(day, 9, 0, newYork), state: 'scheduled' }]);
    expect(await scheduled(timed.id)).toEqual([{ fireAt: timedDue - 30 * minute, state: 'scheduled' }]);
    // Another account in the old zone keeps its own time.
    expect(await scheduled(othersTask.id)).toEqual([{ fireAt: at(day, 9, 0, berlin), state: 'scheduled' }]);
    // The all-day task stays on its day (now midnight in New York); every device hears of it.
    const stored = byId(await sync(server, token), 'task');
    expect(stored.get(allDay.id)).toMatchObject({ dueDate: at(day, 0, 0, newYork), alert: { type: 'CUSTOM', customTime: at(day, 9, 0, newYork) } });
    expect(stored.get(timed.id)).toMatchObject({ dueDate: timedDue, alert: { type: 'OFFSET', offset: 30 } });
    expect(await within(3000, () => changes(socket).some((m) => (m.models as string[]).includes('task')))).toBe(true);
    socket.ws.close();

    advancePast(at(day, 9, 0, berlin));
    await settleRounds();
    expect(await notifiedTasks(token)).toEqual([]);
    advancePast(timedDue - 30 * minute);
    expect(await eventually(5000, async () => (await notifiedTasks(token)).length === 1)).toBe(true);
    expect(await notifiedTasks(token)).toEqual([timed.id]);
    advancePast(at(day, 9, 0, newYork));
    expect(await eventually(5000, async () => (await notifiedTasks(token)).length === 2)).toBe(true);
    await settleRounds();
    expect((await notifiedTasks(token)).sort()).toEqual([timed.id, allDay.id].sort());
  });

  it('follows a new zone sent at log-in, and changes nothing when the zone is the same', async () => {
    const { token, email, password } = await signUp(server, { timezone: berlin });
    const day = dayAhead(berlin);
    const task = allDayAt9(day, berlin);
    await pushTasks(server, token, [task]);
    const before = byId(await sync(server, token), 'task').get(task.id)!;

    await changeZone(token, berlin);
    expect(byId(await sync(server, token), 'task').get(task.id)).toEqual(before);

    const answer = await server.request('POST', '/login', { body: { email, password, client_id: 'tz-client', timezone: newYork } });
    expect(answer.status).toBe(200);
    expect(await scheduled(task.id)).toEqual([{ fireAt: at(day, 9, 0, newYork), state: 'scheduled' }]);
    expect(byId(await sync(server, token), 'task').get(task.id)).toMatchObject({ dueDate: at(day, 0, 0, newYork) });
  });

  it('does not remind again at the new time when the reminder already fired at the old one', async () => {
    const { token } = await signUp(server, { timezone: berlin });
    const day = dayAhead(berlin);
    const task = allDayAt9(day, berlin);
    await pushTasks(server, token, [task]);
    advancePast(at(day, 9, 0, berlin));
    expect(await eventually(5000, async () => (await notifiedTasks(token)).length === 1)).toBe(true);

    await changeZone(token, newYork);
    expect(await scheduled(task.id)).toEqual([{ fireAt: at(day, 9, 0, newYork), state: 'fired' }]);
    advancePast(at(day, 9, 0, newYork));
    await settleRounds();
    expect(await notifiedTasks(token)).toEqual([task.id]);
  });

  it('sends nothing, at the old time or the new, when the new time has already passed', async () => {
    const { token } = await signUp(server, { timezone: newYork });
    const day = dayAhead(newYork);
    const task = allDayAt9(day, newYork);
    await pushTasks(server, token, [task]);
    // 10:00 in Berlin is 4:00 in New York: the New York reminder is still ahead, the Berlin one is past.
    advancePast(at(day, 10, 0, berlin));
    await settleRounds();
    expect(await notifiedTasks(token)).toEqual([]);

    await changeZone(token, berlin);
    expect(await scheduled(task.id)).toEqual([]);
    expect(byId(await sync(server, token), 'task').get(task.id)).toMatchObject({ dueDate: at(day, 0, 0, berlin) });
    advancePast(at(day, 9, 0, newYork));
    await settleRounds();
    expect(await notifiedTasks(token)).toEqual([]);
  });
});

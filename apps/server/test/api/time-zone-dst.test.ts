import { alertForPreset, isAllDay, startOfZonedDay, zonedInstant } from '@taskhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';
import { pushTasks } from '../reminders-fixture.js';
import { byId, newId, sync } from '../sync-fixture.js';

/**
 * Guards against a bug found in review: time-zone.ts's quick all-day test `allDayIn` asks whether the due date is 00:00 on the wall clock, but an
 * all-day task (domain isAllDay) is the *start* of its local day, and where daylight saving begins at midnight
 * (America/Santiago, America/Havana, Asia/Beirut) that day starts at 01:00. Such a task is all-day by isAllDay, so
 * every screen shows it as all-day, yet a change of zone leaves it behind: it becomes a timed task at 06:00 in
 * Berlin, the day before in zones west of Santiago, and its "on the day at 9:00" reminder keeps Santiago's 9:00.
 */

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server?.close(); });

const santiago = 'America/Santiago';
const berlin = 'Europe/Berlin';

describe('a change of zone and an all-day task on a day that starts at 01:00', () => {
  it('moves it to the same day in the new zone like any other all-day task', async () => {
    const { token } = await signUp(server, { timezone: santiago });
    // Chile's daylight saving starts at 00:00 on 5 September 2027: that day's first instant is 01:00.
    const day = { year: 2027, month: 9, day: 5 };
    const dueDate = startOfZonedDay(zonedInstant({ ...day, hour: 12 }, santiago), santiago);
    expect(isAllDay(dueDate, santiago)).toBe(true);
    const task = { id: newId(), title: 'Fiestas Patrias shopping', dueDate, alert: alertForPreset('sameDayAt9', { dueDate, timeZone: santiago }) };
    await pushTasks(server, token, [task]);

    const answer = await server.request('PUT', '/me', { token, body: { timezone: berlin } });
    expect(answer.status).toBe(200);

    const stored = byId(await sync(server, token), 'task').get(task.id)!;
    expect(stored.dueDate).toBe(zonedInstant(day, berlin));
    expect(stored.alert).toMatchObject({ type: 'CUSTOM', customTime: zonedInstant({ ...day, hour: 9 }, berlin) });
  });
});

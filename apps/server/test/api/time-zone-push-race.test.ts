import { alertForPreset, wallClock } from '@taskhub/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeObjects } from '../../src/sync/write.js';
import { signUp, startServer, testDb, type TestServer } from '../harness.js';
import { eventually, pushTasks } from '../reminders-fixture.js';
import { byId, newId, sync } from '../sync-fixture.js';
import { at, berlin, minute, newYork } from '../time-zone-fixture.js';

/**
 * Guards against a bug found in review: a time-zone change and a push of the same user at the same moment.
 * 1. Deadlock (fails today, 500): writeUserWithTimeZone locks the user's row FOR UPDATE, then waits for the user's
 *    scope lock in writeObjects. A push holds the scope lock and, in applyPush, runs advanceScopeClock a second time;
 *    that upsert re-checks sync_scopes.owner_user_id's foreign key (the row was updated by its own transaction), which
 *    needs KEY SHARE on the user's row, which FOR UPDATE blocks. PostgreSQL aborts the zone change.
 * 2. Lost edit (shows once 1 is fixed with a lock that does not block KEY SHARE): followTimeZone read the open tasks
 *    before it had the scope lock, and writes the moved due date untimed, which always wins the merge (untimedWins):
 *    the edit that committed meanwhile (an all-day task made a 14:00 task) is overwritten with New York's midnight.
 * PostgreSQL only: PGlite's one connection cannot run the two transactions side by side. The push is written with
 * writeObjects itself; its check (run once the scope lock is held) starts the zone change and waits until it blocks.
 */

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server?.close(); });


describe.skipIf(testDb !== 'postgres')('a time-zone change and a task edit at the same time', () => {
  it('changes the zone and keeps the edit that committed while the zone change ran', async () => {
    const { token } = await signUp(server, { timezone: berlin });
    const userId = (await server.request('GET', '/me', { token })).body.id as string;
    const { year, month, day: dayOfMonth } = wallClock(server.clock.now() + 2 * 1440 * minute, berlin);
    const day = { year, month, day: dayOfMonth };
    const dueDate = at(day, 0, 0, berlin);
    const task = { id: newId(), title: 'Pay the rent', dueDate, alert: alertForPreset('sameDayAt9', { dueDate, timeZone: berlin }) };
    await pushTasks(server, token, [task]);

    const watcher = new pg.Client({ connectionString: server.stored.database.url });
    await watcher.connect();
    const waitingOnLock = async () => {
      const result = await watcher.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      return (result.rows[0] as { n: number }).n > 0;
    };
    const edit = { id: task.id, dueDate: at(day, 14, 0, berlin), dueDateUpdateTime: server.clock.now() };
    let change: ReturnType<TestServer['request']> | undefined;
    try {
      // The device's push holds the scope lock (the check runs after writeObjects took it) while the zone change starts.
      await writeObjects(server.app.ctx, userId, { task: [edit] }, async () => {
        change = server.request('PUT', '/me', { token, body: { timezone: newYork } });
        expect(await eventually(5000, waitingOnLock)).toBe(true);
      });
      expect((await change!).status).toBe(200);
    } finally {
      await watcher.end();
    }

    // The edit made the task a 14:00 task, not an all-day one: the zone change has nothing to move.
    expect(byId(await sync(server, token), 'task').get(task.id)).toMatchObject({ dueDate: at(day, 14, 0, berlin) });
  });
});

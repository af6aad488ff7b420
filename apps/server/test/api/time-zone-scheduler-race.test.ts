import { alertForPreset, wallClock } from '@taskhub/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, testDb, type TestServer } from '../harness.js';
import { eventually, notifications, pushTasks, settleRounds } from '../reminders-fixture.js';
import { newId } from '../sync-fixture.js';
import { at, berlin, minute, newYork } from '../time-zone-fixture.js';

/**
 * Guards against a bug found in review: a time-zone change and the reminder scheduler deadlock when one of the user's reminders falls due while the
 * change runs. writeUserWithTimeZone locks the user's row FOR UPDATE first and reschedules the reminder rows last;
 * fireDueReminders locks the due reminder rows FOR UPDATE SKIP LOCKED first and then inserts reminder_deliveries,
 * whose foreign key to users needs a KEY SHARE lock on the user's row, which FOR UPDATE blocks. Each waits for the
 * other and PostgreSQL aborts one; once the scheduler has waited past deadlock_timeout (1 s) it is the zone change:
 * PUT /me (and POST /login with a new zone) answers 500.
 * Once the lock no longer blocks KEY SHARE (FOR NO KEY UPDATE), the same interleaving sends the reminder twice: the
 * fired rows were read (firedReminderTasks) before the scheduler marked this one fired, so the reschedule sets it back
 * to 'scheduled' at 9:00 New York time. The last assertions catch that.
 * Only PostgreSQL has the connections that let the transactions interleave: the test holds the user's scope row from
 * a third connection to stop the zone change after its user lock and its reads, while 9:00 in Berlin comes.
 */

let server: TestServer;
beforeAll(async () => { server = await startServer({ REMINDER_POLL_MS: '20' }); });
afterAll(async () => { await server?.close(); });


async function reminderRows(taskId: string) {
  const result = await server.app.ctx.db.execute(sql`select fire_at, state from reminders where task_id = ${taskId}`);
  return (result as unknown as { rows: { fire_at: string; state: string }[] }).rows.map((row) => ({ fireAt: Number(row.fire_at), state: row.state }));
}

describe.skipIf(testDb !== 'postgres')('time-zone change while the scheduler fires a reminder', () => {
  it('changes the zone when a reminder of the user falls due meanwhile, and sends it once', async () => {
    const { token } = await signUp(server, { timezone: berlin });
    const me = await server.request('GET', '/me', { token });
    const userId = me.body.id as string;
    const { year, month, day: dayOfMonth } = wallClock(server.clock.now() + 2 * 1440 * minute, berlin);
    const day = { year, month, day: dayOfMonth };
    const dueDate = at(day, 0, 0, berlin);
    const task = { id: newId(), title: 'Pay the rent', dueDate, alert: alertForPreset('sameDayAt9', { dueDate, timeZone: berlin }) };
    await pushTasks(server, token, [task]);
    expect(await reminderRows(task.id)).toEqual([{ fireAt: at(day, 9, 0, berlin), state: 'scheduled' }]);

    // Another connection holds the user's scope row: the zone change stops in writeObjects, after it read the fired rows.
    const blocker = new pg.Client({ connectionString: server.stored.database.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select clock from sync_scopes where id = $1 for update', [userId]);
      const change = server.request('PUT', '/me', { token, body: { timezone: newYork } });
      const waiting = await eventually(5000, async () => {
        const locks = await blocker.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        return (locks.rows[0] as { n: number }).n > 0;
      });
      expect(waiting).toBe(true);

      // 9:00 in Berlin comes while the change waits: the scheduler claims the reminder row and waits for the user's row.
      server.clock.advance(at(day, 9, 0, berlin) - server.clock.now() + minute);
      expect(await eventually(5000, async () => {
        const locks = await blocker.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        return (locks.rows[0] as { n: number }).n > 1;
      })).toBe(true);

      // Past PostgreSQL's deadlock_timeout (1 s): the scheduler's own check has run and found no cycle yet.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await blocker.query('commit');
      expect((await change).status).toBe(200);
    } finally {
      await blocker.end();
    }
    // Whichever time it keeps, the reminder of this occurrence is sent once.
    server.clock.advance(at(day, 9, 0, newYork) - server.clock.now() + minute);
    expect(await eventually(5000, async () => (await notifications(server, token)).size === 1)).toBe(true);
    await settleRounds();
    await settleRounds();
    expect((await notifications(server, token)).size).toBe(1);
  });
});

import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastCalendarMs } from '@taskhub/domain';
import { signedInServer } from '../harness.js';
import { byId, newId, pushItems } from '../sync-fixture.js';

/** What a Date holds at most: earlier versions stored calendar dates up to it. */
const dateEnd = 8_640_000_000_000_000;
const migration = new URL('../../src/db/migrations/0011_clamp_calendar_dates.sql', import.meta.url);

const file = signedInServer();

/** Stores a document the way an earlier server would have, bypassing today's checks. */
async function storeAsBefore(table: 'tasks' | 'my_day_entries', id: string, fields: Record<string, unknown>) {
  await file.server.app.ctx.db.execute(sql`update ${sql.identifier(table)} set data = data || ${JSON.stringify(fields)}::jsonb where id = ${id}`);
}

async function runMigration() {
  for (const statement of readFileSync(migration, 'utf8').split('--> statement-breakpoint')) {
    await file.server.app.ctx.db.execute(sql.raw(statement));
  }
}

describe('calendar dates stored past year 9999 by earlier versions', () => {
  it('are cut to the last calendar date by the migration, as a write every device pulls and adopts', async () => {
    const taskId = newId();
    const entryId = newId();
    const customTime = Date.UTC(2030, 0, 1);
    const alert = { type: 'CUSTOM', customTime, repeatEndType: 'REPEAT_END_ON_DATE', repeatEndsOn: Date.UTC(2031, 0, 1) };
    const created = await pushItems(file.server, file.token, {
      task: [{ id: taskId, title: 'Renew passport', titleUpdateTime: 1000, dueDate: Date.UTC(2030, 0, 1), dueDateUpdateTime: 1000, alert, alertUpdateTime: 1000 }],
      myDayEntry: [{ id: entryId, referencedObjectType: 'task', referencedObjectId: taskId, date: Date.UTC(2030, 0, 1), dateUpdateTime: 1000, status: 'ACTIVE', position: 'a0' }],
    });
    const oldAlert = { ...alert, repeatEndsOn: dateEnd, repeatNextOccurrence: dateEnd };
    await storeAsBefore('tasks', taskId, { dueDate: dateEnd, alert: oldAlert });
    await storeAsBefore('my_day_entries', entryId, { date: dateEnd });
    const cursor = created.body.lastUpdateDate as number;

    await runMigration();

    const pulled = await pushItems(file.server, file.token, {}, cursor);
    const task = byId(pulled, 'task').get(taskId)!;
    expect(task.dueDate).toBe(lastCalendarMs);
    expect(task.dueDateUpdateTime).toBe(1001);
    expect(task.alert).toEqual({ ...alert, repeatEndsOn: lastCalendarMs, repeatNextOccurrence: lastCalendarMs });
    expect(task.alertUpdateTime).toBe(1001);
    expect(task.title).toBe('Renew passport');
    expect(task.lastUpdateDate).toBeGreaterThanOrEqual(1001);
    const entry = byId(pulled, 'myDayEntry').get(entryId)!;
    expect(entry.date).toBe(lastCalendarMs);
    expect(entry.dateUpdateTime).toBe(1001);

    // A device that still holds the old dates pushes the whole object with its edit: the edit is stored.
    const edited = await pushItems(file.server, file.token, {
      task: [{ id: taskId, title: 'Renew passport today', titleUpdateTime: 2000, dueDate: dateEnd, dueDateUpdateTime: 1000, alert: oldAlert, alertUpdateTime: 1000 }],
    }, cursor);
    expect(edited.body.models.task.rejected).toBeUndefined();
    const after = byId(edited, 'task').get(taskId)!;
    expect(after).toMatchObject({ title: 'Renew passport today', dueDate: lastCalendarMs, dueDateUpdateTime: 1001, alertUpdateTime: 1001 });
  });

  it('leave objects without such dates as they were', async () => {
    const taskId = newId();
    const created = await pushItems(file.server, file.token, { task: [{ id: taskId, title: 'Call mum', dueDate: Date.UTC(9999, 11, 31), dueDateUpdateTime: 1000 }] });
    await runMigration();
    const pulled = await pushItems(file.server, file.token, {}, created.body.lastUpdateDate as number);
    expect(byId(pulled, 'task').has(taskId)).toBe(false);
  });

  it('pushed by a device before the migration reached it are stored cut, not refused; past what a Date holds is refused', async () => {
    const taskId = newId();
    const tooLate = newId();
    const answer = await pushItems(file.server, file.token, { task: [
      { id: taskId, title: 'Read', dueDate: dateEnd, dueDateUpdateTime: 1000 },
      { id: tooLate, title: 'Never', dueDate: dateEnd + 1, dueDateUpdateTime: 1000 },
    ] });
    expect(byId(answer, 'task').get(taskId)!.dueDate).toBe(lastCalendarMs);
    expect(answer.body.models.task.rejected).toEqual([{ id: tooLate, code: 'BAD_REQUEST' }]);
  });
});

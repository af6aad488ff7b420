import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { eventually, notifications, pushTasks, settleRounds, taskRemindingAt } from '../reminders-fixture.js';
import { boardWith, newSection, person, sharedListWith, workspaceWith } from '../teams-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ REMINDER_POLL_MS: '20', RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

const minute = 60_000;

/** Whose reminder rows a task has. */
async function remindedPeople(taskId: string): Promise<string[]> {
  const result = await server.app.ctx.db.execute(sql`select user_id from reminders where task_id = ${taskId} order by user_id`);
  return (result as unknown as { rows: { user_id: string }[] }).rows.map((row) => row.user_id);
}

const titlesOf = async (token: string) => [...(await notifications(server, token)).values()].map((one) => one.title);

describe('reminders of shared tasks', () => {
  it('a card reminds its maker while nobody is assigned, then only its assignee; a member who edits it is not reminded', async () => {
    const [ann, bob, cy] = [await person(server, 'Ann'), await person(server, 'Bob'), await person(server, 'Cy')];
    const workspace = await workspaceWith(server, ann, 'Studio', [[bob, 'member'], [cy, 'member']]);
    const board = await boardWith(server, ann, workspace.id, 'Launch', true, [[bob, 'member'], [cy, 'member']]);
    const sectionId = await newSection(server, ann, board.id, 'To do');
    const card = { ...taskRemindingAt(server.clock.now() + 30 * minute, 'Send the press kit'), boardId: board.id, sectionId };
    await pushTasks(server, ann.token, [card]);
    expect(await remindedPeople(card.id)).toEqual([ann.id]);

    await pushTasks(server, cy.token, [{ id: card.id, title: 'Send the press kit today' }]);
    expect(await remindedPeople(card.id)).toEqual([ann.id]);

    const assigned = await server.request('PUT', `/api/v1/tasks/${card.id}/assignee`, { token: cy.token, body: { userId: bob.id } });
    expect([assigned.status, assigned.body]).toEqual([200, expect.anything()]);
    expect(await remindedPeople(card.id)).toEqual([bob.id]);

    server.clock.advance(31 * minute);
    expect(await eventually(5000, async () => (await titlesOf(bob.token)).includes('Send the press kit today'))).toBe(true);
    await settleRounds();
    expect(await titlesOf(ann.token)).toEqual([]);
    expect(await titlesOf(cy.token)).toEqual([]);
  });

  it('a reminder never reaches someone who no longer sees the task: a member removed from a private board', async () => {
    const [ann, bob] = [await person(server, 'Ann'), await person(server, 'Bob')];
    const workspace = await workspaceWith(server, ann, 'Studio', [[bob, 'member']]);
    const board = await boardWith(server, ann, workspace.id, 'Secret plans', true, [[bob, 'member']]);
    const sectionId = await newSection(server, bob, board.id, 'To do');
    const card = { ...taskRemindingAt(server.clock.now() + 30 * minute, 'The secret launch date'), boardId: board.id, sectionId };
    await pushTasks(server, bob.token, [card]);
    expect(await remindedPeople(card.id)).toEqual([bob.id]);

    expect((await server.request('DELETE', `/api/v1/boards/${board.id}/members/${bob.id}`, { token: ann.token })).status).toBe(204);
    server.clock.advance(31 * minute);
    await settleRounds();
    await settleRounds();
    expect(await titlesOf(bob.token)).toEqual([]);
  });

  it('a task of a shared list reminds its maker, not the member who edits it', async () => {
    const [ann, bob] = [await person(server, 'Ann'), await person(server, 'Bob')];
    const list = await sharedListWith(server, ann, 'Groceries', [[bob, 'member']]);
    const task = { ...taskRemindingAt(server.clock.now() + 10 * minute, 'Buy the cake'), categoryId: list.id };
    await pushTasks(server, ann.token, [task]);
    await pushTasks(server, bob.token, [{ id: task.id, note: 'Chocolate' }]);
    expect(await remindedPeople(task.id)).toEqual([ann.id]);
    server.clock.advance(11 * minute);
    expect(await eventually(5000, async () => (await titlesOf(ann.token)).includes('Buy the cake'))).toBe(true);
    await settleRounds();
    expect(await titlesOf(bob.token)).toEqual([]);
  });
});

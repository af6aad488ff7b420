import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';
import { boardWith, newSection, person, sharedListWith, workspaceWith, type Person } from '../teams-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

const day = 24 * 3_600_000;
const due = Date.UTC(2026, 2, 10, 8, 0);

/** A daily repeating task with the given trigger (and any other fields). */
const repeating = (fields: Record<string, unknown>) => ({
  id: newId(), title: 'Weekly report', dueDate: due, repeatingMethod: 'TASK_REPEAT_DAY',
  alert: { type: 'NONE', repeatInterval: 1, repeatEndType: 'REPEAT_END_NEVER' }, ...fields,
});

const allTasks = async (who: Person) => byId(await sync(server, who.token, { models: { task: { items: [], config: { includeDone: true, includeDeleted: true } } } }), 'task');
const push = async (who: Person, item: Record<string, unknown>) => byId(await pushItems(server, who.token, { task: [item] }), 'task').get(item.id as string)!;

/** Ann (admin) and Bob (member) on a board with the sections To do, Doing and Done. */
async function board() {
  const [ann, bob] = [await person(server, 'Ann'), await person(server, 'Bob')];
  const workspace = await workspaceWith(server, ann, 'Studio', [[bob, 'member']]);
  const { id } = await boardWith(server, ann, workspace.id, 'Roadmap', true, [[bob, 'member']]);
  const todo = await newSection(server, ann, id, 'To do');
  const doing = await newSection(server, ann, id, 'Doing');
  const done = await newSection(server, ann, id, 'Done');
  return { ann, bob, board: id, todo, doing, done };
}

describe('repeat triggers (SPEC.md section 4, Recurring tasks)', () => {
  it('due (the default, also for tasks stored before the field): completing it brings the next occurrence; archiving puts the series away', async () => {
    const { bob, board: boardId, todo } = await board();
    const card = repeating({ boardId, sectionId: todo });
    expect(await push(bob, card)).toMatchObject({ repeatTrigger: { type: 'due' } });
    expect(await push(bob, { id: card.id, status: 'CHECKED' })).toMatchObject({ status: 'UNCHECKED', dueDate: due + day });
    await push(bob, { id: card.id, status: 'DONE' });
    expect((await allTasks(bob)).get(card.id)).toMatchObject({ status: 'DONE', dueDate: due + day });
  });

  it('archived: archiving it brings it back UNCHECKED at the next due date, for every member; completing it does not', async () => {
    const { ann, bob, board: boardId, todo } = await board();
    const card = repeating({ boardId, sectionId: todo, repeatTrigger: { type: 'archived' } });
    await push(ann, card);
    expect(await push(bob, { id: card.id, status: 'CHECKED' })).toMatchObject({ status: 'CHECKED', dueDate: due });
    expect(await push(bob, { id: card.id, status: 'DONE' })).toMatchObject({ status: 'UNCHECKED', dueDate: due + day, sectionId: todo });
    expect((await allTasks(ann)).get(card.id)).toMatchObject({ status: 'UNCHECKED', dueDate: due + day });
    // Straight from open to archived too.
    expect(await push(ann, { id: card.id, status: 'DONE' })).toMatchObject({ status: 'UNCHECKED', dueDate: due + 2 * day });
  });

  it('archived: a task archived with its section (or its list) stays archived, and the section\'s restore brings it back', async () => {
    const { ann, board: boardId, todo } = await board();
    const card = repeating({ boardId, sectionId: todo, repeatTrigger: { type: 'archived' } });
    await push(ann, card);
    expect((await server.request('POST', `/api/v1/sections/${todo}/archive`, { token: ann.token })).status).toBe(200);
    expect((await allTasks(ann)).get(card.id)).toMatchObject({ status: 'DONE', dueDate: due });
    expect((await server.request('POST', `/api/v1/sections/${todo}/restore`, { token: ann.token })).status).toBe(200);
    expect((await allTasks(ann)).get(card.id)).toMatchObject({ status: 'UNCHECKED', dueDate: due });
    // A personal list archived with its tasks in one push (as the web app does).
    const list = newId();
    const task = repeating({ categoryId: list, repeatTrigger: { type: 'archived' } });
    await pushItems(server, ann.token, { category: [{ id: list, name: 'Chores' }], task: [task] });
    await pushItems(server, ann.token, { category: [{ id: list, isArchived: true }], task: [{ id: task.id, status: 'DONE' }] });
    expect((await allTasks(ann)).get(task.id)).toMatchObject({ status: 'DONE', dueDate: due });
  });

  it('movedToSection: moving the card into that section brings the next occurrence back in the section it came from', async () => {
    const { ann, bob, board: boardId, todo, doing, done } = await board();
    const card = repeating({ boardId, sectionId: todo, repeatTrigger: { type: 'movedToSection', sectionId: done } });
    await push(ann, card);
    expect(await push(bob, { id: card.id, sectionId: doing })).toMatchObject({ sectionId: doing, dueDate: due, status: 'UNCHECKED' });
    expect(await push(bob, { id: card.id, sectionId: done, status: 'CHECKED' })).toMatchObject({ sectionId: doing, dueDate: due + day, status: 'UNCHECKED' });
    expect((await allTasks(ann)).get(card.id)).toMatchObject({ sectionId: doing, dueDate: due + day });
    // The section it came from archived meanwhile: it stays in the trigger's section.
    await push(bob, { id: card.id, sectionId: todo });
    expect((await server.request('POST', `/api/v1/sections/${todo}/archive`, { token: ann.token })).status).toBe(200);
    await push(bob, { id: card.id, status: 'UNCHECKED' });
    expect(await push(bob, { id: card.id, sectionId: done })).toMatchObject({ sectionId: done, dueDate: due + 2 * day, status: 'UNCHECKED' });
  });

  it('tagChanged: a change of its tags brings the next occurrence; the same tags in another order do not', async () => {
    const { ann } = await board();
    const [a, b] = [newId(), newId()];
    await pushItems(server, ann.token, { label: [{ id: a, name: 'Alpha', color: '#ff3b30' }, { id: b, name: 'Beta', color: '#ff9500' }] });
    const task = repeating({ labels: [a], repeatTrigger: { type: 'tagChanged' } });
    await push(ann, task);
    expect(await push(ann, { id: task.id, labels: [a, b] })).toMatchObject({ dueDate: due + day, status: 'UNCHECKED', labels: [a, b] });
    expect(await push(ann, { id: task.id, labels: [b, a] })).toMatchObject({ dueDate: due + day });
    expect(await push(ann, { id: task.id, status: 'CHECKED' })).toMatchObject({ status: 'CHECKED', dueDate: due + day });
    expect(await push(ann, { id: task.id, labels: [] })).toMatchObject({ status: 'UNCHECKED', dueDate: due + 2 * day });
  });

  it('counts the occurrences of a shared task per task, whoever completed them (an end after N is the series\')', async () => {
    const [ann, bob] = [await person(server, 'Ann'), await person(server, 'Bob')];
    const list = await sharedListWith(server, ann, 'Home', [[bob, 'member']]);
    const task = repeating({ categoryId: list.id, alert: { type: 'NONE', repeatInterval: 1, repeatEndType: 'REPEAT_END_AFTER_OCCURRENCES', repeatEndsAfterOccurrences: 2 } });
    await push(ann, task);
    expect(await push(ann, { id: task.id, status: 'CHECKED' })).toMatchObject({ status: 'UNCHECKED', dueDate: due + day });
    // The second and last occurrence, completed by Bob: the rule has ended.
    expect(await push(bob, { id: task.id, status: 'CHECKED' })).toMatchObject({ status: 'CHECKED', dueDate: due + day });
  });

  it('a trigger that is not one of the four, or a movedToSection without its section, is rejected alone', async () => {
    const { ann } = await board();
    const [bad, missing] = [repeating({ repeatTrigger: { type: 'weekly' } }), repeating({ repeatTrigger: { type: 'movedToSection' } })];
    const answer = await pushItems(server, ann.token, { task: [bad, missing] });
    expect(answer.body.models.task.rejected.map((item: { id: string }) => item.id).sort()).toEqual([bad.id, missing.id].sort());
  });

  it('editing the due date of a repeating board card ("this task only": repeatStartsOn pinned) moves only that occurrence', async () => {
    const { ann, bob, board: boardId, todo } = await board();
    // Weekly on Tuesdays (10 March 2026 is one); this occurrence moved to the Thursday.
    const card = repeating({ boardId, sectionId: todo, repeatingMethod: 'TASK_REPEAT_WEEK' });
    await push(ann, card);
    // What the web's dueDateChanges(…, 'single') sends: the new due date, the series' start pinned in the alert.
    await push(bob, { id: card.id, dueDate: due + 2 * day, alert: { ...card.alert, repeatStartsOn: due } });
    expect(await push(bob, { id: card.id, status: 'CHECKED' })).toMatchObject({ status: 'UNCHECKED', dueDate: due + 7 * day });
    // "This and following" (the rule starts again from the new date): Thursdays from then on.
    await push(bob, { id: card.id, dueDate: due + 9 * day, alert: { ...card.alert, repeatStartsOn: due + 9 * day } });
    expect(await push(bob, { id: card.id, status: 'CHECKED' })).toMatchObject({ status: 'UNCHECKED', dueDate: due + 16 * day });
  });
});

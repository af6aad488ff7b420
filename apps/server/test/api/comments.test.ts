import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { newId, pushItems } from '../sync-fixture.js';
import { boardWith, newSection, person, workspaceWith, type Person } from '../teams-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

const call = (who: Person, method: string, path: string, body?: unknown) => server.request(method, path, { token: who.token, ...(body !== undefined && { body }) });

/** Ann (admin), Bob (member) and Vic (viewer) on a private board of Ann's workspace with a card; Out in the workspace but not on the board. */
async function boardWithCard() {
  const [ann, bob, vic, out] = [await person(server, 'Ann'), await person(server, 'Bob'), await person(server, 'Vic'), await person(server, 'Out')];
  const workspace = await workspaceWith(server, ann, 'Studio', [[bob, 'member'], [vic, 'viewer'], [out, 'member']]);
  const board = await boardWith(server, ann, workspace.id, 'Launch', true, [[bob, 'member'], [vic, 'viewer']]);
  const section = await newSection(server, ann, board.id, 'Doing');
  const card = newId();
  await pushItems(server, ann.token, { task: [{ id: card, title: 'Press release', boardId: board.id, sectionId: section }] });
  return { ann, bob, vic, out, board, card };
}

describe('comments (API.md section 6)', () => {
  it('are added by anyone who sees the card (a viewer too), with mentions of its members, and listed oldest first a page at a time', async () => {
    const { ann, bob, vic, card } = await boardWithCard();
    const first = await call(bob, 'POST', `/api/v1/tasks/${card}/comments`, { text: '  @ann could you check the @Vic quote? cc @Nobody  ' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(String), taskId: card, authorId: bob.id, authorName: 'Bob', text: '@ann could you check the @Vic quote? cc @Nobody',
      mentions: expect.arrayContaining([ann.id, vic.id]), creationDate: expect.any(Number), editedDate: null, isDeleted: false,
    });
    expect(first.body.mentions).toHaveLength(2);
    const second = await call(vic, 'POST', `/api/v1/tasks/${card}/comments`, { text: 'Looks good' });
    expect(second.status).toBe(200);
    const third = await call(ann, 'POST', `/api/v1/tasks/${card}/comments`, { text: 'Shipping it' });
    const all = await call(ann, 'GET', `/api/v1/tasks/${card}/comments`);
    expect(all.body).toEqual({ items: [first.body, second.body, third.body], nextCursor: null });
    // Two pages of two, then one.
    const page1 = await call(vic, 'GET', `/api/v1/tasks/${card}/comments?limit=2`);
    expect(page1.body.items.map((one: { id: string }) => one.id)).toEqual([first.body.id, second.body.id]);
    expect(typeof page1.body.nextCursor).toBe('string');
    const page2 = await call(vic, 'GET', `/api/v1/tasks/${card}/comments?limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body).toEqual({ items: [third.body], nextCursor: null });
  });

  it('are counted per card of the board for whoever may open it, deleted ones left out', async () => {
    const { ann, bob, out, board, card } = await boardWithCard();
    const other = newId();
    await pushItems(server, ann.token, { task: [{ id: other, title: 'Quiet card', boardId: board.id }] });
    const counts = () => call(bob, 'GET', `/api/v1/boards/${board.id}/comment-counts`);
    expect((await counts()).body).toEqual({});
    await call(ann, 'POST', `/api/v1/tasks/${card}/comments`, { text: 'One' });
    const two = (await call(bob, 'POST', `/api/v1/tasks/${card}/comments`, { text: 'Two' })).body;
    expect((await counts()).body).toEqual({ [card]: 2 });
    await call(bob, 'DELETE', `/api/v1/comments/${two.id}`);
    expect((await counts()).body).toEqual({ [card]: 1 });
    expect((await call(out, 'GET', `/api/v1/boards/${board.id}/comment-counts`)).status).toBe(404);
  });

  it('are changed and deleted by their author only (403 NOT_AUTHOR), and a deleted one is gone from the list', async () => {
    const { ann, bob, card } = await boardWithCard();
    const made = (await call(bob, 'POST', `/api/v1/tasks/${card}/comments`, { text: 'Draft' })).body;
    expect(await call(ann, 'PATCH', `/api/v1/comments/${made.id}`, { text: 'Mine now' })).toMatchObject({ status: 403, body: { code: 'NOT_AUTHOR' } });
    expect(await call(ann, 'DELETE', `/api/v1/comments/${made.id}`)).toMatchObject({ status: 403, body: { code: 'NOT_AUTHOR' } });
    const edited = await call(bob, 'PATCH', `/api/v1/comments/${made.id}`, { text: 'Final, @Ann' });
    expect(edited.body).toMatchObject({ id: made.id, text: 'Final, @Ann', mentions: [ann.id], creationDate: made.creationDate, editedDate: expect.any(Number) });
    expect((await call(ann, 'GET', `/api/v1/tasks/${card}/comments`)).body.items).toEqual([edited.body]);
    expect((await call(bob, 'DELETE', `/api/v1/comments/${made.id}`)).status).toBe(204);
    expect((await call(ann, 'GET', `/api/v1/tasks/${card}/comments`)).body).toEqual({ items: [], nextCursor: null });
    expect((await call(bob, 'PATCH', `/api/v1/comments/${made.id}`, { text: 'Back' })).status).toBe(404);
    expect((await call(bob, 'DELETE', `/api/v1/comments/${made.id}`)).status).toBe(404);
  });

  it('are 404 to whoever cannot see the task, alike for a missing one, and say nothing of it', async () => {
    const { bob, out, card } = await boardWithCard();
    const made = (await call(bob, 'POST', `/api/v1/tasks/${card}/comments`, { text: 'Secret plan' })).body;
    const stranger = await person(server, 'Stranger');
    for (const who of [out, stranger]) {
      for (const [method, path, body] of [
        ['GET', `/api/v1/tasks/${card}/comments`], ['POST', `/api/v1/tasks/${card}/comments`, { text: 'Hi' }],
        ['PATCH', `/api/v1/comments/${made.id}`, { text: 'Hi' }], ['DELETE', `/api/v1/comments/${made.id}`],
        ['GET', `/api/v1/tasks/${newId()}/comments`], ['PATCH', `/api/v1/comments/${newId()}`, { text: 'Hi' }],
      ] as [string, string, unknown?][]) {
        const answer = await call(who, method, path, body);
        expect(answer, `${who === out ? 'Out' : 'Stranger'}: ${method} ${path}`).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
        expect(JSON.stringify(answer.body)).not.toContain('Secret plan');
      }
    }
  });

  it('refuse a blank text or a bad cursor (400), and a comment on an archived board\'s card (409) while it can still be read', async () => {
    const { ann, board, card } = await boardWithCard();
    expect((await call(ann, 'POST', `/api/v1/tasks/${card}/comments`, { text: '   ' })).status).toBe(400);
    expect((await call(ann, 'POST', `/api/v1/tasks/${card}/comments`, {})).status).toBe(400);
    expect((await call(ann, 'POST', `/api/v1/tasks/${card}/comments`, { text: 'x'.repeat(10_001) })).status).toBe(400);
    expect((await call(ann, 'GET', `/api/v1/tasks/${card}/comments?cursor=nonsense`)).status).toBe(400);
    expect((await call(ann, 'GET', `/api/v1/tasks/${card}/comments?limit=0`)).status).toBe(400);
    const made = (await call(ann, 'POST', `/api/v1/tasks/${card}/comments`, { text: 'Before' })).body;
    expect((await call(ann, 'POST', `/api/v1/boards/${board.id}/archive`)).status).toBe(200);
    expect(await call(ann, 'POST', `/api/v1/tasks/${card}/comments`, { text: 'After' })).toMatchObject({ status: 409, body: { code: 'BOARD_ARCHIVED' } });
    expect(await call(ann, 'PATCH', `/api/v1/comments/${made.id}`, { text: 'After' })).toMatchObject({ status: 409, body: { code: 'BOARD_ARCHIVED' } });
    expect((await call(ann, 'GET', `/api/v1/tasks/${card}/comments`)).body.items).toEqual([made]);
  });

  it('on a personal task are the owner\'s, mention nobody, and stop with the task once it is deleted', async () => {
    const ann = await person(server, 'Ann');
    const task = newId();
    await pushItems(server, ann.token, { task: [{ id: task, title: 'Diary' }] });
    const made = await call(ann, 'POST', `/api/v1/tasks/${task}/comments`, { text: 'Note to self, @Ann' });
    expect(made.body).toMatchObject({ authorId: ann.id, mentions: [] });
    await pushItems(server, ann.token, { task: [{ id: task, status: 'DELETED' }] });
    expect((await call(ann, 'GET', `/api/v1/tasks/${task}/comments`)).status).toBe(404);
    expect((await call(ann, 'POST', `/api/v1/tasks/${task}/comments`, { text: 'Again' })).status).toBe(404);
  });
});

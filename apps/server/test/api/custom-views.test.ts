import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile } from '../data-fixture.js';
import { startServer, type TestServer } from '../harness.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';
import { boardWith, person, sharedListWith, workspaceWith } from '../teams-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

describe('customView, a personal sync model (API.md section 5)', () => {
  it('is pushed and pulled with every field and its update times, defaults filled, on the owner\'s devices only', async () => {
    const [ann, bob] = [await person(server, 'Ann'), await person(server, 'Bob')];
    const workspace = await workspaceWith(server, ann, 'Studio', [[bob, 'member']]);
    const board = await boardWith(server, ann, workspace.id, 'Roadmap', false, [[bob, 'member']]);
    const list = await sharedListWith(server, ann, 'Shared', [[bob, 'member']]);
    const view = newId();
    const sources = [{ type: 'board', id: board.id }, { type: 'category', id: list.id }, { type: 'all', id: null }];
    const pushed = await pushItems(server, ann.token, { customView: [{ id: view, name: 'This month', sources, duration: '4w', organizedBy: 'boardsAndSections' }] });
    expect(pushed.body.models.customView.rejected).toBeUndefined();
    const stored = byId(pushed, 'customView').get(view);
    expect(stored).toMatchObject({
      id: view, name: 'This month', sources, duration: '4w', organizedBy: 'boardsAndSections', position: 'a0', isDeleted: false,
      nameUpdateTime: expect.any(Number), sourcesUpdateTime: expect.any(Number), creationDate: expect.any(Number), lastUpdateDate: expect.any(Number),
    });
    const defaults = newId();
    await pushItems(server, ann.token, { customView: [{ id: defaults, name: 'Plain' }] });
    // Another device of Ann's pulls both; Bob, who shares the board and the list, sees neither.
    const other = await sync(server, ann.token);
    expect(byId(other, 'customView').get(defaults)).toMatchObject({ sources: [{ type: 'all', id: null }], duration: '7d', organizedBy: 'dueDate' });
    expect(byId(await sync(server, bob.token), 'customView').size).toBe(0);
    // Bob cannot write Ann's view: it is unseen, and nothing changes.
    const refused = await pushItems(server, bob.token, { customView: [{ id: view, name: 'Mine now' }] });
    expect(refused.body.models.customView.rejected).toEqual([{ id: view, code: 'NOT_FOUND' }]);
    expect(byId(await sync(server, ann.token), 'customView').get(view)).toMatchObject({ name: 'This month' });
  });

  it('merges field by field by <field>UpdateTime, and is deleted as a value (isDeleted), which an incremental pull carries', async () => {
    const ann = await person(server, 'Ann');
    const view = newId();
    const t = Date.now() - 10_000;
    await pushItems(server, ann.token, { customView: [{ id: view, name: 'A', nameUpdateTime: t, duration: '7d', durationUpdateTime: t }] });
    const cursor = (await sync(server, ann.token)).body.lastUpdateDate as number;
    // Two offline edits of different fields both survive; an older write of a field loses.
    await pushItems(server, ann.token, { customView: [{ id: view, name: 'B', nameUpdateTime: t + 2 }] });
    await pushItems(server, ann.token, { customView: [{ id: view, duration: '12m', durationUpdateTime: t + 1, name: 'Old', nameUpdateTime: t + 1 }] });
    const pulled = await sync(server, ann.token, { updatedSince: cursor });
    expect(byId(pulled, 'customView').get(view)).toMatchObject({ name: 'B', duration: '12m' });
    await pushItems(server, ann.token, { customView: [{ id: view, isDeleted: true }] });
    const gone = await sync(server, ann.token, { updatedSince: pulled.body.lastUpdateDate });
    expect(byId(gone, 'customView').get(view)).toMatchObject({ isDeleted: true });
  });

  it('a malformed view is rejected alone (BAD_REQUEST) and the rest of the push is stored', async () => {
    const ann = await person(server, 'Ann');
    const [good, badDuration, badSource, badName] = [newId(), newId(), newId(), newId()];
    const answer = await pushItems(server, ann.token, {
      customView: [
        { id: good, name: 'Good', duration: 'tomorrow', organizedBy: 'people' },
        { id: badDuration, name: 'Bad', duration: '3d' },
        { id: badSource, name: 'Bad', sources: [{ type: 'workspace', id: 'x' }] },
        { id: badName, name: '   ' },
      ],
      task: [{ id: newId(), title: 'Stored too' }],
    });
    expect(answer.body.models.customView.rejected.map((item: { id: string }) => item.id).sort()).toEqual([badDuration, badSource, badName].sort());
    expect([...byId(answer, 'customView').keys()]).toEqual([good]);
    expect(byId(answer, 'task').size).toBe(1);
  });

  it('goes out with the account\'s export and comes back with an import, its lists pointing at the imported lists', async () => {
    const ann = await person(server, 'Ann');
    const [list, view, deleted] = [newId(), newId(), newId()];
    await pushItems(server, ann.token, { category: [{ id: list, name: 'Errands' }] });
    await pushItems(server, ann.token, { customView: [
      { id: view, name: 'Errands soon', sources: [{ type: 'category', id: list }, { type: 'category', id: 'gone-list' }, { type: 'board', id: 'some-board' }], duration: '14d', organizedBy: 'dueDate', position: 'b0' },
      { id: deleted, name: 'Old', isDeleted: true },
    ] });
    const exported = (await server.request('GET', '/api/v1/export?format=json', { token: ann.token })).body;
    expect(exported.customViews).toEqual([expect.objectContaining({ id: view, name: 'Errands soon', duration: '14d' })]);
    const bob = await person(server, 'Bob');
    expect((await importFile(server, bob.token, 'taskhub', JSON.stringify(exported))).status).toBe(200);
    const again = (await server.request('GET', '/api/v1/export?format=json', { token: bob.token })).body;
    const errands = again.categories.find((one: { name: string }) => one.name === 'Errands');
    expect(again.customViews).toEqual([expect.objectContaining({
      name: 'Errands soon', duration: '14d', organizedBy: 'dueDate', position: 'b0',
      sources: [{ type: 'category', id: errands.id }, { type: 'board', id: 'some-board' }],
    })]);
    expect(again.customViews[0].id).not.toBe(view);
  });
});

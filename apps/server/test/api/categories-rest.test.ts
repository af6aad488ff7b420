import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600' }); });
afterAll(async () => { await server.close(); });

const put = (token: string, body: unknown) => server.request('PUT', '/me/categories', { token, body });
const list = async (token: string, query = '') => (await server.request('GET', `/me/categories${query}`, { token })).body as { id: string; isDefault: boolean; name: string }[];

describe('REST lists (categories)', () => {
  it('GET answers the starter lists; PUT upserts and answers the stored lists in the order sent', async () => {
    const { token } = await signUp(server, { create_predefined_data: { lists: true } });
    const starters = await list(token);
    expect(starters.map((l) => l.name)).toEqual(['Personal', 'Work', 'Grocery List']);
    const [a, b] = [newId(), newId()];
    const answer = await put(token, [{ id: b, name: 'Books' }, { id: a, name: 'Art', lastUpdateDate: 5, unknown: true }]);
    expect(answer.status).toBe(200);
    expect(answer.body.map((l: { id: string }) => l.id)).toEqual([b, a]);
    expect(answer.body[1]).toMatchObject({ id: a, name: 'Art', isDefault: false, isDeleted: false, isGroceryList: false });
    expect(answer.body[1]).not.toHaveProperty('unknown');
    expect(await list(token)).toHaveLength(5);
    expect((await server.request('GET', '/api/v11/me/categories', { token })).body).toHaveLength(5);
  });

  it('keeps one default list: making one default clears the others in the same write', async () => {
    const { token } = await signUp(server, { create_predefined_data: { lists: true } });
    const work = (await list(token)).find((l) => l.name === 'Work')!;
    const answer = await put(token, [{ id: work.id, isDefault: true }]);
    expect(answer.body[0].isDefault).toBe(true);
    expect((await list(token)).filter((l) => l.isDefault).map((l) => l.id)).toEqual([work.id]);
    const fresh = newId();
    await put(token, [{ id: fresh, name: 'New default', isDefault: true }]);
    expect((await list(token)).filter((l) => l.isDefault).map((l) => l.id)).toEqual([fresh]);
  });

  it('DELETE marks the list deleted (synced), leaving its tasks in it', async () => {
    const { token } = await signUp(server);
    const [category, task] = [newId(), newId()];
    const first = await pushItems(server, token, { category: [{ id: category, name: 'Temp' }], task: [{ id: task, categoryId: category }] });
    const answer = await server.request('DELETE', `/me/categories/${category}`, { token });
    expect(answer.status).toBe(204);
    expect(await list(token)).toEqual([]);
    expect((await list(token, '?includeDeleted=true')).map((l) => l.id)).toEqual([category]);
    const pulled = await sync(server, token, { updatedSince: first.body.lastUpdateDate });
    expect(byId(pulled, 'category').get(category)!.isDeleted).toBe(true);
    expect((await server.request('GET', `/me/tasks/${task}`, { token })).body).toMatchObject({ categoryId: category, status: 'UNCHECKED' });
  });

  it('answers 404 for another user\'s list on every call, and a PUT naming one stores nothing', async () => {
    const victim = await signUp(server);
    const attacker = await signUp(server);
    const secret = newId();
    await put(victim.token, [{ id: secret, name: 'Secret', isDefault: true }]);
    for (const path of [`/me/categories/${secret}`, `/api/v11/me/categories/${secret}`]) {
      expect((await server.request('DELETE', path, { token: attacker.token })).status).toBe(404);
    }
    const mine = newId();
    const refused = await put(attacker.token, [{ id: mine, name: 'Mine', isDefault: true }, { id: secret, name: 'Hacked', isDeleted: true }]);
    expect(refused.status).toBe(404);
    expect(await list(attacker.token)).toEqual([]);
    expect(await list(victim.token)).toEqual([expect.objectContaining({ id: secret, name: 'Secret', isDefault: true, isDeleted: false })]);
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('GET', '/me/categories')).status).toBe(401);
    expect((await server.request('PUT', '/me/categories', { body: [] })).status).toBe(401);
    expect((await server.request('DELETE', `/me/categories/${newId()}`)).status).toBe(401);
  });
});

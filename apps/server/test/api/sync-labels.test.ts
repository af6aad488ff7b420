import { freeLabelColors, freeLabelLimit } from '@taskhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';
import { giveSubscription } from '../subscriptions-fixture.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600' }); });
afterAll(async () => { await server.close(); });

const put = (token: string, body: unknown) => server.request('PUT', '/me/labels', { token, body });
const labels = async (token: string, query = '') => (await server.request('GET', `/me/labels${query}`, { token })).body as { id: string; name: string; color: string }[];
const free = freeLabelColors[0];
const identical = { Error: 'An identical tag already exists', code: 'LABEL_EXISTS' };
const premiumRequired = { Error: 'This feature needs Premium or a Workspace', code: 'PREMIUM_REQUIRED' };

describe('REST tags (labels)', () => {
  it('GET answers the starter tags; PUT creates and renames', async () => {
    const { token } = await signUp(server, { create_predefined_data: { label: true } });
    expect((await labels(token)).map((l) => l.name)).toEqual(['Important', 'Waiting', 'Errands']);
    const id = newId();
    const created = await put(token, [{ id, name: 'Home', color: free }]);
    expect(created.status).toBe(200);
    expect(created.body).toEqual([expect.objectContaining({ id, name: 'Home', color: free, isDeleted: false, isPredefined: false })]);
    expect((await put(token, [{ id, name: 'House' }])).body[0].name).toBe('House');
    expect((await server.request('GET', '/api/v11/me/labels', { token })).body).toHaveLength(4);
  });

  it('refuses an identical name and colour pair, ignoring case and spaces, storing nothing of the call', async () => {
    const { token } = await signUp(server);
    await put(token, [{ id: newId(), name: 'Work', color: '#E53935' }]);
    const other = newId();
    const refused = await put(token, [{ id: other, name: ' work ', color: '#e53935' }]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(identical);
    const twoAtOnce = await put(token, [{ id: newId(), name: 'Car', color: free }, { id: newId(), name: 'car', color: free }]);
    expect(twoAtOnce.body).toEqual(identical);
    expect((await labels(token)).map((l) => l.name)).toEqual(['Work']);
    // Same name in another colour is another tag; a deleted tag's pair is free again.
    expect((await put(token, [{ id: other, name: 'Work', color: freeLabelColors[1] }])).status).toBe(200);
    await server.request('DELETE', `/me/labels/${other}`, { token });
    expect((await put(token, [{ id: newId(), name: 'Work', color: freeLabelColors[1] }])).status).toBe(200);
  });

  it('does not refuse sync pushes (offline devices could not check), keeping both tags', async () => {
    const { token } = await signUp(server);
    await pushItems(server, token, { label: [{ id: newId(), name: 'Dup', color: free }, { id: newId(), name: 'Dup', color: free }] });
    expect((await sync(server, token)).body.models.label.items).toHaveLength(2);
  });

  it('leaves out of a sync push the new tags a free account may not make, never an edit of a stored tag', async () => {
    const { token } = await signUp(server);
    const kept = Array.from({ length: freeLabelLimit }, (_, i) => ({ id: newId(), name: `Tag ${i}`, color: free }));
    const [pink, overLimit] = [newId(), newId()];
    const answer = await pushItems(server, token, { label: [{ id: pink, name: 'Pink', color: '#ff00aa' }, ...kept, { id: overLimit, name: 'One too many', color: free }] });
    expect(answer.status).toBe(200);
    const pushed = [...byId(answer, 'label').keys()];
    expect(pushed).toHaveLength(freeLabelLimit);
    expect(pushed).not.toContain(pink);
    expect(pushed).not.toContain(overLimit);
    expect(await labels(token)).toHaveLength(freeLabelLimit);
    // An edit of a stored tag passes, premium colour included (an offline device's edit must not be stuck) …
    await pushItems(server, token, { label: [{ id: kept[0]!.id, color: '#ff00aa' }] });
    expect((await labels(token)).find((l) => l.id === kept[0]!.id)!.color).toBe('#ff00aa');
    // … and deleting one makes room for a new one in the same push.
    await pushItems(server, token, { label: [{ id: kept[1]!.id, isDeleted: true }, { id: overLimit, name: 'One too many', color: free }] });
    expect((await labels(token)).map((l) => l.id)).toContain(overLimit);

    await giveSubscription(server, token);
    await pushItems(server, token, { label: [{ id: pink, name: 'Pink', color: '#ff00aa' }] });
    expect((await labels(token)).map((l) => l.id)).toContain(pink);
  });

  it('limits a free account to the free palette and tag count; premium lifts both', async () => {
    const { token } = await signUp(server);
    const id = newId();
    expect((await put(token, [{ id, name: 'Pink', color: '#ff00aa' }])).body).toEqual(premiumRequired);
    expect((await put(token, [{ id, name: 'Pink', color: free }])).status).toBe(200);
    expect((await put(token, [{ id, color: '#ff00aa' }])).body).toEqual(premiumRequired);
    const many = Array.from({ length: freeLabelLimit - 1 }, (_, i) => ({ id: newId(), name: `Tag ${i}`, color: free }));
    expect((await put(token, many)).status).toBe(200);
    const overLimit = await put(token, [{ id: newId(), name: 'One too many', color: free }]);
    expect(overLimit.status).toBe(403);
    expect(overLimit.body).toEqual(premiumRequired);
    expect(await labels(token)).toHaveLength(freeLabelLimit);

    await giveSubscription(server, token);
    expect((await put(token, [{ id: newId(), name: 'One too many', color: '#ff00aa' }])).status).toBe(200);
    expect(await labels(token)).toHaveLength(freeLabelLimit + 1);
  });

  it('lets a lapsed account rename a tag in a premium colour, but not make new ones in it', async () => {
    const { token } = await signUp(server);
    const id = newId();
    await giveSubscription(server, token, { serverExpirationDate: server.clock.now() + 1000 });
    expect((await put(token, [{ id, name: 'Gold', color: '#ffd700' }])).status).toBe(200);
    server.clock.advance(2000);
    expect((await put(token, [{ id, name: 'Golden' }])).status).toBe(200);
    expect((await put(token, [{ id: newId(), name: 'Gold 2', color: '#ffd700' }])).status).toBe(403);
  });

  it('DELETE marks a tag deleted; 404 for another user\'s tag on every call, and a PUT naming one stores nothing', async () => {
    const victim = await signUp(server);
    const attacker = await signUp(server);
    const secret = newId();
    await put(victim.token, [{ id: secret, name: 'Secret', color: free }]);
    expect((await server.request('DELETE', `/me/labels/${secret}`, { token: attacker.token })).status).toBe(404);
    expect((await server.request('DELETE', `/api/v11/me/labels/${secret}`, { token: attacker.token })).status).toBe(404);
    expect((await put(attacker.token, [{ id: newId(), name: 'Mine', color: free }, { id: secret, name: 'Hacked' }])).status).toBe(404);
    expect(await labels(attacker.token)).toEqual([]);
    expect(await labels(victim.token)).toEqual([expect.objectContaining({ id: secret, name: 'Secret' })]);

    expect((await server.request('DELETE', `/me/labels/${secret}`, { token: victim.token })).status).toBe(204);
    expect(await labels(victim.token)).toEqual([]);
    expect((await labels(victim.token, '?includeDeleted=true'))).toEqual([expect.objectContaining({ id: secret, isDeleted: true })]);
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('GET', '/me/labels')).status).toBe(401);
    expect((await server.request('PUT', '/me/labels', { body: [] })).status).toBe(401);
  });
});

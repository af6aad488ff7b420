import { freeLabelColors, freeLabelLimit, mergeObject } from '@taskhub/domain';
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

  it('stores the new tags a free account may not make as deleted, so the device that pushed them rolls back', async () => {
    const { token } = await signUp(server);
    const kept = Array.from({ length: freeLabelLimit }, (_, i) => ({ id: newId(), name: `Tag ${i}`, color: free }));
    const [pink, overLimit] = [newId(), newId()];
    const answer = await pushItems(server, token, { label: [{ id: pink, name: 'Pink', color: '#ff00aa' }, ...kept, { id: overLimit, name: 'One too many', color: free }] });
    expect(answer.status).toBe(200);
    const pushed = byId(answer, 'label');
    expect([...pushed.values()].filter((label) => !label.isDeleted)).toHaveLength(freeLabelLimit);
    expect(pushed.get(pink)).toMatchObject({ isDeleted: true });
    expect(pushed.get(overLimit)).toMatchObject({ isDeleted: true });
    expect(await labels(token)).toHaveLength(freeLabelLimit);
    // Deleting one makes room to restore another in the same push.
    await pushItems(server, token, { label: [{ id: kept[1]!.id, isDeleted: true }, { id: overLimit, isDeleted: false }] });
    expect((await labels(token)).map((l) => l.id)).toContain(overLimit);

    await giveSubscription(server, token);
    await pushItems(server, token, { label: [{ id: pink, isDeleted: false }] });
    expect((await labels(token)).map((l) => l.id)).toContain(pink);
  });

  it('gives a tag recoloured through sync into a premium colour its colour back, with a later write the device takes', async () => {
    const { token } = await signUp(server);
    const id = newId();
    const made = server.clock.now();
    await pushItems(server, token, { label: [{ id, name: 'Home', color: free, nameUpdateTime: made, colorUpdateTime: made, isDeletedUpdateTime: made }] });
    const edited = made + 30_000;
    const answer = await pushItems(server, token, { label: [{ id, name: 'House', color: '#ff00aa', nameUpdateTime: edited, colorUpdateTime: edited }] });
    const label = byId(answer, 'label').get(id)!;
    // The rename stays; the colour is the free one again, written after the device's edit so its merge takes it.
    expect(label).toMatchObject({ name: 'House', color: free, nameUpdateTime: edited });
    expect(label.colorUpdateTime).toBeGreaterThan(edited);
    // The device merges the answer under its own copy, as sync-client's applyAnswer does: the free colour wins there too.
    const device = { ...label, id, color: '#ff00aa', colorUpdateTime: edited };
    expect(mergeObject('label', label, device, server.clock.now()).object).toMatchObject({ name: 'House', color: free });
    expect((await labels(token)).find((l) => l.id === id)).toMatchObject({ name: 'House', color: free });
    // The same edit replayed (a device whose queue still holds it) changes nothing.
    await pushItems(server, token, { label: [{ id, color: '#ff00aa', colorUpdateTime: edited }] });
    expect((await labels(token)).find((l) => l.id === id)!.color).toBe(free);
    // Moving between free colours, and deleting, stay allowed.
    await pushItems(server, token, { label: [{ id, color: freeLabelColors[2] }] });
    expect((await labels(token)).find((l) => l.id === id)!.color).toBe(freeLabelColors[2]);
  });

  it('does not let delete and restore through sync carry a free account past the count', async () => {
    const { token } = await signUp(server);
    const kept = Array.from({ length: freeLabelLimit }, (_, i) => ({ id: newId(), name: `Tag ${i}`, color: free }));
    await pushItems(server, token, { label: kept });
    // Delete one, make a new one in its place, then restore the deleted one: 21 active tags if nothing stopped it.
    await pushItems(server, token, { label: [{ id: kept[0]!.id, isDeleted: true }] });
    const fresh = newId();
    await pushItems(server, token, { label: [{ id: fresh, name: 'New', color: free }] });
    const restored = await pushItems(server, token, { label: [{ id: kept[0]!.id, isDeleted: false }] });
    expect(byId(restored, 'label').get(kept[0]!.id)).toMatchObject({ isDeleted: true });
    expect(await labels(token)).toHaveLength(freeLabelLimit);
    // Through REST the same restore is refused outright.
    expect((await put(token, [{ id: kept[0]!.id, isDeleted: false }])).body).toEqual(premiumRequired);
    expect(await labels(token)).toHaveLength(freeLabelLimit);
  });

  it('lets a lapsed account keep and rename its premium tags through sync, but not restore one past the palette', async () => {
    const { token } = await signUp(server);
    const gold = newId();
    await giveSubscription(server, token, { serverExpirationDate: server.clock.now() + 1000 });
    await pushItems(server, token, { label: [{ id: gold, name: 'Gold', color: '#ffd700' }] });
    await pushItems(server, token, { label: [{ id: gold, isDeleted: true }] });
    server.clock.advance(2000);
    await pushItems(server, token, { label: [{ id: gold, name: 'Golden', isDeleted: false }] });
    expect(await labels(token)).toEqual([]);
    expect(await labels(token, '?includeDeleted=true')).toEqual([expect.objectContaining({ id: gold, name: 'Golden', color: '#ffd700', isDeleted: true })]);
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

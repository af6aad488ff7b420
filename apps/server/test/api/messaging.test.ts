import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { giveSubscription, userIdOf } from '../subscriptions-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600' }); });
afterAll(async () => { await server.close(); });

const day = 86_400_000;
const post = (path: string, token: string, body?: unknown) => server.request('POST', path, { token, body });
const me = async (token: string) => (await server.request('GET', '/me', { token })).body;

/** The phone flow has its own tests; here a verified number is simply set. */
async function verifyPhone(token: string) {
  await server.app.ctx.db.update(users).set({ verifiedPhoneNumber: '+14155550100' }).where(eq(users.id, await userIdOf(server, token)));
}

async function premiumWithPhone() {
  const { token } = await signUp(server);
  await giveSubscription(server, token);
  await verifyPhone(token);
  return token;
}

const allPaths = [
  '/me/enable-whatsapp', '/me/disable-whatsapp', '/me/update-whatsapp',
  '/me/enable-whatsapp-workspace', '/me/disable-whatsapp-workspace', '/me/update-whatsapp-workspace',
];

describe('messaging-app settings', () => {
  it.each(allPaths)('POST %s answers 401 without a token', async (path) => {
    const answer = await server.request('POST', path, { body: { is_reminders: 1 } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ Error: 'Unauthorized request', code: 'UNAUTHORIZED' });
  });

  it('starts off in both scopes', async () => {
    const { token } = await signUp(server);
    const user = await me(token);
    expect(user.whatsapp).toEqual({ isReminders: false });
    expect(user.workspaceWhatsapp).toEqual({ isReminders: 0, isUserUpdates: 0 });
  });

  it('personal: enable turns reminders on, update chooses them, disable turns them off', async () => {
    const token = await premiumWithPhone();
    const enabled = await post('/me/enable-whatsapp', token);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toEqual({});
    expect((await me(token)).whatsapp).toEqual({ isReminders: true });

    expect((await post('/me/update-whatsapp', token, { is_reminders: 0 })).status).toBe(200);
    expect((await me(token)).whatsapp).toEqual({ isReminders: false });
    expect((await post('/me/update-whatsapp', token, { is_reminders: true })).status).toBe(200);
    expect((await me(token)).whatsapp).toEqual({ isReminders: true });

    expect((await post('/me/disable-whatsapp', token)).status).toBe(200);
    expect((await me(token)).whatsapp).toEqual({ isReminders: false });
    // Choosing reminders while off does not turn the feature on.
    expect((await post('/me/update-whatsapp', token, { is_reminders: 1 })).status).toBe(200);
    expect((await me(token)).whatsapp).toEqual({ isReminders: false });
    // The workspace scope is separate.
    expect((await me(token)).workspaceWhatsapp).toEqual({ isReminders: 0, isUserUpdates: 0 });
  });

  it('workspace: enable turns both on, update sets each as 1/0, disable turns both off', async () => {
    const token = await premiumWithPhone();
    expect((await post('/me/enable-whatsapp-workspace', token)).status).toBe(200);
    expect((await me(token)).workspaceWhatsapp).toEqual({ isReminders: 1, isUserUpdates: 1 });

    const updated = await post('/me/update-whatsapp-workspace', token, { is_reminders: 0, is_user_updates: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({});
    expect((await me(token)).workspaceWhatsapp).toEqual({ isReminders: 0, isUserUpdates: 1 });
    expect((await post('/me/update-whatsapp-workspace', token, { is_user_updates: false })).status).toBe(200);
    expect((await me(token)).workspaceWhatsapp).toEqual({ isReminders: 0, isUserUpdates: 0 });
    expect((await post('/me/update-whatsapp-workspace', token, { is_reminders: 1 })).status).toBe(200);
    expect((await me(token)).workspaceWhatsapp).toEqual({ isReminders: 1, isUserUpdates: 0 });

    expect((await post('/me/disable-whatsapp-workspace', token)).status).toBe(200);
    expect((await me(token)).workspaceWhatsapp).toEqual({ isReminders: 0, isUserUpdates: 0 });
    expect((await me(token)).whatsapp).toEqual({ isReminders: false });
  });

  it.each(['/me/enable-whatsapp', '/me/enable-whatsapp-workspace'])('%s needs Premium', async (path) => {
    const { token } = await signUp(server);
    await verifyPhone(token);
    const answer = await post(path, token);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ Error: 'This feature needs Premium or a Workspace', code: 'PREMIUM_REQUIRED' });
    expect((await me(token)).whatsapp).toEqual({ isReminders: false });
  });

  it('is open to a member of a workspace without Premium, and closed again when they leave it', async () => {
    const { token } = await signUp(server);
    await verifyPhone(token);
    const workspace = await server.request('POST', '/api/v1/workspaces', { token, body: { name: 'Team', type: 'teams' } });
    expect((await post('/me/enable-whatsapp-workspace', token)).status).toBe(200);
    expect((await me(token)).workspaceWhatsapp).toMatchObject({ isReminders: 1 });
    await server.request('DELETE', `/api/v1/workspaces/${workspace.body.id as string}`, { token });
    expect((await post('/me/enable-whatsapp', token)).body.code).toBe('PREMIUM_REQUIRED');
  });

  it('an expired subscription is not Premium', async () => {
    const { token } = await signUp(server);
    const now = server.clock.now();
    await giveSubscription(server, token, { subscriptionDate: now - 60 * day, serverExpirationDate: now - day });
    await verifyPhone(token);
    expect((await post('/me/enable-whatsapp', token)).body.code).toBe('PREMIUM_REQUIRED');
  });

  it.each(['/me/enable-whatsapp', '/me/enable-whatsapp-workspace'])('%s needs a verified phone number', async (path) => {
    const { token } = await signUp(server);
    await giveSubscription(server, token);
    const answer = await post(path, token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: 'Verify your phone number first', code: 'PHONE_NOT_VERIFIED' });
  });

  it('turning off and updating need no Premium, so a lapsed subscription can still stop messages', async () => {
    const { token } = await signUp(server);
    for (const [path, body] of [
      ['/me/disable-whatsapp', undefined], ['/me/update-whatsapp', { is_reminders: 0 }],
      ['/me/disable-whatsapp-workspace', undefined], ['/me/update-whatsapp-workspace', { is_reminders: 0, is_user_updates: 0 }],
    ] as const) {
      expect((await post(path, token, body)).status).toBe(200);
    }
  });

  it.each([
    ['/me/update-whatsapp', {}, 'Invalid is_reminders parameter'],
    ['/me/update-whatsapp', { is_reminders: 2 }, 'Invalid is_reminders parameter'],
    ['/me/update-whatsapp', { is_reminders: '1' }, 'Invalid is_reminders parameter'],
    ['/me/update-whatsapp', { is_reminders: null }, 'Invalid is_reminders parameter'],
    ['/me/update-whatsapp', { is_reminders: 1, is_user_updates: 1 }, 'Unknown parameter: is_user_updates'],
    ['/me/update-whatsapp-workspace', {}, 'Invalid body parameter'],
    ['/me/update-whatsapp-workspace', { is_reminders: 'yes' }, 'Invalid is_reminders parameter'],
    ['/me/update-whatsapp-workspace', { is_reminders: 1, is_user_updates: -1 }, 'Invalid is_user_updates parameter'],
    ['/me/update-whatsapp-workspace', { is_reminders: 1, enabled: 1 }, 'Unknown parameter: enabled'],
    ['/me/enable-whatsapp', { is_reminders: 1 }, 'Unknown parameter: is_reminders'],
    ['/me/disable-whatsapp', { enabled: false }, 'Unknown parameter: enabled'],
    ['/me/enable-whatsapp-workspace', [1], 'Invalid body parameter'],
    ['/me/disable-whatsapp-workspace', { x: 1 }, 'Unknown parameter: x'],
  ])('%s refuses %j', async (path, body, message) => {
    const token = await premiumWithPhone();
    const answer = await post(path, token, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: message, code: 'BAD_REQUEST' });
    const user = await me(token);
    expect(user.whatsapp).toEqual({ isReminders: false });
    expect(user.workspaceWhatsapp).toEqual({ isReminders: 0, isUserUpdates: 0 });
  });
});

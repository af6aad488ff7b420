import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions, users } from '../../src/db/schema.js';
import { vapidKeys } from '../../src/push/vapid-keys.js';
import { PermanentDeliveryError } from '../../src/reminders/channel.js';
import { startFakePushService, type FakePushService } from '../fakes/push-service.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { channelOf, reminderFor, userRowOf } from '../reminder-channel-fixture.js';

let server: TestServer;
let push: FakePushService;
beforeAll(async () => {
  [server, push] = await Promise.all([startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600', PUBLIC_URL: 'https://tasks.example.com' }), startFakePushService()]);
});
afterAll(async () => { await Promise.all([server.close(), push.close()]); });
beforeEach(() => { push.failing = false; push.rejected.length = 0; });

const subscribe = (token: string, body: unknown) => server.request('POST', '/api/v1/push-subscriptions', { token, body });
const unsubscribe = (token: string, endpoint: string) => server.request('DELETE', '/api/v1/push-subscriptions', { token, body: { endpoint } });
const rowsAt = (endpoint: string) => server.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('push subscriptions API', () => {
  it('gives the VAPID public key, kept in DATA_DIR so a restarted server reads the same pair', async () => {
    const { token } = await signUp(server);
    const answer = await server.request('GET', '/api/v1/push/public-key', { token });
    expect(answer.status).toBe(200);
    expect(Buffer.from(answer.body.publicKey, 'base64url')).toHaveLength(65);
    const stored = JSON.parse(await readFile(path.join(server.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(stored.publicKey).toBe(answer.body.publicKey);
    // A new context (as after a restart) reads the file instead of making another pair.
    expect((await vapidKeys({ ...server.app.ctx })).publicKey).toBe(answer.body.publicKey);
  });

  it('takes the keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set', async () => {
    const keys = webPush.generateVAPIDKeys();
    const configured = { ...server.app.ctx, config: { ...server.app.ctx.config, vapid: { ...keys, subject: 'mailto:ops@example.com' } } };
    expect(await vapidKeys(configured)).toEqual({ ...keys, subject: 'mailto:ops@example.com' });
  });

  it('saves, keeps with its owner against another account, and deletes only the caller\'s subscription', async () => {
    const alice = await signUp(server);
    const bob = await signUp(server);
    const aliceId = (await userRowOf(server, alice.token)).id;
    const subscription = push.subscribe();
    expect((await subscribe(alice.token, { ...subscription, expirationTime: null })).status).toBe(200);
    expect((await rowsAt(subscription.endpoint))[0]?.userId).toBe(aliceId);

    expect((await unsubscribe(bob.token, subscription.endpoint)).status).toBe(404);
    expect(await rowsAt(subscription.endpoint)).toHaveLength(1);

    // Whoever learns Alice's endpoint cannot take her reminders, with her keys or with keys of their own.
    const attacker = push.subscribe();
    for (const keys of [subscription.keys, attacker.keys]) {
      const taken = await subscribe(bob.token, { endpoint: subscription.endpoint, keys });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('PUSH_SUBSCRIPTION_TAKEN');
    }
    expect(await rowsAt(subscription.endpoint)).toEqual([expect.objectContaining({ userId: aliceId, auth: subscription.keys.auth })]);

    // The owner renews her keys; once she removes the endpoint, another account may have it.
    expect((await subscribe(alice.token, { endpoint: subscription.endpoint, keys: attacker.keys })).status).toBe(200);
    expect((await rowsAt(subscription.endpoint))[0]?.auth).toBe(attacker.keys.auth);
    expect((await unsubscribe(alice.token, subscription.endpoint)).status).toBe(200);
    expect((await subscribe(bob.token, subscription)).status).toBe(200);
    expect((await rowsAt(subscription.endpoint)).map((r) => r.userId)).toEqual([(await userRowOf(server, bob.token)).id]);

    expect((await unsubscribe(bob.token, subscription.endpoint)).status).toBe(200);
    expect(await rowsAt(subscription.endpoint)).toHaveLength(0);
  });

  it('refuses endpoints that are not a push service and malformed keys', async () => {
    const { token } = await signUp(server);
    const { keys } = push.subscribe();
    for (const endpoint of ['http://push.example.com/x', 'https://10.1.2.3/x', 'ftp://push.example.com/x']) {
      const answer = await subscribe(token, { endpoint, keys });
      expect(answer.status, endpoint).toBe(400);
      expect(answer.body.code).toBe('BAD_REQUEST');
    }
    expect((await subscribe(token, { endpoint: `${push.url}/push/x`, keys: { ...keys, auth: 'short' } })).status).toBe(400);
    expect((await subscribe(token, { endpoint: `${push.url}/push/x`, keys, owner: 'x' })).status).toBe(400);
  });
});

describe('the push channel', () => {
  async function subscribedUser(count = 1) {
    const { token } = await signUp(server);
    const subscriptions = Array.from({ length: count }, () => push.subscribe());
    for (const s of subscriptions) expect((await subscribe(token, s)).status).toBe(200);
    await server.app.ctx.db.update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, (await userRowOf(server, token)).id));
    return { token, subscriptions, user: await userRowOf(server, token) };
  }

  it('is off for a user without subscriptions', async () => {
    const { token } = await signUp(server);
    expect(await channelOf(server, 'push').enabledFor(await userRowOf(server, token))).toBe(false);
  });

  it('sends an encrypted notification the browser can decrypt, signed with VAPID for the push service', async () => {
    const { user, subscriptions } = await subscribedUser(2);
    const channel = channelOf(server, 'push');
    expect(await channel.enabledFor(user)).toBe(true);
    const message = reminderFor(user);
    await channel.deliver(message, user);
    expect(push.rejected).toEqual([]);
    const received = push.received.filter((r) => subscriptions.some((s) => s.endpoint === r.endpoint));
    expect(received).toHaveLength(2);
    for (const r of received) {
      expect(r.payload).toEqual({ title: 'Pay rent', body: 'Due Thu, Nov 26 at 3:05 PM', tag: `reminder-${message.reminderId}`, taskId: message.taskId, url: 'https://tasks.example.com/' });
      expect(r.claims.aud).toBe(push.url);
      expect(r.claims.sub).toBe('https://tasks.example.com');
      expect(r.headers.urgency).toBe('high');
      expect(r.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
  });

  it('throws (to be retried) while the push service is down', async () => {
    const { user } = await subscribedUser();
    push.failing = true;
    const attempt = channelOf(server, 'push').deliver(reminderFor(user), user);
    await expect(attempt).rejects.toThrow(/push failed/);
    await expect(attempt).rejects.not.toBeInstanceOf(PermanentDeliveryError);
  });

  it('gives up and forgets the subscription when the service answers 410 Gone', async () => {
    const { user, subscriptions } = await subscribedUser();
    push.gone.add(subscriptions[0]!.endpoint);
    await expect(channelOf(server, 'push').deliver(reminderFor(user), user)).rejects.toBeInstanceOf(PermanentDeliveryError);
    expect(await rowsAt(subscriptions[0]!.endpoint)).toHaveLength(0);
    expect(await channelOf(server, 'push').enabledFor(user)).toBe(false);
  });

  it('counts as delivered when one browser got it and another is gone', async () => {
    const { user, subscriptions } = await subscribedUser(2);
    push.gone.add(subscriptions[1]!.endpoint);
    await channelOf(server, 'push').deliver(reminderFor(user), user);
    expect(await rowsAt(subscriptions[0]!.endpoint)).toHaveLength(1);
    expect(await rowsAt(subscriptions[1]!.endpoint)).toHaveLength(0);
  });
});

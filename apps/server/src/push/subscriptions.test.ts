import { describe, expect, it } from 'vitest';
import { isAllowedEndpoint, subscribeSchema } from './subscriptions.js';

describe('isAllowedEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', 'production', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', 'development', true],
    ['http://fcm.googleapis.com/fcm/send/abc', 'production', false],
    ['https://10.0.0.5/push', 'production', false],
    ['https://[::1]/push', 'production', false],
    ['https://localhost/push', 'production', false],
    ['https://user:pw@push.example.com/x', 'production', false],
    ['http://127.0.0.1:4000/push/x', 'production', false],
    ['http://127.0.0.1:4000/push/x', 'test', true],
    ['http://push.example.com/x', 'test', false],
    ['not a url', 'test', false],
  ])('%s in %s → %s', (endpoint, env, allowed) => {
    expect(isAllowedEndpoint(endpoint, env)).toBe(allowed);
  });
});

describe('subscribeSchema', () => {
  const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
  const auth = Buffer.alloc(16, 1).toString('base64url');

  it('takes what PushSubscription.toJSON() gives', () => {
    expect(subscribeSchema.safeParse({ endpoint: 'https://x.example/1', expirationTime: null, keys: { p256dh, auth } }).success).toBe(true);
    expect(subscribeSchema.parse({ endpoint: 'https://x.example/1', keys: { p256dh, auth: `${auth}==` } }).keys.auth).toBe(auth);
  });

  it('refuses keys of the wrong length or form, and unknown fields', () => {
    const bad = [
      { p256dh: p256dh.slice(0, 40), auth },
      { p256dh: Buffer.alloc(65, 4).toString('base64url').replace(/^B/, 'A'), auth },
      { p256dh, auth: Buffer.alloc(15).toString('base64url') },
      { p256dh, auth: 'not base64!' },
    ];
    for (const keys of bad) expect(subscribeSchema.safeParse({ endpoint: 'https://x.example/1', keys }).success).toBe(false);
    expect(subscribeSchema.safeParse({ endpoint: 'https://x.example/1', keys: { p256dh, auth }, userId: 'x' }).success).toBe(false);
  });
});

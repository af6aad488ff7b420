import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../api/testing/fake-server.js';
import { completeOnboarding } from './onboarding.js';
import { loggedIn, setupAuth, wireUser } from './testing/fixtures.js';

describe('onboarding', () => {
  beforeEach(() => localStorage.clear());

  it('"If shouldShowOnboarding is set, completing it calls the server and then refreshes the user"', async () => {
    const { server, store } = setupAuth({ user: wireUser({ onBoardingPending: true }) });
    await loggedIn(store);
    server.on('POST', '/me/on-boarding-completed', ok());
    server.on('GET', '/me', ok(wireUser({ onBoardingPending: false, name: 'fresh' })));
    expect(await completeOnboarding(store)).toBe(true);
    const calls = server.requests.map((r) => `${r.method} ${r.path}`);
    expect(calls.slice(-2)).toEqual(['POST /me/on-boarding-completed', 'GET /me']);
    expect(store.getState().user).toMatchObject({ shouldShowOnboarding: false, name: 'fresh' });
  });

  it('sends the profile answers as the body when given, and no body without them', async () => {
    const { server, store } = setupAuth({ user: wireUser({ onBoardingPending: true }) });
    await loggedIn(store);
    server.on('POST', '/me/on-boarding-completed', ok());
    server.on('GET', '/me', ok(wireUser({ onBoardingPending: true })));
    await completeOnboarding(store, { position: 'Editor', team_size: '2-10' });
    await completeOnboarding(store);
    const bodies = server.callsTo('POST', '/me/on-boarding-completed').map((call) => call.body);
    expect(bodies).toEqual([{ position: 'Editor', team_size: '2-10' }, undefined]);
  });

  it('does nothing when onboarding is not pending', async () => {
    const { server, store } = setupAuth();
    await loggedIn(store);
    expect(await completeOnboarding(store)).toBe(false);
    expect(server.callsTo('POST', '/me/on-boarding-completed')).toHaveLength(0);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { AuthError } from '../api/auth-error.js';
import { ok, serverError } from '../api/testing/fake-server.js';
import { hideAssistantBanner } from './assistant-banner.js';
import { loggedIn, setupAuth, wireUser } from './testing/fixtures.js';

const shown = wireUser({ googleAssistantUserV2: { shouldShowClientBanner: true } });

describe('assistant banner', () => {
  beforeEach(() => localStorage.clear());

  it('POSTs /me/google_assistant/banner_removed; "The local flag is then set to false"', async () => {
    const { server, store } = setupAuth({ user: shown });
    await loggedIn(store);
    server.on('POST', '/me/google_assistant/banner_removed', ok());
    expect(await hideAssistantBanner(store)).toBe(true);
    expect(server.callsTo('POST', '/me/google_assistant/banner_removed')).toHaveLength(1);
    expect(store.getState().user?.googleAssistantUserV2.shouldShowClientBanner).toBe(false);
  });

  it('"It can be hidden only if it is currently shown"', async () => {
    const { server, store } = setupAuth();
    await loggedIn(store);
    expect(await hideAssistantBanner(store)).toBe(false);
    expect(server.callsTo('POST', '/me/google_assistant/banner_removed')).toHaveLength(0);
  });

  it('keeps the banner when the server refuses', async () => {
    const { server, store } = setupAuth({ user: shown });
    await loggedIn(store);
    server.on('POST', '/me/google_assistant/banner_removed', serverError('INTERNAL'));
    await expect(hideAssistantBanner(store)).rejects.toBeInstanceOf(AuthError);
    expect(store.getState().user?.googleAssistantUserV2.shouldShowClientBanner).toBe(true);
  });
});

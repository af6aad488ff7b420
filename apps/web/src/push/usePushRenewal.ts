import { useEffect } from 'react';
import type { HttpClient } from '../api/http.js';
import { useAuthStore } from '../auth/useAuth.js';
import { browserPushEnvironment, onSubscriptionChanged, resendPush } from './web-push.js';

/** The user each app start (one auth store, one HTTP client) last re-sent the subscription for. */
const renewedFor = new WeakMap<HttpClient, string>();

/**
 * Keeps the server's copy of this browser's push subscription current while a user is signed in: re-sent once per
 * start and user, and again whenever the service worker reports that the browser rotated it (the worker has no token,
 * so it cannot tell the server itself). Quiet: a failure only means the next start tries again.
 */
export function usePushRenewal(userId: string | undefined): void {
  const { http } = useAuthStore();
  useEffect(() => {
    if (!userId) return;
    const env = browserPushEnvironment();
    const resend = () => void resendPush(http, env).catch(() => undefined);
    if (renewedFor.get(http) !== userId) {
      renewedFor.set(http, userId);
      resend();
    }
    return onSubscriptionChanged(env, resend);
  }, [http, userId]);
}

import {
  HttpError, IndexedDbStorage, SyncClient, createHttpSyncTransport, createPollingRealtime, createWebSocketRealtime,
  syncDatabaseName,
} from '@taskhub/sync-client';
import type { ObjectStore } from '@taskhub/sync-client';
import { useContext, useEffect, useState } from 'react';
import { apiOrigin, wsOrigin } from '../api/config.js';
import { httpOnlySync, useHttpOnlySync } from '../api/sync-mode.js';
import type { AuthStore } from '../auth/auth-store.js';
import { carriesSignIn } from '../auth/start.js';
import { useAuthStore } from '../auth/useAuth.js';
import {
  adoptEarlySyncClient, forgetSyncUser, rememberSyncUser, startEarlySyncClient, type SyncClientFactory,
} from './early-sync.js';
import { ObjectStoreOverrideContext } from './ObjectStoreContext.js';

/**
 * The user's client on their own IndexedDB database, syncing with the API and listening on the realtime socket, or,
 * set to HTTP-only sync (api/sync-mode.ts), pulling every 30 s and when the person comes back to the page.
 */
export const createUserSyncClient: SyncClientFactory<SyncClient, IndexedDbStorage> = (userId, { getToken, onUnauthorized }) => {
  const storage = new IndexedDbStorage({ name: syncDatabaseName(userId) });
  const client = new SyncClient({
    transport: createHttpSyncTransport({ fetch: (input, init) => fetch(input, init), origin: apiOrigin(), getToken }),
    storage,
    realtime: httpOnlySync() ? createPollingRealtime() : createWebSocketRealtime({ url: `${wsOrigin()}/ws`, getToken }),
    // A 401 means the session ended elsewhere (signed out on another device, password reset): the auth layer's
    // refresh sees the same answer and signs this tab out.
    onError: (error) => { if (error instanceof HttpError && error.status === 401) onUnauthorized(); },
  });
  return { client, storage };
};

/**
 * Starts the remembered user's client while a stored session is being restored (routes.tsx calls it as soon as this
 * chunk is loaded), so the local copy loads and the first sync leaves in parallel with the account calls.
 */
export function startEarlyUserSyncClient(auth: AuthStore): void {
  if (typeof indexedDB === 'undefined' || typeof localStorage === 'undefined') return;
  startEarlySyncClient(auth, localStorage, createUserSyncClient, { skip: carriesSignIn(window.location.href) });
}

/**
 * The signed-in user's sync client for as long as the component stays mounted (the per-user session remounts it
 * for another user). Signing out deletes the local copy, so the next person on this browser finds nothing.
 */
export function useUserSyncClient(userId: string): ObjectStore | null {
  const auth = useAuthStore();
  const override = useContext(ObjectStoreOverrideContext);
  const [client, setClient] = useState<SyncClient | null>(null);
  // Choosing HTTP-only sync in settings restarts the client on the other kind of connection.
  const httpOnly = useHttpOnlySync();
  useEffect(() => {
    if (override) return undefined;
    // The client started at page load for the remembered user (early-sync.ts), or a new one.
    const made = adoptEarlySyncClient<SyncClient, IndexedDbStorage>(userId) ?? createUserSyncClient(userId, {
      getToken: () => auth.getState().token,
      onUnauthorized: () => { void auth.getState().refreshUser(); },
    });
    rememberSyncUser(localStorage, userId, auth.getState().token);
    performance.mark('taskhub:task-screens-mounted');
    setClient(made.client);
    void made.client.start();
    const online = () => { void made.client.syncNow(); };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      const signedOut = auth.getState().session !== 'loggedIn';
      if (signedOut) forgetSyncUser(localStorage);
      void made.client.stop().then(() => (signedOut ? made.storage.clear() : made.storage.close()));
    };
  }, [userId, auth, override, httpOnly]);
  return override ?? client;
}

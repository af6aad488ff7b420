import {
  HttpError, IndexedDbStorage, SyncClient, createHttpSyncTransport, createWebSocketRealtime, syncDatabaseName,
} from '@taskhub/sync-client';
import type { ObjectStore } from '@taskhub/sync-client';
import { useContext, useEffect, useState } from 'react';
import { apiOrigin, wsOrigin } from '../api/config.js';
import type { AuthStore } from '../auth/auth-store.js';
import { useAuthStore } from '../auth/useAuth.js';
import { ObjectStoreOverrideContext } from './ObjectStoreContext.js';

function createUserSyncClient(userId: string, auth: AuthStore) {
  const getToken = () => auth.getState().token;
  const storage = new IndexedDbStorage({ name: syncDatabaseName(userId) });
  const client = new SyncClient({
    transport: createHttpSyncTransport({ fetch: (input, init) => fetch(input, init), origin: apiOrigin(), getToken }),
    storage,
    realtime: createWebSocketRealtime({ url: `${wsOrigin()}/ws`, getToken }),
    // A 401 means the session ended elsewhere (signed out on another device, password reset): the auth layer's
    // refresh sees the same answer and signs this tab out.
    onError: (error) => { if (error instanceof HttpError && error.status === 401) void auth.getState().refreshUser(); },
  });
  return { client, storage };
}

/**
 * The signed-in user's sync client for as long as the component stays mounted (the per-user session remounts it
 * for another user). Signing out deletes the local copy, so the next person on this browser finds nothing.
 */
export function useUserSyncClient(userId: string): ObjectStore | null {
  const auth = useAuthStore();
  const override = useContext(ObjectStoreOverrideContext);
  const [client, setClient] = useState<SyncClient | null>(null);
  useEffect(() => {
    if (override) return undefined;
    const made = createUserSyncClient(userId, auth);
    setClient(made.client);
    void made.client.start();
    const online = () => { void made.client.syncNow(); };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      const signedOut = auth.getState().session !== 'loggedIn';
      void made.client.stop().then(() => (signedOut ? made.storage.clear() : made.storage.close()));
    };
  }, [userId, auth, override]);
  return override ?? client;
}

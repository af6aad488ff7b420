/**
 * Local-storage key of the auth token. Only the token outlives the page (so a reload stays signed in);
 * user details, subscription and experiments are fetched again and live in memory.
 */
export const authTokenStorageKey = 'taskhub.authToken';

export interface TokenStorage {
  read(): string | null;
  write(token: string | null): void;
}

export function createTokenStorage(storage: Storage): TokenStorage {
  return {
    read: () => storage.getItem(authTokenStorageKey),
    write(token) {
      if (token) storage.setItem(authTokenStorageKey, token);
      else storage.removeItem(authTokenStorageKey);
    },
  };
}

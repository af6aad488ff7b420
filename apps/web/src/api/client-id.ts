/** Session-storage key of the client id (SPEC.md section 3, "Client id"). */
export const clientIdStorageKey = 'taskhub.clientId';

/**
 * The id this tab gives the server as client_id: a random UUID made once and kept in session storage,
 * so a reload keeps the same device session while a new tab counts as a new client.
 */
export function clientId(storage: Storage = sessionStorage, makeId: () => string = () => crypto.randomUUID()): string {
  const stored = storage.getItem(clientIdStorageKey);
  if (stored) return stored;
  const id = makeId();
  storage.setItem(clientIdStorageKey, id);
  return id;
}

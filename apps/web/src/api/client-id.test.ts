import { beforeEach, describe, expect, it } from 'vitest';
import { clientId, clientIdStorageKey } from './client-id.js';

describe('client id', () => {
  beforeEach(() => sessionStorage.clear());

  it('"A random UUID, created once and kept in session storage"', () => {
    const first = clientId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sessionStorage.getItem(clientIdStorageKey)).toBe(first);
    expect(clientId()).toBe(first);
  });

  it('makes a new id only when session storage holds none', () => {
    sessionStorage.setItem(clientIdStorageKey, 'kept-id');
    let made = 0;
    expect(clientId(sessionStorage, () => { made++; return 'new'; })).toBe('kept-id');
    expect(made).toBe(0);
  });
});

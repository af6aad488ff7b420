import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { isLoggedIn } from './selectors.js';
import { loggedIn, setupAuth } from './testing/fixtures.js';
import { AuthStoreContext, useAuth } from './useAuth.js';

describe('useAuth', () => {
  beforeEach(() => localStorage.clear());

  it('reads the store from context and re-renders when the selected state changes', async () => {
    const { store } = setupAuth();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>
    );
    const { result } = renderHook(() => useAuth(isLoggedIn), { wrapper });
    expect(result.current).toBe(false);
    await act(() => loggedIn(store));
    expect(result.current).toBe(true);
  });

  it('says so when no provider is above it', () => {
    expect(() => renderHook(() => useAuth(isLoggedIn))).toThrow('AuthStoreContext');
  });
});

import { avatarPictureOf } from '@taskhub/domain';
import { useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import type { AuthState } from '../auth/auth-state.js';
import type { AuthStore } from '../auth/auth-store.js';
import { AuthStoreContext } from '../auth/useAuth.js';
import { createAssignmentStore, type AssignmentState, type AssignmentStore } from './assignment-store.js';

/** Who is signed in, as an avatar draws them. */
export interface Me {
  id: string;
  name: string;
  picture: string | null;
}

export interface Assignment {
  me: Me;
  store: AssignmentStore;
}

const stores = new WeakMap<AuthStore, Map<string, AssignmentStore>>();

/** One assignment store per signed-in user of an auth store: another user signing in on the tab starts afresh. */
function assignmentStoreFor(auth: AuthStore, userId: string): AssignmentStore {
  let byUser = stores.get(auth);
  if (!byUser) stores.set(auth, (byUser = new Map()));
  let store = byUser.get(userId);
  if (!store) byUser.set(userId, (store = createAssignmentStore(auth.http)));
  return store;
}

/** Stand-ins read where there is no auth store or no user, so the hooks are called the same way every render. */
const noUser = { user: null } as unknown as AuthState;
const noAuth = { getState: () => noUser, getInitialState: () => noUser, subscribe: () => () => undefined } as unknown as AuthStore;
const noAssignments = createAssignmentStore({ request: () => Promise.reject(new Error('signed out')) });

/**
 * The signed-in user and their assignment store, or null where there is none (a screen rendered without the auth
 * store, or signed out): assignment then shows nothing.
 */
export function useAssignment(): Assignment | null {
  const auth = useContext(AuthStoreContext);
  const source = auth ?? noAuth;
  const id = useStore(source, (state) => state.user?.id ?? null);
  const name = useStore(source, (state) => state.user?.name ?? '');
  const picture = useStore(source, (state) => (state.user ? avatarPictureOf(state.user) : null));
  return useMemo(() => (auth && id ? { me: { id, name, picture }, store: assignmentStoreFor(auth, id) } : null), [auth, id, name, picture]);
}

/** Reads part of the assignment state (an empty state where there is no signed-in user). */
export function useAssignmentState<T>(assignment: Assignment | null, selector: (state: AssignmentState) => T): T {
  return useStore(assignment?.store ?? noAssignments, selector);
}

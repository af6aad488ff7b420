import type { UserUpdate } from '@taskhub/domain';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { toAuthError } from '../api/auth-error.js';
import type { AuthErrorInfo } from './auth-state.js';
import type { AuthStore } from './auth-store.js';
import { applyUserUpdate, mergeUserUpdates, type User } from './user.js';

export type UpdateQueueStatus = 'idle' | 'loading' | 'error';

export interface UpdateQueueState {
  status: UpdateQueueStatus;
  /** Updates not yet stored; the first is the one being sent (or the one that failed). */
  queue: UserUpdate[];
  error: AuthErrorInfo | null;
  /** Applies a change to the user at once and queues it for PUT /me. */
  update(patch: UserUpdate): void;
  /** Drops the queued changes and shows the user as the server has it. */
  revert(): void;
  /** Sends the queue again after an error. */
  retry(): void;
}

/** SPEC.md section 9: the queue merges when it holds more than 2 items. */
export const mergeThreshold = 2;

const mergeAll = (updates: UserUpdate[]) => updates.reduce(mergeUserUpdates, {});

/** The user-details update queue of SPEC.md section 4, built on the auth store's user and HTTP client. */
export function createUserUpdateQueue(auth: AuthStore): StoreApi<UpdateQueueState> {
  /** The user as last stored on the server, before the queued changes; what revert goes back to. */
  let confirmed: User | null = null;
  /** Bumped when the session ends, so an answer to an older session's update changes nothing. */
  let generation = 0;

  const showUser = (user: User | null) => {
    if (user) auth.getState().setUser(user);
  };

  const store = createStore<UpdateQueueState>()((set, get) => {
    async function sendFirst(): Promise<void> {
      const sentIn = generation;
      const item = get().queue[0]!;
      try {
        await auth.http.request('PUT', '/me', item);
      } catch (error) {
        if (sentIn !== generation) return;
        const { code, message, serverCode } = toAuthError(error);
        set({ status: 'error', error: { code, message, serverCode } });
        return;
      }
      if (sentIn !== generation) return;
      confirmed = confirmed && applyUserUpdate(confirmed, item);
      const rest = get().queue.slice(1);
      set({ queue: rest, status: rest.length > 0 ? 'loading' : 'idle' });
      if (rest.length > 0) await sendFirst();
      else confirmed = null;
    }

    return {
      status: 'idle',
      queue: [],
      error: null,

      update(patch) {
        const user = auth.getState().user;
        if (!user) return;
        const { queue, status } = get();
        if (queue.length === 0) confirmed = user;
        showUser(applyUserUpdate(user, patch));
        if (status === 'error') {
          // After an error the whole queue goes as one update, the failed one included.
          set({ queue: [mergeAll([...queue, patch])], status: 'loading', error: null });
          void sendFirst();
          return;
        }
        let next = [...queue, patch];
        // The first item is already on its way; everything behind it can go as one request.
        if (next.length > mergeThreshold) next = [next[0]!, mergeAll(next.slice(1))];
        set({ queue: next });
        if (status === 'idle') {
          set({ status: 'loading' });
          void sendFirst();
        }
      },

      revert() {
        const { status, queue } = get();
        if (status === 'idle') return;
        if (status === 'loading') {
          // The running request cannot be called back; only the changes waiting behind it are dropped.
          set({ queue: queue.slice(0, 1) });
          showUser(confirmed && applyUserUpdate(confirmed, queue[0]!));
          return;
        }
        showUser(confirmed);
        confirmed = null;
        set({ queue: [], status: 'idle', error: null });
      },

      retry() {
        if (get().status !== 'error') return;
        set({ status: 'loading', error: null });
        void sendFirst();
      },
    };
  });

  auth.events.on('logged-out', () => {
    generation++;
    confirmed = null;
    store.setState({ queue: [], status: 'idle', error: null });
  });

  return store;
}

const queues = new WeakMap<AuthStore, StoreApi<UpdateQueueState>>();

/**
 * The one update queue of an auth store: every screen shares its queue (changes waiting to be saved survive a
 * dialog closing), and its logged-out listener is added once, not once per screen that opens.
 */
export function userUpdateQueueFor(auth: AuthStore): StoreApi<UpdateQueueState> {
  let queue = queues.get(auth);
  if (!queue) {
    queue = createUserUpdateQueue(auth);
    queues.set(auth, queue);
  }
  return queue;
}

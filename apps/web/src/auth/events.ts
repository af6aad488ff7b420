import type { User } from './user.js';

/** What other parts of the app may react to (SPEC.md section 4, "user-visible events"). */
export interface AuthEventMap {
  'logged-in': User;
  'logged-out': undefined;
  'user-changed': User | null;
}

export type AuthEventName = keyof AuthEventMap;
type Listener<K extends AuthEventName> = (payload: AuthEventMap[K]) => void;

export interface AuthEvents {
  /** Listens to one event; the returned function stops listening. */
  on<K extends AuthEventName>(name: K, listener: Listener<K>): () => void;
  emit<K extends AuthEventName>(name: K, payload: AuthEventMap[K]): void;
  /** Starts holding events back, during a login flow, so listeners never see a half-made session. */
  hold(): void;
  /** Delivers the held events in order and stops holding. */
  release(): void;
  /** Drops the held events and stops holding: a failed flow must not announce what it did not finish. */
  discard(): void;
}

export function createAuthEvents(): AuthEvents {
  const listeners = new Map<AuthEventName, Set<(payload: never) => void>>();
  let held: Array<() => void> | null = null;

  const deliver = <K extends AuthEventName>(name: K, payload: AuthEventMap[K]) => {
    for (const listener of [...(listeners.get(name) ?? [])]) (listener as Listener<K>)(payload);
  };

  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(name, set);
      return () => { set.delete(listener as (payload: never) => void); };
    },
    emit(name, payload) {
      if (held) held.push(() => deliver(name, payload));
      else deliver(name, payload);
    },
    hold() {
      held ??= [];
    },
    release() {
      const pending = held ?? [];
      held = null;
      for (const send of pending) send();
    },
    discard() {
      held = null;
    },
  };
}

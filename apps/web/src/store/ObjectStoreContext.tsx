import type { ObjectStore, SyncSnapshot } from '@taskhub/sync-client';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';

const ObjectStoreContext = createContext<ObjectStore | null>(null);

/**
 * A store handed in from outside instead of the signed-in user's sync client (the app's tests give a memory store,
 * so rendering the signed-in home opens no database and no socket).
 */
export const ObjectStoreOverrideContext = createContext<ObjectStore | null>(null);

/** Gives the task screens the signed-in user's object store (the sync client, or a memory store in tests). */
export function ObjectStoreProvider({ store, children }: { store: ObjectStore; children: ReactNode }) {
  return <ObjectStoreContext.Provider value={store}>{children}</ObjectStoreContext.Provider>;
}

/** The object store above, or null where there is none (a screen rendered alone). */
export const useOptionalObjectStore = (): ObjectStore | null => useContext(ObjectStoreContext);

export function useObjectStore(): ObjectStore {
  const store = useContext(ObjectStoreContext);
  if (!store) throw new Error('useObjectStore needs an ObjectStoreProvider');
  return store;
}

/** The store's current snapshot; the component renders again whenever any object or the sync status changes. */
export function useSyncSnapshot(): SyncSnapshot {
  const store = useObjectStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/**
 * A part of the store's snapshot: the component renders again only when that part changes (by identity, or by
 * `isEqual`), not on every change of any object. The store keeps a model's map while none of its objects changes, so
 * `(s) => s.objects.customView` renders again only for custom views. Every component that renders while a board
 * is open should select: a card another member moves changes the task map, and a component that takes the whole
 * snapshot draws again for it (the header's menus and tooltips did, bench/board-browser-move.ts).
 */
export function useSyncSelector<T>(select: (snapshot: SyncSnapshot) => T, isEqual?: (a: T, b: T) => boolean): T {
  const store = useObjectStore();
  return useSyncExternalStoreWithSelector(store.subscribe, store.getSnapshot, undefined, select, isEqual);
}

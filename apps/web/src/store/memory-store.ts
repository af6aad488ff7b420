import { createObject, editObject, syncModelNames, type SyncModelName, type SyncObject } from '@taskhub/domain';
import { emptyServerObjects, type LocalState, type ObjectStore, type SyncSnapshot } from '@taskhub/sync-client';

const emptyObjects = () => Object.fromEntries(syncModelNames.map((m) => [m, {}])) as LocalState['objects'];

/** Sync state a test sets to show the loading state, the offline banner or the save status. */
export type MemorySyncState = Partial<Pick<SyncSnapshot, 'status' | 'pendingCount' | 'ready' | 'connected'>>;

export type MemoryObjectStore = ObjectStore & { edits: { model: SyncModelName; id: string }[]; setSync(state: MemorySyncState): void };

let counter = 0;
const testId = () => `mem${(counter += 1).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * An object store held in memory with the same merge rules as the sync client, but no server: the task screens'
 * tests render against it, and it records what was edited.
 */
export function createMemoryObjectStore(options: { now?: () => number; seed?: (store: MemoryObjectStore) => void } = {}): MemoryObjectStore {
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let snapshot: SyncSnapshot = { objects: emptyObjects(), server: emptyServerObjects(), status: 'idle', pendingCount: 0, ready: true, connected: true };
  const edits: { model: SyncModelName; id: string }[] = [];

  const put = <M extends SyncModelName>(model: M, object: SyncObject<M>) => {
    snapshot = { ...snapshot, objects: { ...snapshot.objects, [model]: { ...snapshot.objects[model], [object.id]: object } } };
    edits.push({ model, id: object.id });
    for (const listener of listeners) listener();
  };

  const store: MemoryObjectStore = {
    edits,
    setSync(state) {
      snapshot = { ...snapshot, ...state };
      for (const listener of listeners) listener();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    create(model, fields) {
      const id = typeof fields.id === 'string' ? fields.id : testId();
      const object = createObject<SyncObject<typeof model>>(model, id, fields as Record<string, unknown>, now());
      put(model, object);
      return object;
    },
    edit(model, id, changes) {
      const current = snapshot.objects[model][id];
      if (!current) return;
      put(model, editObject(model, current, changes as Record<string, unknown>, now()));
    },
    putServerObjects(model, items, removed = []) {
      const map = { ...snapshot.server[model] } as Record<string, (typeof items)[number]>;
      for (const id of removed) delete map[id];
      for (const item of items) map[item.id] = item;
      snapshot = { ...snapshot, server: { ...snapshot.server, [model]: map } };
      for (const listener of listeners) listener();
    },
    syncNow: () => Promise.resolve(),
  };
  options.seed?.(store);
  return store;
}

import type { ChangedMessage, SyncModelName, SyncObject, SyncRequest, SyncResponse } from '@taskhub/domain';
import type { ServerModelName, ServerObject, ServerObjects } from './server-models.js';

export type { ServerModelName, ServerObject, ServerObjects } from './server-models.js';

/** How the client reaches the server's sync call (POST /api/v11/me/sync?updatedSince=T). */
export interface SyncTransport {
  sync(request: SyncRequest, updatedSince: number): Promise<SyncResponse>;
}

/** The realtime socket (/ws): tells the client something changed, and whether it is connected. */
export interface RealtimeSource {
  connect(handlers: { onChanged: (message: ChangedMessage) => void; onConnected: (connected: boolean) => void }): () => void;
}

/** Everything the client keeps between page loads: objects, the edits not yet pushed, and the pull cursor. */
export interface LocalState {
  objects: { [M in SyncModelName]: Record<string, SyncObject<M>> };
  /** Ids of objects with local writes the server has not acknowledged, per model. */
  pending: { [M in SyncModelName]: string[] };
  cursor: number;
  /** Boards and sections as the last pull or REST answer gave them (absent in a state saved before they were kept). */
  server?: ServerObjects;
}

/**
 * Where the local state lives: IndexedDB in browsers, memory in tests. Writes are whole changed objects; `state` is
 * the complete local state, from which a storage may also rewrite unchanged objects (IndexedDB writes buckets).
 */
export interface LocalStorageAdapter {
  load(): Promise<LocalState | undefined>;
  save(state: LocalState, changed: { model: SyncModelName; id: string }[]): Promise<void>;
  clear(): Promise<void>;
}

export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'error';

/** What the UI reads; a new object (same identity while nothing changes) after every change, for useSyncExternalStore. */
export interface SyncSnapshot {
  objects: LocalState['objects'];
  /** The read-only server objects (boards, sections): changed by REST calls, never pushed. */
  server: ServerObjects;
  status: SyncStatus;
  pendingCount: number;
  /** False until the local state has been loaded (show a loading state until then). */
  ready: boolean;
  /** Whether the realtime socket is connected (offline banner when false after start). */
  connected: boolean;
}

/** The client store the screens use (implemented by SyncClient). */
export interface ObjectStore {
  getSnapshot(): SyncSnapshot;
  subscribe(listener: () => void): () => void;
  /** Makes a new object locally (applied at once, queued for the server); returns it. */
  create<M extends SyncModelName>(model: M, fields: Partial<SyncObject<M>>): SyncObject<M>;
  /** Changes fields of an object locally (applied at once, queued). Unknown ids are ignored. */
  edit<M extends SyncModelName>(model: M, id: string, changes: Partial<SyncObject<M>>): void;
  /**
   * Puts a REST call's answer (a board, a section) into the local store at once, and drops `removed` ids; saved with
   * the local state, never pushed. The next pull brings the server's copy again.
   */
  putServerObjects<M extends ServerModelName>(model: M, items: ServerObject<M>[], removed?: string[]): void;
  /** Pushes queued edits and pulls changes now. */
  syncNow(): Promise<void>;
  /**
   * Calls `listener` with the edits a sync's answer refused (`models.<model>.rejected`: a scope the user may only
   * read, an object gone, an archived board), which this device has rolled back; returns the unsubscribe.
   */
  onRefused?(listener: (refused: RefusedEdit[]) => void): () => void;
}

/** An edit the server refused and the device rolled back, with the server's code for why. */
export interface RefusedEdit {
  model: SyncModelName;
  id: string;
  code: string;
}

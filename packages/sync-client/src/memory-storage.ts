import { type SyncModelName, type SyncObject } from '@taskhub/domain';
import { emptyState } from './local-state.js';
import type { LocalState, LocalStorageAdapter } from './types.js';

/**
 * Local state kept in memory (tests, and browsers without IndexedDB). It stores copies, as a real store would, so a
 * client that starts again from it sees only what was saved.
 */
export class MemoryStorage implements LocalStorageAdapter {
  private state: LocalState | undefined;
  /** How many saves reached this store (tests read it). */
  saves = 0;

  async load(): Promise<LocalState | undefined> {
    return this.state ? structuredClone(this.state) : undefined;
  }

  async save(state: LocalState, changed: { model: SyncModelName; id: string }[]): Promise<void> {
    this.state ??= emptyState();
    const objects = this.state.objects as Record<SyncModelName, Record<string, SyncObject>>;
    for (const { model, id } of changed) {
      const object = state.objects[model][id];
      if (object) objects[model][id] = structuredClone(object);
      else delete objects[model][id];
    }
    this.state.pending = structuredClone(state.pending);
    this.state.cursor = state.cursor;
    if (state.server) this.state.server = structuredClone(state.server);
    this.saves += 1;
  }

  async clear(): Promise<void> {
    this.state = undefined;
  }

  /** Every model's objects as stored. */
  get stored(): LocalState | undefined {
    return this.state;
  }
}

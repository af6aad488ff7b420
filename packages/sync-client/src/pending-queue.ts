import { syncModelNames, type SyncModelName } from '@taskhub/domain';
import type { LocalState } from './types.js';

/** One object sent in a push, with the local version it had then. */
export interface SentItem {
  model: SyncModelName;
  id: string;
  version: number;
}

/**
 * The objects with local writes the server has not acknowledged. Each carries a local version, bumped by every
 * edit, so an answer acknowledges only the version it was sent with: an edit made while the request was in flight
 * stays pending and goes out with the next push.
 */
export class PendingQueue {
  private readonly versions = new Map<SyncModelName, Map<string, number>>(syncModelNames.map((model) => [model, new Map()]));
  private counter = 0;

  static from(pending: LocalState['pending']): PendingQueue {
    const queue = new PendingQueue();
    for (const model of syncModelNames) for (const id of pending[model] ?? []) queue.mark(model, id);
    return queue;
  }

  private ids(model: SyncModelName): Map<string, number> {
    return this.versions.get(model) as Map<string, number>;
  }

  mark(model: SyncModelName, id: string): void {
    this.counter += 1;
    this.ids(model).set(id, this.counter);
  }

  has(model: SyncModelName, id: string): boolean {
    return this.ids(model).has(id);
  }

  get size(): number {
    let total = 0;
    for (const ids of this.versions.values()) total += ids.size;
    return total;
  }

  /** Up to `limit` pending objects not in `exclude` (keys `model/id`), in the order they were first marked. */
  takeBatch(limit: number, exclude: ReadonlySet<string>): SentItem[] {
    const batch: SentItem[] = [];
    for (const model of syncModelNames) {
      for (const [id, version] of this.ids(model)) {
        if (batch.length >= limit) return batch;
        if (!exclude.has(pendingKey(model, id))) batch.push({ model, id, version });
      }
    }
    return batch;
  }

  /** The server stored these: forget each one not edited again since it was sent. */
  acknowledge(sent: SentItem[]): void {
    for (const item of sent) {
      if (this.ids(item.model).get(item.id) === item.version) this.ids(item.model).delete(item.id);
    }
  }

  toLists(): LocalState['pending'] {
    return Object.fromEntries(syncModelNames.map((model) => [model, [...this.ids(model).keys()]])) as unknown as LocalState['pending'];
  }
}

export const pendingKey = (model: SyncModelName, id: string) => `${model}/${id}`;

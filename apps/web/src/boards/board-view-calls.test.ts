import type { SyncObject } from '@taskhub/domain';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryObjectStore } from '../store/memory-store.js';
import { saveCardDrop } from './board-view-calls.js';

describe('a card drop', () => {
  it('edits the card in the store and asks for a sync at once, not after the push delay', () => {
    const store = createMemoryObjectStore({
      seed: (seeded) => seeded.create('task', { id: 't1', title: 'Card', boardId: 'b1', sectionId: 's1', position: 'a0', categoryId: null } as Partial<SyncObject<'task'>>),
    });
    const syncNow = vi.spyOn(store, 'syncNow');
    saveCardDrop(store, [{ id: 't1', changes: { sectionId: 's2', position: 'a1' } }]);
    expect(store.getSnapshot().objects.task.t1).toMatchObject({ sectionId: 's2', position: 'a1' });
    expect(syncNow).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when the drop changes nothing', () => {
    const store = createMemoryObjectStore();
    const syncNow = vi.spyOn(store, 'syncNow');
    saveCardDrop(store, []);
    expect(syncNow).not.toHaveBeenCalled();
  });
});

import { createObject, type SyncObject, type SyncResponse } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage.js';
import { SyncClient } from './sync-client.js';

const list = { ...createObject<SyncObject<'category'>>('category', 'shared-list', { name: 'Groceries' }, 1000) } as SyncObject<'category'>;
const task = { ...createObject<SyncObject<'task'>>('task', 'milk', { title: 'Milk', categoryId: 'shared-list' }, 1000), globalTaskId: 'milk', shared: false, participants: [] } as SyncObject<'task'>;

function answer(models: { category?: Partial<SyncResponse['models']['category']>; task?: Partial<SyncResponse['models']['task']> }, lastUpdateDate: number): SyncResponse {
  const empty = { items: [] };
  return {
    models: {
      task: { ...empty, ...models.task }, category: { ...empty, ...models.category }, label: empty, myDayEntry: empty, attachment: empty,
      sharedMember: empty, userNotification: empty, taskNotification: empty,
    } as SyncResponse['models'],
    lastUpdateDate,
  };
}

describe('a shared list the person left', () => {
  it('leaves the store and the device\'s storage with its tasks when a pull lists it under removed', async () => {
    const answers = [
      answer({ category: { items: [list] }, task: { items: [task] } }, 10),
      answer({ category: { removed: ['shared-list'] }, task: { removed: ['milk'] } }, 20),
    ];
    const storage = new MemoryStorage();
    const client = new SyncClient({ transport: { sync: async () => answers.shift() ?? answer({}, 20) }, storage });
    await client.start();
    await client.whenIdle();
    expect(client.getSnapshot().objects.category['shared-list']?.name).toBe('Groceries');

    await client.syncNow();
    await client.whenIdle();
    expect(client.getSnapshot().objects.category['shared-list']).toBeUndefined();
    expect(client.getSnapshot().objects.task.milk).toBeUndefined();
    expect((await storage.load())?.objects.category['shared-list']).toBeUndefined();
    expect((await storage.load())?.objects.task.milk).toBeUndefined();
    await client.stop();
  });
});

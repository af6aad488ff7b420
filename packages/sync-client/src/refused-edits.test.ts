import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage.js';
import { SyncClient } from './sync-client.js';
import { FakeSyncServer } from './testing/index.js';
import type { RefusedEdit } from './types.js';

describe('edits the server refuses', () => {
  it('are rolled back and told to the listeners once, with the model, id and code; a later sync tells nothing more', async () => {
    const server = new FakeSyncServer();
    const client = new SyncClient({ transport: server.transport(), storage: new MemoryStorage(), pushDelayMs: 60_000 });
    await client.start();
    const task = client.create('task', { title: 'Shared task' });
    await client.syncNow();
    const told: RefusedEdit[][] = [];
    const stop = client.onRefused((refused) => told.push(refused));
    server.refuse = (model, item) => (model === 'task' && item.id === task.id ? 'FORBIDDEN' : undefined);
    client.edit('task', task.id, { title: 'Changed by a guest' });
    await client.syncNow();
    expect(client.getSnapshot().objects.task[task.id]?.title).toBe('Shared task');
    expect(told).toEqual([[{ model: 'task', id: task.id, code: 'FORBIDDEN' }]]);
    await client.syncNow();
    expect(told).toHaveLength(1);
    stop();
    client.edit('task', task.id, { title: 'Again' });
    await client.syncNow();
    expect(told).toHaveLength(1);
    await client.stop();
  });
});

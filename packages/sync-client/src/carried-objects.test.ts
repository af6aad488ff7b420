import { createObject, editObject, type ChangedMessage, type SyncObject, type SyncResponse } from '@taskhub/domain';
import { describe, expect, it, vi } from 'vitest';
import { applyAnswer, applyCarried } from './apply-answer.js';
import { emptyObjects, type ObjectMaps } from './local-state.js';
import { MemoryStorage } from './memory-storage.js';
import { SyncClient } from './sync-client.js';
import { FakeSyncServer } from './testing/index.js';
import type { RealtimeSource } from './types.js';
import { parseChanged } from './websocket-realtime.js';

const task = (id: string, fields: Partial<SyncObject<'task'>>, now: number) => ({
  ...createObject<SyncObject<'task'>>('task', id, fields, now), globalTaskId: id, shared: false, participants: [],
}) as SyncObject<'task'>;

const held = (...tasks: SyncObject<'task'>[]): ObjectMaps => ({ ...emptyObjects(), task: Object.fromEntries(tasks.map((one) => [one.id, one])) });

function pulled(items: SyncObject<'task'>[]): SyncResponse {
  const empty = { items: [] };
  return {
    models: { task: { items }, category: empty, label: empty, myDayEntry: empty, attachment: empty, sharedMember: empty, userNotification: empty, taskNotification: empty },
    lastUpdateDate: 50,
  };
}

describe('applyCarried', () => {
  const stored = task('card', { title: 'Card', sectionId: 'todo', position: 'a0' }, 1000);
  const moved = editObject('task', stored, { sectionId: 'doing', position: 'a1' }, 2000);

  it('takes the carried version of a card the device holds, and says it held them all', () => {
    const applied = applyCarried(held(stored), { task: [moved] }, 3000);
    expect(applied.objects.task.card).toEqual(moved);
    expect(applied.changed).toEqual([{ model: 'task', id: 'card' }]);
    expect(applied.complete).toBe(true);
  });

  it('changes nothing with a carried version older than the local copy (a pull brought a newer one)', () => {
    const objects = held(moved);
    const applied = applyCarried(objects, { task: [stored] }, 3000);
    expect(applied.objects).toBe(objects);
    expect(applied.changed).toEqual([]);
    expect(applied.complete).toBe(true);
  });

  it('keeps a local edit not yet pushed, field by field, as a pull does', () => {
    const renamed = editObject('task', stored, { title: 'Renamed here' }, 2500);
    const applied = applyCarried(held(renamed), { task: [moved] }, 3000);
    expect(applied.objects.task.card).toMatchObject({ title: 'Renamed here', sectionId: 'doing', position: 'a1' });
  });

  it('adds no object the device does not hold (new to it, or of a scope it left): the pull brings or drops those', () => {
    const applied = applyCarried(held(), { task: [moved] }, 3000);
    expect(applied.objects.task.card).toBeUndefined();
    expect(applied.complete).toBe(false);
  });

  it('then pulled, leaves the state a pull alone would', () => {
    const renamed = editObject('task', stored, { title: 'Renamed here' }, 2500);
    const isPending = () => true;
    const alone = applyAnswer(held(renamed), pulled([moved]), isPending, 4000).objects;
    const carriedFirst = applyAnswer(applyCarried(held(renamed), { task: [moved] }, 3000).objects, pulled([moved]), isPending, 4000).objects;
    expect(carriedFirst).toEqual(alone);
  });
});

describe('parseChanged', () => {
  it('keeps carried objects of known models with an id, and reads a message without them as before', () => {
    const message = parseChanged(JSON.stringify({
      type: 'changed', models: ['task'], lastUpdateDate: 5, objects: { task: [{ id: 'a', title: 'x' }, { title: 'no id' }, 7], nope: [{ id: 'b' }] },
    }));
    expect(message).toEqual({ type: 'changed', models: ['task'], lastUpdateDate: 5, objects: { task: [{ id: 'a', title: 'x' }] } });
    expect(parseChanged(JSON.stringify({ type: 'changed', models: ['task'], lastUpdateDate: 5 }))).toEqual({ type: 'changed', models: ['task'], lastUpdateDate: 5 });
  });
});

describe('a sync client hearing carried objects', () => {
  function watcher(server: FakeSyncServer, carriedPullDelayMs = 1000) {
    const transport = server.transport();
    const client = new SyncClient({ transport, storage: new MemoryStorage(), realtime: server.realtime(), pushDelayMs: 5, carriedPullDelayMs });
    return { client, transport };
  }

  it('shows a move from another device at once, without a request, and pulls after the delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const server = new FakeSyncServer();
      server.carry = true;
      const mover = new SyncClient({ transport: server.transport(), storage: new MemoryStorage(), pushDelayMs: 5 });
      const { client, transport } = watcher(server);
      await mover.start();
      await client.start();
      const card = mover.create('task', { title: 'Card', sectionId: 'todo' });
      await mover.syncNow();
      await vi.waitFor(() => expect(client.getSnapshot().objects.task[card.id]?.sectionId).toBe('todo'));
      await client.whenIdle();
      const calls = transport.calls;

      mover.edit('task', card.id, { sectionId: 'doing' });
      await mover.syncNow();
      expect(client.getSnapshot().objects.task[card.id]?.sectionId).toBe('doing');
      expect(transport.calls).toBe(calls);
      await vi.advanceTimersByTimeAsync(1000);
      await client.whenIdle();
      expect(transport.calls).toBe(calls + 1);
      expect(client.getSnapshot().objects.task[card.id]).toEqual(server.objects().task[card.id]);
      await mover.stop();
      await client.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores a message its cursor is past, and pulls at once when a carried object is new to it', async () => {
    const server = new FakeSyncServer();
    const transport = server.transport();
    let handlers: Parameters<RealtimeSource['connect']>[0] | undefined;
    const realtime: RealtimeSource = { connect: (given) => { handlers = given; return () => undefined; } };
    const client = new SyncClient({ transport, storage: new MemoryStorage(), realtime, carriedPullDelayMs: 3_600_000 });
    await client.start();
    await client.whenIdle();
    const fresh = task('fresh', { title: 'New card' }, 1000);
    const calls = transport.calls;
    handlers!.onChanged({ type: 'changed', models: ['task'], lastUpdateDate: 0, objects: { task: [fresh] } });
    expect(client.getSnapshot().objects.task.fresh).toBeUndefined();
    expect(transport.calls).toBe(calls);

    const message: ChangedMessage = { type: 'changed', models: ['task'], lastUpdateDate: 1_000_000, objects: { task: [fresh] } };
    handlers!.onChanged(message);
    expect(client.getSnapshot().objects.task.fresh).toBeUndefined();
    expect(transport.calls).toBe(calls + 1);
    await client.stop();
  });
});

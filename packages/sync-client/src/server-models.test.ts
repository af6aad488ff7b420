import type { Board, Section, SyncResponse } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { IndexedDbStorage } from './indexeddb-storage.js';
import { MemoryStorage } from './memory-storage.js';
import { SyncClient } from './sync-client.js';
import 'fake-indexeddb/auto';

const board: Board = {
  id: 'b1', workspaceId: 'w1', name: 'Launch', emoji: '🚀', isPrivate: false, isArchived: false, role: 'admin', membersCount: 2,
  position: 'a0', creationDate: 1, lastUpdateDate: 1,
};
const section = (id: string, name: string, position: string): Section => ({ id, boardId: 'b1', name, position, isArchived: false });

function answer(models: Partial<Pick<SyncResponse['models'], 'board' | 'section'>>, lastUpdateDate: number): SyncResponse {
  const empty = { items: [] };
  return {
    models: {
      task: empty, category: empty, label: empty, myDayEntry: empty, attachment: empty, sharedMember: empty, userNotification: empty,
      taskNotification: empty, ...models,
    } as SyncResponse['models'],
    lastUpdateDate,
  };
}

describe('boards and sections in the local store', () => {
  it('keeps pulled boards and sections, replaces them on the next pull, drops removed ids and never pushes them', async () => {
    const sent: unknown[] = [];
    const answers = [
      answer({ board: { items: [board] }, section: { items: [section('s1', 'To do', 'a0'), section('s2', 'Done', 'a1')] } }, 10),
      answer({ section: { items: [section('s1', 'Backlog', 'a0')], removed: ['s2'] } }, 20),
    ];
    const storage = new MemoryStorage();
    const client = new SyncClient({ transport: { sync: async (request) => { sent.push(request); return answers.shift() ?? answer({}, 20); } }, storage });
    await client.start();
    await client.whenIdle();
    expect(client.getSnapshot().server.board.b1?.name).toBe('Launch');
    expect(Object.keys(client.getSnapshot().server.section)).toEqual(['s1', 's2']);

    await client.syncNow();
    await client.whenIdle();
    expect(client.getSnapshot().server.section).toEqual({ s1: section('s1', 'Backlog', 'a0') });
    expect((await storage.load())?.server?.section.s1?.name).toBe('Backlog');
    expect(JSON.stringify(sent)).not.toContain('"board"');
    expect(JSON.stringify(sent)).not.toContain('"section"');
    await client.stop();
  });

  it('puts a REST answer in at once, and a board that leaves takes its sections', async () => {
    const answers = [answer({ board: { items: [board] } }, 10), answer({ board: { items: [], removed: ['b1'] } }, 20)];
    const client = new SyncClient({ transport: { sync: async () => answers.shift() ?? answer({}, 20) }, storage: new MemoryStorage() });
    await client.start();
    await client.whenIdle();
    const before = client.getSnapshot();
    client.putServerObjects('section', [section('s9', 'Doing', 'a5')]);
    expect(client.getSnapshot()).not.toBe(before);
    expect(client.getSnapshot().server.section.s9?.name).toBe('Doing');
    expect(client.getSnapshot().server.board).toBe(before.server.board);

    await client.syncNow();
    await client.whenIdle();
    expect(client.getSnapshot().server).toEqual({ board: {}, section: {} });
    await client.stop();
  });

  it('survives a page load in IndexedDB', async () => {
    const name = `server-models-${Math.random()}`;
    const first = new SyncClient({ transport: { sync: async () => answer({ board: { items: [board] }, section: { items: [section('s1', 'To do', 'a0')] } }, 10) }, storage: new IndexedDbStorage({ name }) });
    await first.start();
    await first.whenIdle();
    await first.stop();
    const offline = new SyncClient({ transport: { sync: () => new Promise(() => undefined) }, storage: new IndexedDbStorage({ name }) });
    await offline.start();
    expect(offline.getSnapshot().server.board.b1?.emoji).toBe('🚀');
    expect(offline.getSnapshot().server.section.s1?.name).toBe('To do');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonical } from './testing/index.js';
import { MemoryStorage } from './memory-storage.js';
import { SyncClient } from './sync-client.js';
import { FakeSyncServer } from './testing/index.js';
import type { RealtimeSource } from './types.js';

type Handlers = Parameters<RealtimeSource['connect']>[0];

type Action =
  | { kind: 'create'; device: number; title: string }
  | { kind: 'edit'; device: number; pick: number; field: 'title' | 'position' | 'sectionId'; value: string }
  | { kind: 'sync'; device: number }
  /** The `pick`th message the server sent so far (any: stale, repeated, out of order) reaches the device's socket. */
  | { kind: 'hear'; device: number; pick: number };

const devices = 3;
const device = fc.integer({ min: 0, max: devices - 1 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), device, title: fc.string({ maxLength: 4 }) }),
  fc.record({ kind: fc.constant('edit' as const), device, pick: fc.nat(20), field: fc.constantFrom('title' as const, 'position' as const, 'sectionId' as const), value: fc.constantFrom('a', 'b', 'c', 'd') }),
  fc.record({ kind: fc.constant('sync' as const), device }),
  fc.record({ kind: fc.constant('hear' as const), device, pick: fc.nat(40) }),
  fc.record({ kind: fc.constant('hear' as const), device, pick: fc.nat(40) }),
);

describe('convergence with carried objects (realtime messages that hold a small write\'s objects)', () => {
  it('leaves every device equal to the server, whatever messages each heard, in whatever order', async () => {
    await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 20, maxLength: 60 }), async (actions) => {
      const server = new FakeSyncServer(() => 1);
      let clock = 1_000;
      let made = 0;
      const sockets: Handlers[] = [];
      /** Every field's last write (each action is later than the one before, on every device's clock). */
      const latest = new Map<string, string>();
      const errors: unknown[] = [];
      const clients = Array.from({ length: devices }, (_, n) => new SyncClient({
        transport: server.transport(), storage: new MemoryStorage(), now: () => clock, newId: () => `d${n}n${(made += 1)}`,
        realtime: { connect: (handlers) => { sockets[n] = handlers; return () => undefined; } },
        pushDelayMs: 3_600_000, carriedPullDelayMs: 3_600_000, onError: (error) => errors.push(error),
      }));
      for (const client of clients) await client.start();
      for (const client of clients) await client.whenIdle();
      for (const step of actions) {
        clock += 7;
        const client = clients[step.device]!;
        if (step.kind === 'create') latest.set(`${client.create('task', { title: step.title }).id}/title`, step.title);
        else if (step.kind === 'edit') {
          const ids = Object.keys(client.getSnapshot().objects.task).sort();
          const id = ids[step.pick % ids.length];
          if (id !== undefined) {
            client.edit('task', id, { [step.field]: step.value });
            latest.set(`${id}/${step.field}`, step.value);
          }
        } else if (step.kind === 'sync') await client.syncNow();
        else if (server.changes.length > 0) sockets[step.device]!.onChanged(structuredClone(server.changes[step.pick % server.changes.length]!));
        await client.whenIdle();
      }
      for (let round = 0; round < 2; round += 1) for (const client of clients) await client.syncNow();
      const expected = canonical(server.objects());
      for (const client of clients) {
        await client.whenIdle();
        expect(canonical(client.getSnapshot().objects)).toBe(expected);
      }
      for (const client of clients) await client.stop();
      expect(errors).toEqual([]);
      const stored = server.objects().task as Record<string, Record<string, unknown>>;
      for (const [key, value] of latest) {
        const [id, field] = key.split('/') as [string, string];
        expect(stored[id]?.[field], key).toBe(value);
      }
    }), { numRuns: 150 });
  }, 30_000);
});

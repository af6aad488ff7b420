import { syncModelNames, updateTimeKey, type SyncModelName } from '@taskhub/domain';
import type { Loose, ObjectMaps } from '../local-state.js';
import { MemoryStorage } from '../memory-storage.js';
import { SyncClient } from '../sync-client.js';
import type { SyncTransport } from '../types.js';
import { RequestGate } from './gated-transport.js';
import { scenarioEpoch, type DevicesScenario, type Step } from './random-devices.js';

/** One field write a device made: the scenario's expected outcome is the greatest (time, value) write per field. */
export interface Write {
  model: SyncModelName;
  id: string;
  field: string;
  value: unknown;
  time: number;
}

export interface ScenarioOutcome {
  /** Each device's objects after everyone synced twice. */
  devices: ObjectMaps[];
  /** What a new device pulls from the server afterwards (the server's state, seen through the transport). */
  observer: ObjectMaps;
  writes: Write[];
  /** Failed syncs and storage writes of any device (there should be none). */
  errors: unknown[];
}

export interface RunScenarioOptions {
  /** The transport of device `n` (devices 0..devices-1, then the observer); every device is the same user. */
  transportFor: (device: number) => SyncTransport | Promise<SyncTransport>;
}

let runs = 0;

/** Plays a scenario: seed shared by everyone, the steps with held requests, then everyone syncs twice. */
export async function runScenario(scenario: DevicesScenario, options: RunScenarioOptions): Promise<ScenarioOutcome> {
  runs += 1;
  const prefix = `r${runs}x${Math.random().toString(36).slice(2, 8)}`;
  const gate = new RequestGate();
  const clocks = Array.from({ length: scenario.devices }, () => scenarioEpoch);
  let made = 0;
  const errors: unknown[] = [];
  const clients: SyncClient[] = [];
  for (let device = 0; device < scenario.devices; device += 1) {
    clients.push(new SyncClient({
      transport: gate.wrap(device, await options.transportFor(device)),
      storage: new MemoryStorage(),
      now: () => clocks[device] as number,
      newId: () => `${prefix}d${device}n${(made += 1)}`,
      pushBatchSize: scenario.pushBatchSize,
      // Only the scenario's own sync steps push, so a run plays the same way every time.
      pushDelayMs: 3_600_000,
      onError: (error) => errors.push(error),
    }));
  }
  const writes: Write[] = [];
  const play = new Player(clients, clocks, gate, writes);
  gate.openAll();
  for (const client of clients) await client.start();
  for (const step of scenario.seed) await play.step(step);
  await play.everyoneSyncs(2);
  gate.close();
  for (const step of scenario.steps) await play.step(step);
  gate.openAll();
  await play.everyoneSyncs(2);
  await Promise.all(clients.map((client) => client.stop()));
  const observer = new SyncClient({
    transport: await options.transportFor(scenario.devices), storage: new MemoryStorage(), onError: (error) => errors.push(error),
  });
  await observer.start();
  await observer.syncNow();
  await observer.stop();
  return { devices: clients.map((client) => client.getSnapshot().objects), observer: observer.getSnapshot().objects, writes, errors };
}

class Player {
  constructor(private readonly clients: SyncClient[], private readonly clocks: number[], private readonly gate: RequestGate, private readonly writes: Write[]) {}

  async step(step: Step): Promise<void> {
    if (step.kind === 'create' || step.kind === 'edit') return this.write(step);
    if (step.kind === 'sync') {
      const client = this.client(step.device);
      if (this.gate.holds(step.device)) return void client.syncNow();
      const held = this.gate.nextHold(step.device);
      void client.syncNow();
      return this.settle(step.device, held);
    }
    const device = this.gate.deviceAt(step.pick);
    if (device === undefined) return;
    const held = this.gate.nextHold(device);
    this.gate.releaseOne(step.pick);
    await this.settle(device, held);
  }

  async everyoneSyncs(rounds: number): Promise<void> {
    for (let round = 0; round < rounds; round += 1) for (const client of this.clients) await client.syncNow();
    await Promise.all(this.clients.map((client) => client.whenIdle()));
  }

  private client(device: number): SyncClient {
    return this.clients[device] as SyncClient;
  }

  /** Waits until the device's sync is held at the gate again, or done. */
  private async settle(device: number, held: Promise<void>): Promise<void> {
    await Promise.race([held, this.client(device).whenIdle()]);
  }

  private write(step: Extract<Step, { kind: 'create' | 'edit' }>): void {
    const client = this.client(step.device);
    this.clocks[step.device] = step.time;
    let id: string;
    if (step.kind === 'create') {
      id = client.create(step.model, step.fields).id;
    } else {
      const ids = Object.keys(client.getSnapshot().objects[step.model]).sort();
      if (ids.length === 0) return;
      id = ids[step.pick % ids.length] as string;
      client.edit(step.model, id, step.fields);
    }
    const object = client.getSnapshot().objects[step.model][id] as unknown as Loose;
    for (const field of Object.keys(step.fields)) {
      this.writes.push({ model: step.model, id, field, value: object[field], time: object[updateTimeKey(field)] as number });
    }
  }
}

/** Sorted-key JSON: equal values give equal text, and the text orders ties as the merge rule does. */
export const canonical = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Loose).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : v) ?? 'null';

/**
 * What is wrong with an outcome (empty when nothing): a device whose objects differ from the server's, or a field
 * whose stored write is not the greatest (time, then value) write any device made. `server` is the server's own
 * state when the test can read it; the observer's pull is compared with it too.
 */
export function convergenceProblems(outcome: ScenarioOutcome, server?: ObjectMaps): string[] {
  const reference = server ?? outcome.observer;
  const problems = outcome.errors.map((error) => `sync failed: ${String(error)}`);
  if (server) problems.push(...differences('observer', outcome.observer, server));
  outcome.devices.forEach((objects, device) => problems.push(...differences(`device ${device}`, objects, reference)));
  const latest = new Map<string, Write>();
  for (const write of outcome.writes) {
    const key = `${write.model}/${write.id}/${write.field}`;
    const best = latest.get(key);
    if (!best || write.time > best.time || (write.time === best.time && canonical(write.value) > canonical(best.value))) latest.set(key, write);
  }
  for (const [key, write] of latest) {
    const stored = reference[write.model][write.id] as unknown as Loose | undefined;
    if (!stored) problems.push(`${key}: missing on the server`);
    else if (canonical(stored[write.field]) !== canonical(write.value) || stored[updateTimeKey(write.field)] !== write.time) {
      problems.push(`${key}: stored ${canonical(stored[write.field])}@${String(stored[updateTimeKey(write.field)])}, latest write ${canonical(write.value)}@${write.time}`);
    }
  }
  return problems;
}

function differences(who: string, objects: ObjectMaps, reference: ObjectMaps): string[] {
  const problems: string[] = [];
  for (const model of syncModelNames) {
    const ids = new Set([...Object.keys(objects[model]), ...Object.keys(reference[model])]);
    for (const id of ids) {
      const mine = canonical(objects[model][id]);
      const theirs = canonical(reference[model][id]);
      if (mine !== theirs) problems.push(`${who} ${model}/${id}: ${mine} != server ${theirs}`);
    }
  }
  return problems;
}

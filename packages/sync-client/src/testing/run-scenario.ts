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
  /** The device that wrote it, and whether the write made the object. */
  device: number;
  created: boolean;
}

export interface ScenarioOutcome {
  /** Each device's objects after everyone synced twice. */
  devices: ObjectMaps[];
  /** What a new device pulls from the server afterwards (the server's state, seen through the transport). */
  observer: ObjectMaps;
  writes: Write[];
  /** Failed syncs and storage writes of any device (there should be none). */
  errors: unknown[];
  /** `device/model/id` of every object an answer refused (`rejected`) or dropped (`removed`) on a device. */
  refused: Set<string>;
}

export interface RunScenarioOptions {
  /** The transport of device `n` (devices 0..devices-1, then the observer); every device is the same user unless told. */
  transportFor: (device: number) => SyncTransport | Promise<SyncTransport>;
  /** What the placeholders of `place` (random-devices.ts) stand for on a device: `@shared`, `@own` to list ids. */
  places?: (device: number) => Record<string, string>;
  /** Plays a `remove` step: the person using the device leaves the shared list on the server. */
  removeMember?: (device: number) => Promise<void>;
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
  const refused = new Set<string>();
  const clients: SyncClient[] = [];
  for (let device = 0; device < scenario.devices; device += 1) {
    clients.push(new SyncClient({
      transport: gate.wrap(device, noteRefusals(await options.transportFor(device), device, refused)),
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
  const play = new Player(clients, clocks, gate, writes, options);
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
  return { devices: clients.map((client) => client.getSnapshot().objects), observer: observer.getSnapshot().objects, writes, errors, refused };
}

/** The transport, noting in `refused` every object an answer to the device rejects or removes. */
function noteRefusals(inner: SyncTransport, device: number, refused: Set<string>): SyncTransport {
  return {
    sync: async (request, updatedSince) => {
      const answer = await inner.sync(request, updatedSince);
      for (const model of syncModelNames) {
        for (const item of answer.models[model]?.rejected ?? []) refused.add(`${device}/${model}/${String(item.id)}`);
        for (const id of answer.models[model]?.removed ?? []) refused.add(`${device}/${model}/${id}`);
      }
      return answer;
    },
  };
}

class Player {
  constructor(
    private readonly clients: SyncClient[], private readonly clocks: number[], private readonly gate: RequestGate, private readonly writes: Write[],
    private readonly options: RunScenarioOptions,
  ) {}

  async step(step: Step): Promise<void> {
    if (step.kind === 'create' || step.kind === 'edit') return this.write(step);
    if (step.kind === 'remove') {
      if (!this.options.removeMember) throw new Error('a remove step needs options.removeMember');
      return this.options.removeMember(step.device);
    }
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
    const fields = this.resolve(step.device, step.fields);
    let id: string;
    if (step.kind === 'create') {
      id = client.create(step.model, fields).id;
    } else {
      const ids = Object.keys(client.getSnapshot().objects[step.model]).sort();
      if (ids.length === 0) return;
      id = ids[step.pick % ids.length] as string;
      client.edit(step.model, id, fields);
    }
    const object = client.getSnapshot().objects[step.model][id] as unknown as Loose;
    for (const field of Object.keys(fields)) {
      this.writes.push({ model: step.model, id, field, value: object[field], time: object[updateTimeKey(field)] as number, device: step.device, created: step.kind === 'create' });
    }
  }

  /** The fields with each placeholder (`@shared`, `@own`, `@task:N`) put as the device knows it; a task not there leaves its field out. */
  private resolve(device: number, fields: Loose): Loose {
    const places = this.options.places?.(device) ?? {};
    const resolved: Loose = {};
    for (const [field, value] of Object.entries(fields)) {
      if (typeof value !== 'string' || !value.startsWith('@')) resolved[field] = value;
      else if (value.startsWith('@task:')) {
        const tasks = Object.keys(this.client(device).getSnapshot().objects.task).sort();
        if (tasks.length > 0) resolved[field] = tasks[Number(value.slice('@task:'.length)) % tasks.length];
      } else if (places[value] !== undefined) resolved[field] = places[value];
      else throw new Error(`no place ${value} for device ${device}`);
    }
    return resolved;
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

export interface SharedListCheck {
  /** Each device's person's objects as the server stores them (a raw full pull), by device. */
  views: ObjectMaps[];
  listId: string;
  /** The device whose person was removed from the list, and each device's own list. */
  removed: number;
  ownLists: string[];
}

/**
 * What is wrong with a shared-list outcome (empty when nothing): a device whose objects differ from what the server
 * stores for its person; an object of the list (the list, a task in it, a subtask of one) left on the removed person's
 * device, or a task there that still names the list; a personal task the removed person made (and never moved into the
 * list) that is gone; a field whose stored write is not the latest any device made (leaving out a device's writes to
 * an object an answer refused or removed on that device: those are rolled back or dropped with it, not lost).
 */
export function sharedListProblems(outcome: ScenarioOutcome, check: SharedListCheck): string[] {
  const problems = outcome.errors.map((error) => `sync failed: ${String(error)}`);
  outcome.devices.forEach((objects, device) => problems.push(...differences(`device ${device}`, objects, check.views[device] as ObjectMaps)));
  // Everything the server stores, whoever sees it (every object is someone's).
  const stored = Object.fromEntries(syncModelNames.map((model) => [model,
    Object.assign({}, ...check.views.map((view) => view[model]))])) as ObjectMaps;
  const listTasks = new Set(Object.values(stored.task).filter((task) => task.categoryId === check.listId).map((task) => task.globalTaskId));
  // A task is the list's when it is in the list, or under a list task without a list of its own: a subtask put in
  // another list goes there, the person's own list included (the list named wins over the parent, object-store.ts
  // `targetScope`), and the list's members never see it.
  const ofList = (model: SyncModelName, object: Loose) => (model === 'category' && object.id === check.listId)
    || (model === 'task' && (object.categoryId === check.listId
      || ((object.categoryId === null || object.categoryId === undefined) && listTasks.has(object.parentGlobalTaskId as string))));
  const kept = outcome.devices[check.removed] as ObjectMaps;
  for (const model of syncModelNames) {
    for (const object of Object.values(kept[model]) as unknown as Loose[]) {
      if (ofList(model, object) || (model !== 'category' && ofList(model, stored[model][object.id as string] as unknown as Loose ?? {}))) {
        problems.push(`the removed person's device still holds ${model}/${String(object.id)} of the list`);
      }
    }
  }
  const movedToList = new Set(outcome.writes.filter((write) => write.field === 'categoryId' && write.value === check.listId).map((write) => write.id));
  for (const write of outcome.writes) {
    if (write.device !== check.removed || !write.created || write.field !== 'categoryId' || write.value !== check.ownLists[check.removed] || movedToList.has(write.id)) continue;
    if (!kept.task[write.id]) problems.push(`the removed person's own task ${write.id} is gone from their device`);
  }
  // The stored write of each field is the latest write of a device that kept it, or a later one some device made (a
  // refused or dropped write may have reached the server before its device lost the object).
  const latest = new Map<string, Write>();
  const made = new Set(outcome.writes.map((write) => `${write.model}/${write.id}/${write.field}@${write.time}=${canonical(write.value)}`));
  for (const write of outcome.writes) {
    if (outcome.refused.has(`${write.device}/${write.model}/${write.id}`)) continue;
    const key = `${write.model}/${write.id}/${write.field}`;
    const best = latest.get(key);
    if (!best || write.time > best.time || (write.time === best.time && canonical(write.value) > canonical(best.value))) latest.set(key, write);
  }
  for (const [key, write] of latest) {
    const object = stored[write.model][write.id] as unknown as Loose | undefined;
    if (!object) {
      problems.push(`${key}: missing on the server`);
      continue;
    }
    const value = canonical(object[write.field]);
    const time = object[updateTimeKey(write.field)] as number;
    const same = value === canonical(write.value) && time === write.time;
    const later = (time > write.time || (time === write.time && value > canonical(write.value))) && made.has(`${key}@${time}=${value}`);
    if (!same && !later) problems.push(`${key}: stored ${value}@${String(time)}, latest write ${canonical(write.value)}@${write.time}`);
  }
  return problems;
}

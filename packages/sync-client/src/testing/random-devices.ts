import fc from 'fast-check';
import type { SyncModelName } from '@taskhub/domain';
import type { Loose } from '../local-state.js';

/** The models the scenarios write (attachments are made by upload, myDayEntry follows the same rule as these). */
export type ScenarioModel = Extract<SyncModelName, 'task' | 'category' | 'label'>;

/** Times start here; each operation's clock is a small offset, so devices' clocks tie and run behind one another. */
export const scenarioEpoch = 1_760_000_000_000;

export type Step =
  | { kind: 'create'; device: number; model: ScenarioModel; fields: Loose; time: number }
  | { kind: 'edit'; device: number; model: ScenarioModel; pick: number; fields: Loose; time: number }
  /** The device asks for a sync (its request then waits at the gate). */
  | { kind: 'sync'; device: number }
  /** One held request, the `pick`-th, moves one step: to the server, or its answer back to its device. */
  | { kind: 'release'; pick: number }
  /** The person using the device is removed from the shared list (by its owner, on the server); the device is not told. */
  | { kind: 'remove'; device: number };

export interface DevicesScenario {
  devices: number;
  pushBatchSize: number;
  /** Creates made and synced by everyone before the steps, so devices edit shared objects. */
  seed: Extract<Step, { kind: 'create' }>[];
  steps: Step[];
}

const text = fc.constantFrom('', 'Buy milk', 'Call Ana', 'Écrire à 日本', 'x');
const position = fc.constantFrom('Zz', 'a0', 'a1', 'a1V', 'b00');

/** Random values for the writable fields of each model, from small sets so devices often write equal values. */
export const fieldArbitraries: { [M in ScenarioModel]: fc.Arbitrary<Loose> } = {
  task: fc.record({
    title: text,
    note: text,
    status: fc.constantFrom('UNCHECKED', 'CHECKED', 'DONE', 'DELETED'),
    priority: fc.constantFrom('Low', 'Normal', 'High'),
    dueDate: fc.option(fc.integer({ min: 0, max: 4 }).map((day) => scenarioEpoch + day * 86_400_000), { nil: null }),
    labels: fc.uniqueArray(fc.constantFrom('labelA', 'labelB', 'labelC'), { maxLength: 3 }),
    position,
    categoryId: fc.constantFrom(null, 'categoryA', 'categoryB'),
  }, { requiredKeys: [] }),
  category: fc.record({
    name: fc.constantFrom('Inbox', 'Work', 'Home'),
    position,
    isDeleted: fc.boolean(),
    isArchived: fc.boolean(),
  }, { requiredKeys: [] }),
  label: fc.record({
    name: fc.constantFrom('Urgent', 'Later'),
    color: fc.constantFrom('#ff0000', '#00aa00', '#8e8e93'),
    position,
    isDeleted: fc.boolean(),
  }, { requiredKeys: [] }),
};

const model = fc.constantFrom<ScenarioModel>('task', 'task', 'category', 'label');
const time = fc.integer({ min: 0, max: 30 }).map((offset) => scenarioEpoch + offset);

/** Lists and labels need a name from the start (the wire refuses an empty one). */
const createFields = (of: ScenarioModel) => of === 'task'
  ? fieldArbitraries.task
  : fc.tuple(fieldArbitraries[of], fc.constantFrom('Inbox', 'Urgent')).map(([fields, name]) => ({ name, ...fields }));

function createStep(devices: number) {
  return fc.record({ device: fc.nat(devices - 1), model, time }).chain((base) =>
    createFields(base.model).map((fields) => ({ kind: 'create' as const, ...base, fields })));
}

function stepArbitrary(devices: number): fc.Arbitrary<Step> {
  const edit = fc.record({ device: fc.nat(devices - 1), model, time, pick: fc.nat(20) }).chain((base) =>
    fieldArbitraries[base.model].map((fields) => ({ kind: 'edit' as const, ...base, fields })));
  return fc.oneof(
    { weight: 2, arbitrary: createStep(devices) },
    { weight: 5, arbitrary: edit },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('sync' as const), device: fc.nat(devices - 1) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('release' as const), pick: fc.nat(5) }) },
  );
}

/** Scenarios of `devices` devices (default 3): a shared seed, then random writes, syncs and request orderings. */
export function devicesScenario(options: { devices?: number; maxSteps?: number } = {}): fc.Arbitrary<DevicesScenario> {
  const devices = options.devices ?? 3;
  return fc.record({
    devices: fc.constant(devices),
    pushBatchSize: fc.integer({ min: 1, max: 4 }),
    seed: fc.array(createStep(devices), { minLength: 1, maxLength: 4 }),
    steps: fc.array(stepArbitrary(devices), { minLength: 1, maxLength: options.maxSteps ?? 40, size: 'max' }),
  });
}

/**
 * Placeholders a shared-list scenario writes, which each device resolves when it plays the step (run-scenario's
 * `places`): the shared list, the person's own list, and `@task:N`, the N-th task the device holds (modulo their count).
 */
export const place = { shared: '@shared', own: '@own', task: (pick: number) => `@task:${pick}` } as const;

const sharedTaskFields = fc.record({
  title: text,
  note: text,
  status: fc.constantFrom('UNCHECKED', 'UNCHECKED', 'CHECKED', 'DONE', 'DELETED'),
  priority: fc.constantFrom('Low', 'Normal', 'High'),
  position,
  // Moves between the shared list and the writer's own list.
  categoryId: fc.constantFrom(place.shared, place.shared, place.own),
}, { requiredKeys: [] });

function sharedCreate(devices: number) {
  const task = fc.record({ title: text, categoryId: fc.constantFrom(place.shared, place.shared, place.own) });
  const subtask = fc.record({ title: text, parentGlobalTaskId: fc.nat(20).map(place.task) });
  return fc.record({ device: fc.nat(devices - 1), time, fields: fc.oneof({ weight: 3, arbitrary: task }, { weight: 1, arbitrary: subtask }) })
    .map((base) => ({ kind: 'create' as const, model: 'task' as const, ...base }));
}

function sharedStep(devices: number): fc.Arbitrary<Step> {
  const editTask = fc.record({ device: fc.nat(devices - 1), time, pick: fc.nat(20), fields: sharedTaskFields })
    .map((base) => ({ kind: 'edit' as const, model: 'task' as const, ...base }));
  // The lists a device holds (the shared one and its own): renamed and reordered.
  const editList = fc.record({ device: fc.nat(devices - 1), time, pick: fc.nat(3), fields: fc.record({ name: fc.constantFrom('Trip', 'Work'), position }, { requiredKeys: [] }) })
    .map((base) => ({ kind: 'edit' as const, model: 'category' as const, ...base }));
  return fc.oneof(
    { weight: 3, arbitrary: sharedCreate(devices) },
    { weight: 5, arbitrary: editTask },
    { weight: 1, arbitrary: editList },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('sync' as const), device: fc.nat(devices - 1) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('release' as const), pick: fc.nat(5) }) },
  );
}

/**
 * Scenarios of `devices` people (default 3), one device each, who share a list whose owner uses device 0: a seed of
 * tasks in the list, then random offline tasks and subtasks in the list and in each person's own list, edits, moves
 * between the two, completions, syncs and request orderings; one `remove` step somewhere among them takes a person
 * other than the owner out of the list.
 */
export function sharedListScenario(options: { devices?: number; maxSteps?: number } = {}): fc.Arbitrary<DevicesScenario> {
  const devices = options.devices ?? 3;
  const seedTask = fc.record({ device: fc.nat(devices - 1), time, title: text })
    .map(({ title, ...base }) => ({ kind: 'create' as const, model: 'task' as const, ...base, fields: { title, categoryId: place.shared } }));
  return fc.record({
    devices: fc.constant(devices),
    pushBatchSize: fc.integer({ min: 1, max: 4 }),
    seed: fc.array(seedTask, { minLength: 1, maxLength: 4 }),
    steps: fc.array(sharedStep(devices), { minLength: 1, maxLength: options.maxSteps ?? 40, size: 'max' }),
    removal: fc.record({ at: fc.nat(), device: fc.integer({ min: 1, max: devices - 1 }) }),
  }).map(({ steps, removal, ...rest }) => {
    const at = removal.at % (steps.length + 1);
    return { ...rest, steps: [...steps.slice(0, at), { kind: 'remove' as const, device: removal.device }, ...steps.slice(at)] };
  });
}

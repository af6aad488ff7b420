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
  | { kind: 'release'; pick: number };

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

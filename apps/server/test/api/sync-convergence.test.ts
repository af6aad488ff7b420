import { syncModelNames } from '@taskhub/domain';
// The HTTP transport alone: the package's main entry also holds the browser-only storage and socket.
import { createHttpSyncTransport } from '@taskhub/sync-client/http';
import {
  convergenceProblems, devicesScenario, runScenario, scenarioEpoch, sharedListProblems, sharedListScenario, type DevicesScenario, type ScenarioOutcome,
} from '@taskhub/sync-client/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';
import { giveSubscription } from '../subscriptions-fixture.js';
import { newId, pushItems, sync } from '../sync-fixture.js';
import { person, sharedListWith } from '../teams-fixture.js';
import { WriteWitness } from '../sync-witness.js';

type ObjectMaps = ScenarioOutcome['observer'];
type SyncTransport = ReturnType<typeof createHttpSyncTransport>;

// One server for the file (each holds its own embedded database); every run signs up its own account.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    RATE_LIMIT_SIGNUP_ADDRESS: '10000/60', RATE_LIMIT_LOGIN_ACCOUNT: '10000/60', RATE_LIMIT_LOGIN_ADDRESS: '10000/60', RATE_LIMIT_TOKEN: '100000/60',
  });
});
afterAll(async () => { await server.close(); });

/** Random runs per test: each costs a sign-up, four logins and a few dozen syncs (about 1 s on PGlite). */
const numRuns = Number(process.env.CONVERGENCE_RUNS ?? 20);
/** Random runs of the shared-list property: three sign-ups, a share and a few dozen syncs each. */
const sharedRuns = Number(process.env.CONVERGENCE_SHARED_RUNS ?? 15);

/** A new account and a session of its own for each device (distinct client ids), the reader last. */
async function accountWithDevices(devices: number): Promise<{ tokens: string[]; ownToken: string }> {
  const { email, password, token } = await signUp(server);
  // Premium: the scenarios make tags in colours outside the free palette, which a free account's sync leaves out.
  await giveSubscription(server, token);
  const tokens: string[] = [];
  for (let device = 0; device <= devices; device += 1) {
    const answer = await server.request('POST', '/login', { body: { email, password, client_id: `device-${device}`, platform: 'web' } });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    tokens.push(answer.body.auth_token as string);
  }
  return { tokens, ownToken: token };
}

const transportOf = (token: string): SyncTransport => createHttpSyncTransport({ fetch: (...args) => fetch(...args), origin: server.url, getToken: () => token });

/** The server's state as stored: a raw full pull (done and deleted tasks included), by model and id. */
async function serverState(token: string): Promise<ObjectMaps> {
  const answer = await sync(server, token, { updatedSince: 0, models: { task: { items: [], config: { includeDone: true, includeDeleted: true } } } });
  if (answer.status !== 200) throw new Error(`full pull failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return Object.fromEntries(syncModelNames.map((model) => [model,
    Object.fromEntries((answer.body.models[model].items as { id: string }[]).map((item) => [item.id, item]))])) as ObjectMaps;
}

/**
 * Plays a scenario against the real server: what is wrong (empty when every device, the reader and the server's
 * stored state agree and hold every field's latest write, and no answer ever showed an acknowledged write lost).
 */
async function play(scenario: DevicesScenario): Promise<{ problems: string[]; server: ObjectMaps }> {
  const { tokens, ownToken } = await accountWithDevices(scenario.devices);
  const witness = new WriteWitness();
  const outcome = await runScenario(scenario, {
    transportFor: (device) => witness.wrap(transportOf(tokens[device] as string), device < scenario.devices ? `device ${device}` : 'reader'),
  });
  const state = await serverState(ownToken);
  return { problems: [...witness.problems, ...convergenceProblems(outcome, state)], server: state };
}

describe('convergence of three offline devices syncing through the real server', () => {
  it('leaves every device equal to the server, with the latest write of every field', async () => {
    await fc.assert(fc.asyncProperty(devicesScenario({ devices: 3, maxSteps: 40 }), async (scenario) => {
      expect((await play(scenario)).problems).toEqual([]);
    }), {
      numRuns,
      // A failing run shrinks for at most this long (each replay syncs with the server); an interrupted run fails.
      interruptAfterTimeLimit: 90_000,
      markInterruptAsFailure: true,
    });
  }, 120_000);

  it('merges one task edited on three offline devices field by field when the latest writer syncs first', async () => {
    const at = (offset: number) => scenarioEpoch + offset;
    const scenario: DevicesScenario = {
      devices: 3,
      pushBatchSize: 2,
      seed: [{ kind: 'create', device: 0, model: 'task', fields: { title: 'Buy milk' }, time: at(0) }],
      steps: [
        { kind: 'edit', device: 0, model: 'task', pick: 0, fields: { title: 'Call Ana', priority: 'High' }, time: at(5) },
        { kind: 'edit', device: 1, model: 'task', pick: 0, fields: { title: 'x', note: 'Écrire à 日本' }, time: at(9) },
        { kind: 'edit', device: 2, model: 'task', pick: 0, fields: { priority: 'Low', status: 'CHECKED' }, time: at(3) },
        // The device with the latest title syncs first, the one with the oldest writes last.
        { kind: 'sync', device: 1 }, { kind: 'release', pick: 0 }, { kind: 'release', pick: 0 },
        { kind: 'sync', device: 0 }, { kind: 'release', pick: 0 }, { kind: 'release', pick: 0 },
        { kind: 'sync', device: 2 }, { kind: 'release', pick: 0 }, { kind: 'release', pick: 0 },
      ],
    };
    const { problems, server: state } = await play(scenario);
    expect(problems).toEqual([]);
    expect(Object.values(state.task)).toEqual([expect.objectContaining({ title: 'x', note: 'Écrire à 日本', priority: 'High', status: 'CHECKED' })]);
  }, 30_000);
});

/**
 * Plays a shared-list scenario: device n is person n's only device (person 0 owns the list and shares it with the
 * others as members; each has a list of their own), a `remove` step takes that person out of the list through the API.
 */
async function playShared(scenario: DevicesScenario): Promise<string[]> {
  const people = await Promise.all(Array.from({ length: scenario.devices }, () => person(server)));
  const owner = people[0]!;
  const list = await sharedListWith(server, owner, 'Trip', people.slice(1).map((who) => [who, 'member'] as const));
  const ownLists = await Promise.all(people.map(async (who) => {
    const id = newId();
    await pushItems(server, who.token, { category: [{ id, name: 'Mine' }] });
    return id;
  }));
  const observer = await server.request('POST', '/login', { body: { email: owner.email, password: owner.password, client_id: 'observer', platform: 'web' } });
  const tokens = [...people.map((who) => who.token), observer.body.auth_token as string];
  const witness = new WriteWitness();
  let removed: number | undefined;
  const outcome = await runScenario(scenario, {
    transportFor: (device) => witness.wrap(transportOf(tokens[device] as string), device < scenario.devices ? `person ${device}` : 'observer'),
    places: (device) => ({ '@shared': list.id, '@own': ownLists[device]! }),
    removeMember: async (device) => {
      removed = device;
      const answer = await server.request('DELETE', `/api/v1/categories/${list.id}/members/${people[device]!.id}`, { token: owner.token });
      if (answer.status !== 204) throw new Error(`removal failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    },
  });
  if (removed === undefined) throw new Error('the scenario removed nobody');
  const views = await Promise.all(people.map((who) => serverState(who.token)));
  return [...witness.problems, ...sharedListProblems(outcome, { views, listId: list.id, removed, ownLists })];
}

describe('convergence of a shared list whose members edit offline, one of them removed mid-way', () => {
  it('leaves each device equal to what the server keeps for its person, and the removed person none of the list', async () => {
    await fc.assert(fc.asyncProperty(sharedListScenario({ devices: 3, maxSteps: 40 }), async (scenario) => {
      expect(await playShared(scenario)).toEqual([]);
    }), {
      numRuns: sharedRuns,
      // Replay a failure with its seed and path: CONVERGENCE_SEED=… CONVERGENCE_PATH=… (fast-check prints both).
      ...(process.env.CONVERGENCE_SEED && { seed: Number(process.env.CONVERGENCE_SEED), path: process.env.CONVERGENCE_PATH, endOnFailure: true }),
      interruptAfterTimeLimit: 90_000,
      markInterruptAsFailure: true,
    });
  }, 120_000);
});

export { FakeRealtime, FakeSyncServer, FakeTransport } from './fake-sync-server.js';
export { RequestGate } from './gated-transport.js';
export { devicesScenario, fieldArbitraries, place, scenarioEpoch, sharedListScenario, type DevicesScenario, type ScenarioModel, type Step } from './random-devices.js';
export {
  canonical, convergenceProblems, runScenario, sharedListProblems, type RunScenarioOptions, type ScenarioOutcome, type SharedListCheck, type Write,
} from './run-scenario.js';
// Object maps made as the client makes them, for screens' tests of what reads the lineage.
export { recordChanges } from '../map-lineage.js';

export { FakeRealtime, FakeSyncServer, FakeTransport } from './fake-sync-server.js';
export { RequestGate } from './gated-transport.js';
export { devicesScenario, fieldArbitraries, scenarioEpoch, type DevicesScenario, type ScenarioModel, type Step } from './random-devices.js';
export { canonical, convergenceProblems, runScenario, type RunScenarioOptions, type ScenarioOutcome, type Write } from './run-scenario.js';

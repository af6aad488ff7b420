import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convergenceProblems, devicesScenario, FakeSyncServer, runScenario } from './testing/index.js';

describe('convergence of devices syncing through one server', () => {
  it('leaves every device equal to the server, with the latest write of every field', async () => {
    await fc.assert(fc.asyncProperty(devicesScenario({ devices: 3, maxSteps: 40 }), async (scenario) => {
      const server = new FakeSyncServer(() => 1);
      const outcome = await runScenario(scenario, { transportFor: () => server.transport() });
      expect(convergenceProblems(outcome, server.objects())).toEqual([]);
    }), { numRuns: 150 });
  }, 20_000);
});

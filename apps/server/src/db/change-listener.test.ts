import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.js';

describe('retryDelayMs', () => {
  it('doubles from 250 ms up to 10 s, each delay between half and all of its ceiling', () => {
    const ceilings = [250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000];
    ceilings.forEach((ceiling, attempt) => {
      expect(retryDelayMs(attempt, () => 0)).toBe(ceiling / 2);
      expect(retryDelayMs(attempt, () => 1)).toBe(ceiling);
    });
  });

  it('spreads processes that lost the database together', () => {
    const delays = new Set(Array.from({ length: 20 }, () => retryDelayMs(6)));
    expect(delays.size).toBeGreaterThan(10);
  });
});

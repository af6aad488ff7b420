import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.js';

function breakerAt(start = 1000) {
  const clock = { now: start };
  // random() = 1: every delay is its whole ceiling (250, 500, 1000, 2000, 3000, 3000 ms…).
  const breaker = new CircuitBreaker(pino({ level: 'silent' }), () => clock.now, () => 1);
  return { breaker, clock };
}

describe('CircuitBreaker', () => {
  it('lets every attempt through while closed', () => {
    const { breaker } = breakerAt();
    expect([breaker.admit(), breaker.admit()]).toEqual(['closed', 'closed']);
    expect(breaker.refusedForMs()).toBe(0);
  });

  it('after a failed connect refuses until the backoff ends, then lets one probe go at a time', () => {
    const { breaker, clock } = breakerAt();
    breaker.failed(breaker.admit()!);
    expect(breaker.refusedForMs()).toBe(250);
    expect(breaker.admit()).toBeUndefined();
    clock.now += 250;
    expect(breaker.refusedForMs()).toBe(0);
    expect(breaker.admit()).toBe('probe');
    // While the probe is under way, everyone else is still refused.
    expect(breaker.refusedForMs()).toBeGreaterThan(0);
    expect(breaker.admit()).toBeUndefined();
    breaker.failed('probe');
    expect(breaker.refusedForMs()).toBe(500);
  });

  it('backs off doubling up to 3 s, so a database that comes back is tried again within seconds', () => {
    const { breaker, clock } = breakerAt();
    breaker.failed(breaker.admit()!);
    const delays: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      delays.push(breaker.refusedForMs());
      clock.now += breaker.refusedForMs();
      breaker.failed(breaker.admit()!);
    }
    expect(delays).toEqual([250, 500, 1000, 2000, 3000, 3000, 3000]);
  });

  it('counts attempts already under way when it opened as one failure, not many', () => {
    const { breaker } = breakerAt();
    const inFlight = [breaker.admit()!, breaker.admit()!, breaker.admit()!];
    for (const admission of inFlight) breaker.failed(admission);
    expect(breaker.refusedForMs()).toBe(250);
  });

  it('closes at once on a success, and a probe that failed for another reason frees the next', () => {
    const { breaker, clock } = breakerAt();
    breaker.failed(breaker.admit()!);
    clock.now += 250;
    breaker.released(breaker.admit()!);
    expect(breaker.admit()).toBe('probe');
    breaker.succeeded();
    expect(breaker.refusedForMs()).toBe(0);
    expect(breaker.admit()).toBe('closed');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrencesBetween } from './occurrences.js';
import { ruleArbitrary } from './rule-arbitrary.js';
import { oracleOccurrences } from './rrule-oracle.js';
import type { RecurrenceRule } from './rule.js';

/** The chain of next occurrences from the start, as the server walks it each time the task is completed. */
function chain(rule: RecurrenceRule, take: number): number[] {
  const found: number[] = [];
  for (let next = nextOccurrence(rule, rule.start - 1); next !== null && found.length < take; next = nextOccurrence(rule, next)) {
    found.push(next);
  }
  return found;
}

describe('next occurrences agree with rrule', () => {
  it('for random rules, starts and zones', () => {
    fc.assert(fc.property(ruleArbitrary, (rule) => {
      const expected = oracleOccurrences(rule, 40);
      expect(chain(rule, 40)).toEqual(expected);
      expect(occurrencesBetween(rule, rule.start, Number.MAX_SAFE_INTEGER, 40)).toEqual(expected);
    }), { numRuns: 300 });
  }, 10_000);

  it('when asked from far after the start (the engine jumps there instead of walking)', () => {
    fc.assert(fc.property(ruleArbitrary, fc.integer({ min: 50, max: 300 }), (rule, index) => {
      const expected = oracleOccurrences(rule, index + 2);
      const before = expected[index];
      fc.pre(before !== undefined);
      expect(nextOccurrence(rule, before!)).toBe(expected[index + 1] ?? null);
      expect(nextOccurrence(rule, before! - 1)).toBe(before);
    }), { numRuns: 120 });
  }, 10_000);
});

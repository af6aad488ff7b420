import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPosition, positionBetween, positionsAfter } from './position.js';

describe('positionBetween', () => {
  it('orders between any two positions, and at both ends', () => {
    fc.assert(fc.property(fc.array(fc.nat({ max: 20 }), { minLength: 1, maxLength: 80 }), (inserts) => {
      const list: string[] = [];
      for (const at of inserts) {
        const index = at % (list.length + 1);
        list.splice(index, 0, positionBetween(list[index - 1], list[index]));
      }
      expect(list).toEqual([...list].sort());
      expect(new Set(list).size).toBe(list.length);
      expect(list.every(isPosition)).toBe(true);
    }));
  });

  it('fits between, before and after given positions', () => {
    expect(positionBetween(null, null)).toBe('a0');
    const between = positionBetween('a1', 'a2');
    expect(between > 'a1' && between < 'a2').toBe(true);
    expect(positionBetween('a1', null) > 'a1').toBe(true);
    expect(positionBetween(null, 'a0') < 'a0').toBe(true);
  });

  it('refuses an empty range and keys it cannot place around', () => {
    expect(() => positionBetween('a2', 'a1')).toThrow(RangeError);
    expect(() => positionBetween('a10', null)).toThrow(RangeError);
    expect(() => positionBetween('!', null)).toThrow(RangeError);
  });

  it('keeps keys short when appending or prepending many', () => {
    const appended = positionsAfter(null, 10_000);
    expect([...appended].sort()).toEqual(appended);
    expect(Math.max(...appended.map((p) => p.length))).toBeLessThanOrEqual(4);
    let first = 'a0';
    for (let i = 0; i < 10_000; i += 1) first = positionBetween(null, first);
    expect(first.length).toBeLessThanOrEqual(4);
  });

  it('keeps keys short when inserting again and again after the same one', () => {
    let after: string | null = null;
    const start = 'a0';
    for (let i = 0; i < 1000; i += 1) after = positionBetween(start, after);
    expect(after!.length).toBeLessThan(200);
  });
});

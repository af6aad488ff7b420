import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionBetween, positionsAfter } from './position.js';

describe('positionBetween', () => {
  it('orders between any two positions, and at both ends', () => {
    fc.assert(fc.property(fc.array(fc.nat({ max: 20 }), { minLength: 1, maxLength: 60 }), (inserts) => {
      const list: string[] = [];
      for (const at of inserts) {
        const index = at % (list.length + 1);
        const made = positionBetween(list[index - 1], list[index]);
        list.splice(index, 0, made);
      }
      const sorted = [...list].sort();
      expect(list).toEqual(sorted);
      expect(new Set(list).size).toBe(list.length);
    }));
  });

  it('fits between, before and after given positions', () => {
    expect(positionBetween('a1', 'a2') > 'a1').toBe(true);
    expect(positionBetween('a1', 'a2') < 'a2').toBe(true);
    expect(positionBetween('zz', null) > 'zz').toBe(true);
    expect(positionBetween(null, '01') < '01').toBe(true);
  });

  it('refuses an empty range', () => {
    expect(() => positionBetween('b', 'a')).toThrow(RangeError);
  });

  it('appends many in order', () => {
    const made = positionsAfter('V', 100);
    expect([...made].sort()).toEqual(made);
    expect(made[0]! > 'V').toBe(true);
  });
});

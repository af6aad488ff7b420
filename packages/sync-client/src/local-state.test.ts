import { describe, expect, it } from 'vitest';
import { copyMap } from './local-state.js';

describe('copyMap', () => {
  it('is a new map with the same entries in the same order, and changing it leaves the original as it was', () => {
    const map: Record<string, { n: number }> = { b: { n: 1 }, a: { n: 2 }, 10: { n: 3 } };
    const copy = copyMap(map);
    expect(copy).not.toBe(map);
    expect(copy).toEqual(map);
    expect(Object.keys(copy)).toEqual(Object.keys(map));
    expect(copy.a).toBe(map.a);
    copy.c = { n: 4 };
    delete copy.b;
    expect(Object.keys(map)).toEqual(['10', 'b', 'a']);
  });
});

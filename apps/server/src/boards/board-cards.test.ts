import { describe, expect, it } from 'vitest';
import { BoardCardsCache } from './board-cards.js';

const bytes = (n: number) => Buffer.alloc(n, 120);

describe('BoardCardsCache', () => {
  it('answers a board\'s cards only at the version they were kept at', () => {
    const cache = new BoardCardsCache(1000);
    cache.put('b1', '10:3', bytes(100));
    expect(cache.get('b1', '10:3')?.length).toBe(100);
    expect(cache.get('b1', '10:2')).toBeUndefined();
    expect(cache.get('b1', '11:3')).toBeUndefined();
    expect(cache.get('b2', '10:3')).toBeUndefined();
    // A newer version replaces the board's older one.
    cache.put('b1', '11:3', bytes(50));
    expect(cache.get('b1', '10:3')).toBeUndefined();
    expect(cache.size).toEqual({ boards: 1, bytes: 50 });
  });

  it('holds at most its bytes, dropping the boards opened longest ago, and never one a quarter of it alone', () => {
    const cache = new BoardCardsCache(1000);
    for (const id of ['a', 'b', 'c', 'd']) cache.put(id, 'v', bytes(240));
    expect(cache.size).toEqual({ boards: 4, bytes: 960 });
    cache.get('a', 'v');
    cache.put('e', 'v', bytes(240));
    // b was the least recently opened: a was opened again.
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(['a', 'c', 'd', 'e'].map((id) => cache.get(id, 'v')?.length)).toEqual([240, 240, 240, 240]);
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
    cache.put('big', 'v', bytes(251));
    expect(cache.get('big', 'v')).toBeUndefined();
    expect(cache.size.boards).toBe(4);
  });
});

import { describe, expect, it } from 'vitest';
import { platformNumber } from './platform.js';

describe('platformNumber', () => {
  it('reads numbers and names, first match wins', () => {
    expect(platformNumber('5')).toBe(5);
    expect(platformNumber(undefined, 'extension')).toBe(2);
    expect(platformNumber('desktop', '3')).toBe(5);
  });
  it('answers web (3) for anything unknown', () => {
    expect(platformNumber('99', 'tv')).toBe(3);
    expect(platformNumber()).toBe(3);
  });
});

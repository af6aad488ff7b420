import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterDelay } from './useAfterDelay.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAfterDelay', () => {
  it('turns true only once the flag has held for the delay, and false as soon as the flag drops', () => {
    const hook = renderHook(({ flag }) => useAfterDelay(flag, 1000), { initialProps: { flag: true } });
    expect(hook.result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(999));
    expect(hook.result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(true);
    hook.rerender({ flag: false });
    expect(hook.result.current).toBe(false);
  });

  it('starts over after a break: a flag that drops before the delay never shows', () => {
    const hook = renderHook(({ flag }) => useAfterDelay(flag, 1000), { initialProps: { flag: true } });
    act(() => void vi.advanceTimersByTime(600));
    hook.rerender({ flag: false });
    hook.rerender({ flag: true });
    act(() => void vi.advanceTimersByTime(600));
    expect(hook.result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(400));
    expect(hook.result.current).toBe(true);
  });
});

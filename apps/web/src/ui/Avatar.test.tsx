import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './Avatar.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const initials = (container: HTMLElement) => container.querySelector('.ui-avatar-initials')?.textContent ?? null;

describe('Avatar', () => {
  it('draws the initials in its first render when there is no picture (no timer to wait for)', () => {
    const { container } = render(<Avatar id="user-2" name="Bob Stone" />);
    expect(initials(container)).toBe('BS');
  });

  it('waits a moment for a picture before showing initials, and shows them at once when the picture is taken away', () => {
    const { container, rerender } = render(<Avatar id="user-2" name="Bob Stone" src="https://example.com/bob.png" />);
    // jsdom never loads the picture: the initials come after the delay, not before.
    expect(initials(container)).toBeNull();
    act(() => void vi.advanceTimersByTime(100));
    rerender(<Avatar id="user-2" name="Bob Stone" src={null} />);
    expect(initials(container)).toBe('BS');
    act(() => void vi.advanceTimersByTime(1000));
    expect(initials(container)).toBe('BS');
  });
});

import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { columnStep, useColumnWindow } from './useColumnWindow.js';

afterEach(cleanup);

/** Every window the hook gave, render by render, for a scroller of `width` px (jsdom measures none: 0). */
function windows(count: number, width?: number) {
  const seen: { first: number; last: number }[] = [];
  function Board() {
    const scroller = useRef<HTMLDivElement>(null);
    const { first, last } = useColumnWindow(scroller, count);
    seen.push({ first, last });
    return <div ref={(node) => {
      scroller.current = node;
      if (node && width !== undefined) Object.defineProperty(node, 'clientWidth', { configurable: true, value: width });
    }} />;
  }
  render(<Board />);
  return seen;
}

describe('the columns a board draws', () => {
  it('draws at first only the columns a window-wide board can show, not all of them', () => {
    const shown = Math.ceil(window.innerWidth / columnStep) + 1;
    expect(windows(40)[0]).toEqual({ first: 0, last: shown });
    expect(shown).toBeLessThan(40);
  });

  it('then the columns of the measured width, before the first paint, one more each side', () => {
    expect(windows(40, 3 * columnStep).at(-1)).toEqual({ first: 0, last: 4 });
  });

  it('all of them where the board measures no width', () => {
    expect(windows(40).at(-1)).toEqual({ first: 0, last: 40 });
  });
});

import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

/** A column's width and the gap after it, in px (board-view.css: --board-column-width and the gap). */
export const columnStep = 296 + 12;

/**
 * Before the board is measured, its width is taken as the window's: the scroller is never wider, so the first render
 * draws every column that can be in view and few more (drawing all of them first, then the measured few, cost a big
 * board a second render and a forced layout before its first paint: bench/board-browser.ts).
 */
const unmeasured = () => ({ left: 0, width: typeof window === 'undefined' ? 0 : window.innerWidth });

/**
 * The columns a sideways-scrolling board draws: those in view and one more on each side (so the keyboard's drag can
 * reach the next one); the others keep their place as empty frames. Measured before the first paint (a layout effect);
 * where the scroller measures no width (tests), all of them.
 */
export function useColumnWindow(scroller: RefObject<HTMLDivElement | null>, count: number) {
  const [view, setView] = useState(unmeasured);
  const measure = useCallback((node: HTMLDivElement) => {
    setView((current) => (current.left === node.scrollLeft && current.width === node.clientWidth ? current : { left: node.scrollLeft, width: node.clientWidth }));
  }, []);
  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return undefined;
    measure(node);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => measure(node));
    observer.observe(node);
    return () => observer.disconnect();
  }, [scroller, measure]);
  if (view.width === 0) return { first: 0, last: count, onScroll: measure };
  const first = Math.max(0, Math.floor(view.left / columnStep) - 1);
  const last = Math.min(count, Math.ceil((view.left + view.width) / columnStep) + 1);
  return { first, last, onScroll: measure };
}

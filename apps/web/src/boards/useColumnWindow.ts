import { type RefObject, useCallback, useEffect, useState } from 'react';

/** A column's width and the gap after it, in px (board-view.css: --board-column-width and the gap). */
export const columnStep = 296 + 12;

/**
 * The columns a sideways-scrolling board draws: those in view and one more on each side (so the keyboard's drag can
 * reach the next one); the others keep their place as empty frames. Without a measured width (tests), all of them.
 */
export function useColumnWindow(scroller: RefObject<HTMLDivElement | null>, count: number) {
  const [view, setView] = useState({ left: 0, width: 0 });
  const measure = useCallback((node: HTMLDivElement) => {
    setView((current) => (current.left === node.scrollLeft && current.width === node.clientWidth ? current : { left: node.scrollLeft, width: node.clientWidth }));
  }, []);
  useEffect(() => {
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

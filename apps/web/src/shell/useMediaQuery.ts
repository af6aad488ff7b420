import { useSyncExternalStore } from 'react';

/** DESIGN.md "Layout": below this the sidebar is a drawer (tablet and phone). */
export const compactQuery = '(max-width: 1023px)';
/** Phones: the detail is a full-screen sheet and adding is a floating button. */
export const phoneQuery = '(max-width: 640px)';
/** Below this width the list and a 420 px panel do not both fit readably: the panel lies over the list (shell.css). */
export const panelOverlayQuery = '(max-width: 1023px)';

/** Whether a media query matches now, following changes; false where matchMedia is missing (jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}

import { configure } from '@testing-library/react';

// The signed-in home is a lazy chunk holding the task screens; under a loaded CI machine its first import in jsdom
// takes longer than Testing Library's one-second default for findBy* queries.
configure({ asyncUtilTimeout: 5000 });

// What jsdom lacks and Radix's primitives (apps/web/src/ui) call: pointer capture (Select, Toast swipe),
// scrollIntoView (Select, menus) and ResizeObserver (Popover, Tooltip sizing).
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

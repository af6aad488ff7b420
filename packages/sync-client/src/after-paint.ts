type Globals = {
  requestAnimationFrame?: (callback: () => void) => unknown;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  cancelIdleCallback?: (handle: unknown) => void;
};
// Looked up on globalThis: the server compiles this package without the DOM types.
const globals = globalThis as Globals;

/** Resolves once the next frame has been painted (in browsers; at once elsewhere), or after 100 ms in a hidden tab. */
export function afterPaint(): Promise<void> {
  const frame = globals.requestAnimationFrame;
  if (typeof frame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    // A frame callback runs before that frame's paint; a task queued from it runs after.
    frame.call(globalThis, () => { clearTimeout(fallback); setTimeout(resolve, 0); });
  });
}

/** A wait that can be cut short: `hurry` ends it after the next paint instead. */
export interface Wait {
  done: Promise<void>;
  hurry(): void;
}

/**
 * Ends in the browser's next idle period (at most `timeoutMs` later), once the frames that draw a change and the input
 * after them have had the main thread; without requestIdleCallback (Safari, tests), after the next paint.
 */
export function afterIdle(timeoutMs: number): Wait {
  const idle = globals.requestIdleCallback;
  if (typeof idle !== 'function') return { done: afterPaint(), hurry: () => undefined };
  let resolve!: () => void;
  const done = new Promise<void>((settle) => { resolve = settle; });
  const handle = idle.call(globalThis, () => resolve(), { timeout: timeoutMs });
  let hurried = false;
  return {
    done,
    hurry() {
      if (hurried) return;
      hurried = true;
      globals.cancelIdleCallback?.call(globalThis, handle);
      void afterPaint().then(resolve);
    },
  };
}

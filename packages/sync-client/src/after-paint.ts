/** Resolves once the next frame has been painted (in browsers; at once elsewhere), or after 100 ms in a hidden tab. */
export function afterPaint(): Promise<void> {
  // Looked up on globalThis: the server compiles this package without the DOM types.
  const frame = (globalThis as { requestAnimationFrame?: (callback: () => void) => unknown }).requestAnimationFrame;
  if (typeof frame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    // A frame callback runs before that frame's paint; a task queued from it runs after.
    frame.call(globalThis, () => { clearTimeout(fallback); setTimeout(resolve, 0); });
  });
}

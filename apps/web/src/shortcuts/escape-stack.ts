import { useEffect, useRef } from 'react';
import { escapeLeftToScreen, onlyClosedATooltip } from '../ui/index.js';
import { radixLayerOpen } from './shortcuts.js';

/** The app's own (non-Radix) layers that Escape closes, topmost last. */
const layers: Array<{ close(): void }> = [];

function onKeyDown(event: KeyboardEvent) {
  // A Radix layer closes itself on Escape (it is always above the app's own layers); a handled Escape is spent. A
  // tooltip is no layer: the Escape that hides the hint of the focused button also closes the app's topmost layer.
  if (event.key !== 'Escape' || event.isComposing || radixLayerOpen()) return;
  if (event.defaultPrevented && !onlyClosedATooltip(event) && !escapeLeftToScreen(event)) return;
  const top = layers.at(-1);
  if (!top) return;
  event.preventDefault();
  top.close();
}

/**
 * Makes a layer of the app's own (the task panel, a popup) close on Escape wherever focus is; one Escape closes only
 * the topmost one. Radix layers (Dialog, Popover, Menu) need nothing: they handle their own Escape first.
 */
export function useEscapeLayer(active: boolean, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!active) return;
    const layer = { close: () => latest.current() };
    layers.push(layer);
    if (layers.length === 1) document.addEventListener('keydown', onKeyDown);
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      if (layers.length === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [active]);
}

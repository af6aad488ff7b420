import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';

/** Escape presses a tooltip took to hide itself (Radix marks them handled), so the app's own layers still get them. */
const tooltipEscapes = new WeakSet<KeyboardEvent>();

/** Whether a handled Escape was spent only on hiding a tooltip (shortcuts/escape-stack.ts closes its layer anyway). */
export function onlyClosedATooltip(event: KeyboardEvent): boolean {
  return tooltipEscapes.has(event);
}

/**
 * A short text shown on hover and keyboard focus of its trigger (Radix Tooltip); it names nothing, so give the
 * trigger its own accessible name. Each tooltip carries its provider, so it works wherever it is rendered.
 */
export function Tooltip({ content, children, side = 'top' }: { content: ReactNode; children: ReactNode; side?: 'top' | 'right' | 'bottom' | 'left' }) {
  return (
    <RadixTooltip.Provider delayDuration={400} skipDelayDuration={200}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="ui-tooltip" side={side} sideOffset={6} collisionPadding={8}
            onEscapeKeyDown={(event) => { tooltipEscapes.add(event); }}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

import { Popover as RadixPopover } from 'radix-ui';
import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useMemo, useRef } from 'react';
import { cx } from './cx.js';

export interface PopoverProps {
  /** The control that opens it; it must be one focusable element (a button). */
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
  /** The popover's accessible name when it has no visible heading. */
  label?: string;
  /**
   * When the popover has closed and is about to give focus back to its trigger (Radix onCloseAutoFocus); preventDefault()
   * and focus elsewhere when the trigger is only an anchor (as ui Menu's).
   */
  onCloseAutoFocus?(event: Event): void;
}

/**
 * Floating content anchored to its trigger (Radix Popover): Escape and a click outside close it, focus moves in and
 * back to the trigger, and it flips and shifts to stay inside the viewport.
 */
export function Popover({ trigger, children, open, onOpenChange, align = 'start', side = 'bottom', className, label, onCloseAutoFocus }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={cx('ui-popover', className)}
          align={align}
          side={side}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Closes the popover it is in (for a Done button inside a picker). */
export const PopoverClose = RadixPopover.Close;

/** Escape presses an AnchoredPopover left to the screen (focus was elsewhere), though Radix marks them handled. */
const escapesLeftToScreen = new WeakSet<KeyboardEvent>();

/** Whether a handled Escape was left by an AnchoredPopover to the screen (shortcuts/escape-stack.ts acts on it anyway). */
export function escapeLeftToScreen(event: KeyboardEvent): boolean {
  return escapesLeftToScreen.has(event);
}

export interface AnchoredPopoverProps {
  /** The element on the screen it points at (not a trigger: opening and closing are the caller's). */
  anchor: Element;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  className?: string;
  /** The id of its visible heading, its accessible name. */
  labelledBy?: string;
  /** An arrow towards the anchor, in this class (its fill). */
  arrowClassName?: string;
  /** When it opens; preventDefault() keeps focus where it is (Radix onOpenAutoFocus). */
  onOpenAutoFocus?(event: Event): void;
  /** Escape while focus is inside it; an Escape pressed elsewhere is the screen's (a panel closes, not this). */
  onEscapeKeyDown?(event: KeyboardEvent): void;
  onKeyDown?(event: ReactKeyboardEvent<HTMLDivElement>): void;
}

/**
 * Floating content pointing at an element of the screen that is not its trigger (a guided tour's step), placed and
 * kept beside it as Popover is, and open while it is rendered. Not modal and passive (`data-passive-layer`): the
 * screen stays usable with its shortcuts and Escape (shortcuts.ts radixLayerOpen skips it), and a click or focus
 * elsewhere does not close it.
 */
export function AnchoredPopover({ anchor, children, side = 'bottom', align = 'center', className, labelledBy, arrowClassName, onOpenAutoFocus, onEscapeKeyDown, onKeyDown }: AnchoredPopoverProps) {
  const anchorRef = useMemo(() => ({ current: anchor }), [anchor]);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <RadixPopover.Root open>
      <RadixPopover.Anchor virtualRef={anchorRef} />
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={cx('ui-popover', className)}
          side={side}
          align={align}
          sideOffset={arrowClassName ? 10 : 6}
          collisionPadding={8}
          aria-labelledby={labelledBy}
          onOpenAutoFocus={onOpenAutoFocus}
          ref={contentRef}
          data-passive-layer=""
          onEscapeKeyDown={(event) => {
            if (contentRef.current?.contains(document.activeElement)) {
              onEscapeKeyDown?.(event);
              return;
            }
            // Radix would spend it on closing this layer: it stays, and the screen gets the key.
            event.preventDefault();
            escapesLeftToScreen.add(event);
          }}
          onInteractOutside={(event) => event.preventDefault()}
          onKeyDown={onKeyDown}
        >
          {children}
          {arrowClassName ? <RadixPopover.Arrow className={arrowClassName} width={16} height={8} /> : null}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
